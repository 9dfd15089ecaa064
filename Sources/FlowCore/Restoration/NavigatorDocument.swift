import Foundation

/// A saved navigator: each flow's state on the active path, the presented overlays and what the host showed.
///
/// ``Navigator/save(appVersion:)`` makes one; ``Navigator/restore(_:options:)`` rebuilds the
/// same path, screens, overlays and stacks in a new navigator without replaying events. The
/// host's stacks (``layout``), with the earlier states a flow keeps for
/// ``Back/restoringEarlierState``, are what give the user the same way back after a restore.
/// ``encoded()`` writes it as compact JSON, each state with its own `Codable` conformance, and
/// ``decoded(from:limits:)`` reads it back strictly, with a typed error naming the field of
/// anything that is not a document of this ``version``.
///
/// ```swift
/// let data = try navigator.save().encoded()
/// // … later, in a new process:
/// let restored = Navigator(root: RootFlow.make(service: service))
/// let report = restored.restore(from: data)
/// ```
public struct NavigatorDocument: Hashable, Sendable {
    /// The document format this version of FlowCore writes and reads.
    ///
    /// Version 2 dropped the history of state snapshots that version 1 kept for `back()`;
    /// version 3 keeps the earlier states and owners of the screens beneath the top.
    public static let currentVersion = 3
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

    /// The error for a document of another format version, saying why it is refused and how to go on.
    static func unsupported(_ version: Int) -> RestorationError {
        let why =
            switch version {
            case 1: " Version 1 kept a history of state snapshots for back(), which back no longer uses."
            case 2:
                " Version 2 kept no earlier states of the screens beneath the top, so back would not restore them as before."
            default: ""
            }
        return RestorationError(
            code: .unsupportedVersion, flow: nil, field: "version",
            message:
                "The document is version \(version), but this FlowCore reads version \(currentVersion).\(why) Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it."
        )
    }

    /// The document as compact JSON; equal documents give equal bytes.
    ///
    /// The structure is written in one pass and each state is encoded once, with its own
    /// `Codable` conformance (keys sorted), straight into the output.
    ///
    /// - Throws: the `EncodingError` a state's own `encode(to:)` threw.
    public func encoded() throws -> Data {
        var writer = DocumentWriter()
        try writer.write(self)
        return Data(writer.bytes)
    }
}

/// One chain of flows in a ``NavigatorDocument``: the root flow's, or a presented overlay's.
public struct SavedChain: Hashable, Sendable {
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
public struct SavedLayer: Hashable, Sendable {
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
public struct SavedPlace: Hashable, Sendable {
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
    /// The name of the flow that showed the screen, kept once the screen was covered; `nil` for the top screen and for a flow.
    ///
    /// ``Navigator/back(to:)`` finds a flow's screens beneath the top by it.
    public var owner: String?
    /// The state of the flow that showed the screen, as it was when the screen was covered, when
    /// that flow keeps earlier states for ``Back/restoringEarlierState``; `nil` otherwise.
    var earlierStorage: SavedState?

    /// The earlier state as a JSON value tree (see ``owner`` for whose); `nil` when the place keeps none.
    ///
    /// Reading it encodes a state held as its own value; setting it replaces the state.
    public var earlierState: SavedValue? {
        get { earlierStorage?.tree }
        set { earlierStorage = newValue.map(SavedState.tree) }
    }

    /// Creates a place.
    public init(
        entry: Int?, rule: String? = nil, screen: String? = nil, place: String? = nil, owner: String? = nil,
        earlierState: SavedValue? = nil
    ) {
        self.entry = entry
        self.rule = rule
        self.screen = screen
        self.place = place
        self.owner = owner
        self.earlierStorage = earlierState.map(SavedState.tree)
    }

    /// Equal places, owners and earlier states (compared as value trees).
    public static func == (lhs: SavedPlace, rhs: SavedPlace) -> Bool {
        lhs.entry == rhs.entry && lhs.rule == rhs.rule && lhs.screen == rhs.screen && lhs.place == rhs.place
            && lhs.owner == rhs.owner && lhs.earlierState == rhs.earlierState
    }

    /// Hashes the place without its earlier state; equal places have equal hashes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entry)
        hasher.combine(rule)
        hasher.combine(screen)
        hasher.combine(place)
        hasher.combine(owner)
    }
}
