import Foundation

/// A saved navigator: each flow's state on the active path, the presented overlays and what the host showed.
///
/// ``Navigator/save(appVersion:)`` makes one; ``Navigator/restore(_:options:)`` rebuilds the
/// same path, screens, overlays and stacks in a new navigator without replaying events. The
/// host's stacks (``layout``) are what give the user the same way back after a restore. It is
/// `Codable`: ``encoded()`` writes it as JSON with sorted keys, and ``decoded(from:limits:)``
/// reads it back with a typed error for anything that is not a document of this ``version``.
///
/// ```swift
/// let data = try navigator.save().encoded()
/// // … later, in a new process:
/// let restored = Navigator(root: RootFlow.make(service: service))
/// let report = restored.restore(from: data)
/// ```
public struct NavigatorDocument: Hashable, Sendable, Codable {
    /// The document format this version of FlowCore writes and reads.
    ///
    /// Version 2 dropped the history of state snapshots that version 1 kept for `back()`.
    public static let currentVersion = 2
    /// The format's name, so a file of some other kind is recognised as such.
    public static let formatName = "switchyard-navigator"

    /// Always ``formatName``.
    public var format: String
    /// The document format's version; only ``currentVersion`` is restored.
    public var version: Int
    /// The version of the app that saved it, when the app said.
    public var appVersion: String?
    /// The root flow's chain first, then one chain per presented overlay, bottom first.
    public var chains: [SavedChain]
    /// What a host that applied every transition showed: one layer per modal level, each a push stack.
    public var layout: [SavedLayer]

    /// Creates a document of the current version.
    public init(appVersion: String? = nil, chains: [SavedChain], layout: [SavedLayer]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.appVersion = appVersion
        self.chains = chains
        self.layout = layout
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, appVersion, chains, layout
    }

    /// Decodes a document, checking its format and version before its contents.
    ///
    /// - Throws: ``RestorationError`` for another format or version, `DecodingError` for another shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        guard format == Self.formatName else {
            throw RestorationError(
                code: .unreadableDocument, flow: nil, field: "format",
                message:
                    "The document's format is '\(format)', not '\(Self.formatName)'. Pass a file written by Navigator.save()."
            )
        }
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else { throw Self.unsupported(version) }
        appVersion = try container.decodeIfPresent(String.self, forKey: .appVersion)
        chains = try container.decode([SavedChain].self, forKey: .chains)
        layout = try container.decode([SavedLayer].self, forKey: .layout)
    }

    private static func unsupported(_ version: Int) -> RestorationError {
        let why =
            version == 1
            ? " Version 1 kept a history of state snapshots for back(), which back no longer uses."
            : ""
        return RestorationError(
            code: .unsupportedVersion, flow: nil, field: "version",
            message:
                "The document is version \(version), but this FlowCore reads version \(currentVersion).\(why) Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it."
        )
    }

    /// The document as JSON, keys sorted so equal documents give equal bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }
}

/// One chain of flows in a ``NavigatorDocument``: the root flow's, or a presented overlay's.
public struct SavedChain: Hashable, Sendable, Codable {
    /// How the overlay was presented; `nil` for the root flow's chain, and only for it.
    public var presentation: Presentation?
    /// The flows on the chain, top first.
    public var flows: [SavedFlow]
    /// Whether the chain's top flow had finished (only the root's can stay finished, alone on its chain).
    public var finished: Bool

    /// Creates a chain.
    public init(presentation: Presentation?, flows: [SavedFlow], finished: Bool = false) {
        self.presentation = presentation
        self.flows = flows
        self.finished = finished
    }
}

/// One modal layer of the host as saved: its push stack and where each screen came from.
public struct SavedLayer: Hashable, Sendable, Codable {
    /// The place that presented this layer; `nil` for the base layer, and only for it.
    public var anchor: SavedPlace?
    /// The layer's screens, bottom first; never empty.
    public var screens: [String]
    /// Where each screen came from, parallel to ``screens``.
    public var places: [SavedPlace]

    /// Creates a layer.
    public init(anchor: SavedPlace?, screens: [String], places: [SavedPlace]) {
        self.anchor = anchor
        self.screens = screens
        self.places = places
    }
}

/// A place on the saved path: a flow, or a screen of a flow's rule, by its key in the flow tree.
public struct SavedPlace: Hashable, Sendable, Codable {
    /// The position of the flow (or the screen's owner) among the path's entries; `nil` when it was no longer on the path.
    public var entry: Int?
    /// The owner's rule that showed the screen; `nil` for a flow.
    public var rule: String?
    /// The screen's id; `nil` for a flow.
    public var screen: String?
    /// The place's key in the flow tree (the flow's, or the screen owner's), in hexadecimal.
    ///
    /// It names the place even when its flow had left the path, so a stack restored under a
    /// screen still names the flows that showed the screens beneath it; when absent, ``entry`` is used.
    public var place: String?

    /// Creates a place.
    public init(entry: Int?, rule: String? = nil, screen: String? = nil, place: String? = nil) {
        self.entry = entry
        self.rule = rule
        self.screen = screen
        self.place = place
    }
}
