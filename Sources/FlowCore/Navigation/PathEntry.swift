/// One resolved element of the active path, with what the navigator needs to diff and restore it.
///
/// A class, so that keeping the unchanged part of a path costs one reference per entry; its
/// identity and path element are computed once, when the entry is made.
@MainActor
final class PathEntry {
    enum Node {
        case flow(FlowHandle)
        case screen(any Screen)
    }

    /// What makes two entries "the same place" across updates.
    ///
    /// Places, not instances: a flow rebuilt where an earlier one stood (after `back()`, or when
    /// a rule builds a fresh child) is the same place, so the host layout recognises the screens
    /// it shows. Which instance is active is ``flow``'s own `id`.
    ///
    /// Each identity carries its entry's place key, a hash of all it holds, and compares that
    /// first: identities that differ (most of those a diff compares) differ there, without
    /// copying or comparing the strings of a screen's rule and id.
    struct Identity: Hashable {
        /// What the identity names.
        enum Kind: Hashable {
            /// A flow at its place.
            case flow
            /// A screen, by the place of the flow that shows it, the rule that shows it and its id.
            case screen(owner: PlaceKey, rule: String, id: ScreenID)
        }

        /// The place key of the entry: equal identities have equal keys.
        let key: PlaceKey
        let kind: Kind

        /// The identity of a flow at `place`.
        static func flow(place: PlaceKey) -> Identity { Identity(key: place, kind: .flow) }

        /// The identity of screen `id`, shown by rule `rule` of the flow at `owner`; its key is the screen entry's place.
        static func screen(owner: PlaceKey, rule: String, id: ScreenID) -> Identity {
            Identity(
                key: screenPlace(owner: owner, rule: rule, id: id), kind: .screen(owner: owner, rule: rule, id: id))
        }

        /// The place of a screen entry: its owner's place, then its rule's name and its id.
        static func screenPlace(owner: PlaceKey, rule: String, id: ScreenID) -> PlaceKey {
            var key = owner
            key.combine(rule)
            key.combine(id.rawValue)
            return key
        }

        /// Equal keys first: an integer comparison settles every pair that differs.
        static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.key == rhs.key && lhs.kind == rhs.kind }

        /// Hashes the key, which stands for everything else.
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// The flow, when the entry is one; stored apart from the screen so reading either copies no enum.
    let flow: FlowHandle?
    /// The flow's identity, when the entry is one: a plain value, so scanning a path retains nothing.
    let flowID: ObjectIdentifier?
    /// The screen, when the entry is the leaf of a chain: the one rendered last (see ``entry(showing:rule:)``).
    var screen: (any Screen)? { hasScreen ? shownScreen : nil }
    /// The screen when ``hasScreen``, a placeholder otherwise.
    ///
    /// Not optional: copying or destroying an optional existential goes through the runtime's
    /// generic witnesses (about a hundred instructions each), and a screen entry's screen is
    /// replaced, released and handed to the host on every update.
    ///
    /// Unchecked exclusivity: main-actor only, and no access is held across a call.
    @exclusivity(unchecked) private(set) var shownScreen: any Screen
    /// Whether ``shownScreen`` is a screen: `false` for a flow entry and for a screen entry off the path.
    @exclusivity(unchecked) private(set) var hasScreen: Bool
    /// The screen's id, read once: reading ``screen`` copies an existential through the runtime.
    let screenID: ScreenID?
    let owner: FlowHandle?
    /// What the rule that routed here declares for back, read once: a rule's declaration never changes.
    let back: BackDeclaration
    /// Whether the owner keeps its earlier states (see ``Back/restoringEarlierState``), read once
    /// so covering this screen asks the owner for its earlier state only when it has one.
    let ownerKeepsEarlierStates: Bool
    /// The owner's name, read once: a screen that gets covered keeps it for ``Navigator/back(to:)``.
    let ownerName: String?
    /// The rule that routed here, kept once, in the path element.
    var rule: RouteRule? { pathNode.element.rule }
    let presentation: Presentation
    /// The index of the rule that routed here, `-1` for a chain's top.
    let shownBy: Int
    /// For a screen entry, the owner's ``FlowRuntime/rulesVersion`` when it was made: with ``shownBy``, it names the rule.
    let shownWithRules: Int
    /// The root flow of the chain this entry belongs to: the navigator's root, or a presented flow.
    let chain: ObjectIdentifier
    /// Where the entry stands in the tree: a key of its chain's top, the places above it, the rule that routed here and its name.
    let place: PlaceKey
    let identity: Identity
    /// The entry's path element, linked to the one above it in its chain.
    let pathNode: PathNode
    var element: RoutePath.Element { pathNode.element }

    /// Why the path changes when this entry is the first to enter or leave it, worked out once:
    /// a screen entry shown again reuses it.
    var cause: Transition.Cause {
        if let knownCause { return knownCause }
        let cause = Transition.cause(of: self)
        knownCause = cause
        return cause
    }
    /// Unchecked exclusivity: main-actor only, and no access is held across a call.
    @exclusivity(unchecked) private var knownCause: Transition.Cause?

    /// The last few screen entries below this flow entry, newest last.
    ///
    /// Showing the same screen by the same rule again (a state change that flips between
    /// screens) reuses its entry with the new screen value: no allocation, and nothing of its
    /// place, identity or path element is computed or copied again. A screen entry off the path
    /// lets go of its screen (see `Navigator.clearPreviousTail()`), so no stale screen is kept alive.
    ///
    /// Unchecked exclusivity: main-actor only, and no access is held across a call.
    @exclusivity(unchecked) private var shownScreens: [PathEntry] = []

    /// The entry for `screen`, which rule `ruleIndex` of this entry's flow shows: a remembered one when the screen and rule match.
    ///
    /// The rule is named by its index and the router's ``FlowRuntime/rulesVersion``, so a
    /// remembered entry is found without copying or comparing a rule; the rule itself is read
    /// only for a new entry.
    func entry(showing screen: inout any Screen, rule ruleIndex: Int) -> PathEntry {
        let id = screen.screenID
        // Read through `flow!` in place: binding the runtime would retain and release the flow.
        let version = flow!.runtime.rulesVersion
        var index = shownScreens.count - 1
        // Compared in place: copying a remembered entry out would retain it.
        while index >= 0 {
            if shownScreens[index].shownBy == ruleIndex, shownScreens[index].shownWithRules == version,
                shownScreens[index].screenID == id
            {
                let entry = shownScreens[index]
                // Swapped in: the slot gets the entry's placeholder, and no screen is copied.
                swap(&entry.shownScreen, &screen)
                entry.hasScreen = true
                return entry
            }
            index -= 1
        }
        let rule = flow!.runtime.rule(at: ruleIndex)
        var taken: any Screen = NoScreen()
        swap(&taken, &screen)
        let entry = PathEntry(
            node: .screen(taken), owner: flow, rule: rule, presentation: rule.presentation, chain: chain,
            parent: place, above: pathNode, shownWithRules: version)
        if shownScreens.count == 4 { shownScreens.removeFirst() }
        shownScreens.append(entry)
        return entry
    }

    /// Routes this flow entry's flow once (see `FlowRuntime.step(rendering:)`).
    ///
    /// Called on the entry, not on a copy of its ``flow``: the entry holds its flow while it
    /// lives, so the call retains and releases nothing more.
    func stepFlow(rendering screen: inout any Screen) -> FlowStep { flow!.runtime.step(rendering: &screen) }

    /// Lets go of the screen of an entry that left the path; it is rendered again when the entry is reused.
    func releaseScreen() {
        shownScreen = NoScreen()
        hasScreen = false
    }

    /// Creates an entry below the place `parent` (the entry of the flow whose rule routed here, or the key of a chain's top).
    ///
    /// `above` is the path node of the entry above in the same chain; `nil` for a chain's top.
    init(
        node: Node, owner: FlowHandle?, rule: RouteRule?, presentation: Presentation, chain: ObjectIdentifier,
        parent: PlaceKey, above: PathNode?, shownWithRules: Int = -1
    ) {
        self.shownBy = rule?.index ?? -1
        self.shownWithRules = shownWithRules
        if let owner, let rule, owner.runtime.hasBackDeclarations {
            back = owner.runtime.backDeclaration(ofRule: rule.index)
            ownerKeepsEarlierStates = owner.runtime.keepsEarlierStates
        } else {
            back = .inherited
            ownerKeepsEarlierStates = false
        }
        ownerName = owner?.name
        let ruleName = rule?.name ?? ""
        self.owner = owner
        self.presentation = presentation
        self.chain = chain
        switch node {
        case .flow(let flow):
            self.flow = flow
            self.flowID = flow.id
            self.shownScreen = NoScreen()
            self.hasScreen = false
            self.screenID = nil
            var key = parent
            key.combine(ruleName)
            key.combine(flow.name)
            place = key
            identity = .flow(place: key)
            pathNode = PathNode(
                RoutePath.Element(kind: .flow, name: flow.name, rule: rule, presentation: presentation), above: above)
        case .screen(let screen):
            self.flow = nil
            self.flowID = nil
            self.shownScreen = screen
            self.hasScreen = true
            let id = screen.screenID
            self.screenID = id
            // A screen entry's place is its identity's key: hashed once, in one place.
            identity = .screen(owner: parent, rule: ruleName, id: id)
            place = identity.key
            pathNode = PathNode(
                RoutePath.Element(kind: .screen, name: id.rawValue, rule: rule, presentation: presentation),
                above: above)
        }
    }
}
