import Foundation

/// A saved navigator: each flow's state on the active path, the presented overlays, what the host showed and, optionally, history.
///
/// ``Navigator/save(appVersion:)`` makes one; ``Navigator/restore(_:options:)``
/// rebuilds the same path, screens and overlays in a new navigator without replaying events.
/// It is `Codable`: ``encoded()`` writes it as JSON with sorted keys, and
/// ``decoded(from:)`` reads it back with a typed error for anything that is not a document of
/// this ``version``.
///
/// ```swift
/// let data = try navigator.save().encoded()
/// // … later, in a new process:
/// let restored = Navigator(root: RootFlow.make(service: service))
/// let report = restored.restore(try NavigatorDocument.decoded(from: data))
/// ```
public struct NavigatorDocument: Hashable, Sendable, Codable {
    /// The document format this version of FlowCore writes and reads.
    public static let currentVersion = 1
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
    /// What a host that applied every transition showed.
    public var layout: [SavedLayer]
    /// The states behind earlier paths, oldest first; `nil` when history was not saved.
    public var history: [SavedHistoryStep]?

    /// Creates a document of the current version.
    public init(
        appVersion: String? = nil, chains: [SavedChain], layout: [SavedLayer], history: [SavedHistoryStep]? = nil
    ) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.appVersion = appVersion
        self.chains = chains
        self.layout = layout
        self.history = history
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
    /// How the overlay was presented; `nil` for the root flow's chain.
    public var presentation: Presentation?
    /// The flows on the chain, top first.
    public var flows: [SavedFlow]
    /// Whether the chain's top flow had finished (only the root's can stay finished).
    public var finished: Bool

    /// Creates a chain.
    public init(presentation: Presentation?, flows: [SavedFlow], finished: Bool = false) {
        self.presentation = presentation
        self.flows = flows
        self.finished = finished
    }
}

/// One flow's saved state, or why it was not saved.
public struct SavedFlow: Hashable, Sendable, Codable {
    /// The flow's name.
    public var flow: String
    /// The parent's rule that routed to it; `nil` for the top of a chain.
    public var rule: String?
    /// The state, encoded with its own `Codable` conformance; `nil` when it was skipped.
    public var state: SavedValue?
    /// Why the state was not saved (its type is not `Codable`, or encoding it failed).
    public var skipped: String?

    /// Creates a saved flow.
    public init(flow: String, rule: String?, state: SavedValue?, skipped: String? = nil) {
        self.flow = flow
        self.rule = rule
        self.state = state
        self.skipped = skipped
    }
}

/// One modal layer of the host as saved: its screens and where each came from.
public struct SavedLayer: Hashable, Sendable, Codable {
    /// The place that presented this layer; `nil` for the base layer.
    public var anchor: SavedPlace?
    /// The layer's screens, bottom first.
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

/// A place on the saved path: a flow, or a screen of a flow's rule, by its position among the path's entries.
public struct SavedPlace: Hashable, Sendable, Codable {
    /// The position of the flow (or the screen's owner) among the path's entries; `nil` when it was no longer on the path.
    public var entry: Int?
    /// The owner's rule that showed the screen; `nil` for a flow.
    public var rule: String?
    /// The screen's id; `nil` for a flow.
    public var screen: String?
    /// The place's key in the flow tree (the flow's, or the screen owner's), in hexadecimal.
    ///
    /// It names the place even when its flow had left the path, so `back()` after a restore
    /// recognises screens of flows rebuilt where they stood; when absent, ``entry`` is used.
    public var place: String?

    /// Creates a place.
    public init(entry: Int?, rule: String? = nil, screen: String? = nil, place: String? = nil) {
        self.entry = entry
        self.rule = rule
        self.screen = screen
        self.place = place
    }
}

/// The states behind one earlier path, so `back()` works the same after a restore.
public struct SavedHistoryStep: Hashable, Sendable, Codable {
    /// One chain's states: which chain (0 is the root's; `nil` when its overlay was dismissed since) and its flows.
    public struct Chain: Hashable, Sendable, Codable {
        /// The chain's position in ``NavigatorDocument/chains``, or `nil` when it is gone.
        public var chain: Int?
        /// The flows' states, top first.
        public var flows: [SavedFlow]
    }

    /// The chains' states.
    public var chains: [Chain]
    /// The leaf screen that was shown.
    public var leaf: String?
    /// The flow whose rule showed the leaf.
    public var leafOwner: String?
    /// What the host showed.
    public var layout: [SavedLayer]
}
