import Foundation

/// One restoration of a document into a new navigator: checks the document, applies the saved states chain by chain, checks what they route to, then starts it.
///
/// Nothing reaches the host until every check passed: a document that contradicts itself or the
/// tree is an error naming the field, and the navigator starts fresh.
@MainActor
struct Restoring {
    let navigator: Navigator
    let document: NavigatorDocument
    let options: RestorationOptions
    var report = RestorationReport()
    /// The tops of the chains touched, with the states they had before, to undo a restoration that is not applied.
    private var tops: [(flow: FlowHandle, state: any Sendable)] = []
    /// Whether each chain, by index, was restored in full (no flow skipped or failed).
    private var complete: [Bool] = []
    /// Reads every state of the document: one decoder for all.
    private let decoder = JSONDecoder()
    /// The top flow of each chain, by index, that was evaluated with the restored states; `nil` for the others.
    ///
    /// An array, not a dictionary by index: the first insertion into a dictionary cost about 4,700
    /// instructions per restore (callgrind), more than the rest of this bookkeeping.
    private var evaluated: [ObjectIdentifier?] = []

    init(navigator: Navigator, document: NavigatorDocument, options: RestorationOptions) {
        self.navigator = navigator
        self.document = document
        self.options = options
    }

    mutating func run() -> RestorationReport {
        if let required = options.appVersion, document.appVersion != required {
            let saved = document.appVersion.map { "'\($0)'" } ?? "no app version"
            return fresh(
                RestorationError(
                    code: .otherAppVersion, flow: nil, field: "appVersion",
                    message:
                        "The document was saved by \(saved), but this app restores only documents of version '\(required)'. Start fresh, or drop RestorationOptions.appVersion to accept documents of other versions."
                ))
        }
        do {
            try document.checkShape(limits: options.limits, maximumDepth: navigator.limits.maximumDepth)
        } catch {
            return fresh(error)
        }
        let root = navigator.rootFlow
        tops.append((root, root.runtime.stateSnapshot))
        complete = Array(repeating: false, count: document.chains.count)
        evaluated = Array(repeating: nil, count: document.chains.count)
        complete[0] = restoreChain(top: root, saved: document.chains[0].flows, chain: 0)
        evaluated[0] = root.id
        for (index, chain) in document.chains.enumerated().dropFirst() {
            guard let overlay = restoreOverlay(chain, index: index) else { continue }
            complete[index] = restoreChain(top: overlay.flow, saved: chain.flows, chain: index)
            evaluated[index] = overlay.flow.id
            report.presentations.append(
                navigator.presentRestored(overlay, presentation: chain.presentation ?? .present))
        }
        if !report.errors.isEmpty, options.onError == .startFresh { return fresh(nil) }
        let whole = report.errors.isEmpty
        // Without the saved layout, overlays are presented one by one over the restored path, as when they were opened.
        let overlays = whole ? [] : navigator.presentations
        if !whole {
            navigator.presentations.removeAll()
            for index in evaluated.indices.dropFirst() { evaluated[index] = nil }
        }
        do {
            try navigator.evaluateRestored()
        } catch {
            return fresh(
                RestorationError(
                    code: .unroutableState, flow: error.flow, field: nil,
                    message: "The restored states do not route: \(error.message)"))
        }
        do {
            try checkRoutedPath()
        } catch {
            return fresh(error)
        }
        var layout: HostLayout?
        if whole {
            do {
                layout = try checkedLayout()
            } catch {
                // A flow saved without its state started fresh, or lost a part of it, and may route elsewhere: the
                // host then shows the restored path as a new start would, and the report's headline says what was skipped.
                guard !report.skippedFlows.isEmpty || !report.skippedParts.isEmpty else { return fresh(error) }
            }
        }
        navigator.showRestored(layout: layout, overlays: overlays)
        report.outcome = whole ? .restored : .partial
        return report
    }

    /// Starts the navigator as if there were no document, keeping the errors that explain why.
    private mutating func fresh(_ error: RestorationError?) -> RestorationReport {
        if let error { report.errors.append(error) }
        navigator.resetForFreshStart(tops)
        report.outcome = .fresh
        report.restoredFlows = []
        report.skippedFlows = []
        report.skippedParts = []
        report.presentations = []
        return report
    }

    private mutating func restoreOverlay(_ chain: SavedChain, index: Int) -> OverlayRestoration? {
        let name = chain.flows[0].flow
        guard let overlay = options.overlays(name) else {
            report.errors.append(
                RestorationError(
                    code: .unknownOverlay, flow: name, field: "chains[\(index)]",
                    message:
                        "The document presents overlay '\(name)', but RestorationOptions.overlays built no flow for it. Return an OverlayRestoration for '\(name)' from the overlays closure."
                ))
            return nil
        }
        tops.append((overlay.flow, overlay.flow.runtime.stateSnapshot))
        return overlay
    }

    /// Applies a chain's states top down, building each child as its parent's restored state routes.
    ///
    /// Stops at the first failure, and below a skipped flow (it starts fresh, so may route elsewhere).
    /// A flow whose restore handlers dropped a part of its state (a plugin's storage) may route
    /// elsewhere too: the saved flows below it that it no longer routes to are skipped, and said so.
    ///
    /// - Returns: whether every flow of the chain got its saved state in full.
    private mutating func restoreChain(top: FlowHandle, saved: [SavedFlow], chain: Int) -> Bool {
        var flow = top
        var droppedAbove: String?
        // By index, reading the fields it needs: a copy of each saved flow (four strings and a state) retained them all.
        for depth in saved.indices {
            // Built only for an error, as every field path here.
            func field() -> String { "chains[\(chain)].flows[\(depth)]" }
            if depth == 0, flow.name != saved[depth].flow {
                report.errors.append(
                    .renamedFlow(expected: saved[depth].flow, found: flow.name, field: "\(field()).flow"))
                return false
            }
            guard let state = saved[depth].storage else {
                report.skippedFlows.append(.init(flow: flow.name, reason: saved[depth].skipped ?? "no state was saved"))
                return false
            }
            do {
                let dropped = try flow.savable.restoreSaved(state, field: { "\(field()).state" }, decoder: decoder)
                report.restoredFlows.append(flow.name)
                if !dropped.isEmpty {
                    report.skippedParts += dropped
                    droppedAbove = flow.name
                }
            } catch {
                report.errors.append(error)
                return false
            }
            guard depth + 1 < saved.count else { return droppedAbove == nil }
            var ignored: any Screen = NoScreen()
            guard case .flow(let child, let rule) = flow.runtime.step(rendering: &ignored),
                child.name == saved[depth + 1].flow, rule.name == saved[depth + 1].rule
            else {
                let next = saved[depth + 1]
                if let droppedAbove {
                    for below in saved[(depth + 1)...] {
                        report.skippedFlows.append(
                            .init(
                                flow: below.flow,
                                reason:
                                    "flow '\(droppedAbove)' no longer routes to it without the part of its state dropped on restore"
                            ))
                    }
                    return false
                }
                report.errors.append(
                    RestorationError(
                        code: .renamedFlow, flow: next.flow, field: "chains[\(chain)].flows[\(depth + 1)].flow",
                        message:
                            "The restored state of flow '\(flow.name)' no longer routes to '\(next.flow)' (rule \"\(next.rule ?? "?")\"). The flow was renamed or its rules changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
                    ))
                return false
            }
            flow = child
        }
        return droppedAbove == nil
    }

    /// Checks that every chain restored in full routes through exactly its saved flows, and finishes only if it had.
    private func checkRoutedPath() throws(RestorationError) {
        let entries = navigator.entries
        let finished = navigator.rootOutput != nil
        if document.chains[0].finished != finished, complete[0] {
            throw .inconsistent(
                "chains[0].finished",
                document.chains[0].finished
                    ? "the root's chain is marked finished, but its restored state routes to a screen"
                    : "the root's restored state finishes, but its chain is not marked finished",
                flow: document.chains[0].flows[0].flow)
        }
        for (index, chain) in document.chains.enumerated() where complete[index] && !chain.finished {
            guard let top = evaluated[index] else { continue }
            // Compared in place; the lists of names are built only for the error.
            var routedCount = 0
            var same = true
            for entry in entries where entry.chain == top {
                guard let flow = entry.flow else { continue }
                if routedCount >= chain.flows.count || chain.flows[routedCount].flow != flow.name {
                    same = false
                    break
                }
                routedCount += 1
            }
            let matches = same && routedCount == chain.flows.count
            // The names the chain routed through, as lists: the reference the comparison above must agree with.
            func routed() -> [String] { entries.compactMap { $0.chain == top ? $0.flow?.name : nil } }
            assert(
                matches == (routed() == chain.flows.map(\.flow)), "checkRoutedPath compared chains[\(index)] wrongly.")
            guard !matches else { continue }
            throw .inconsistent(
                "chains[\(index)].flows",
                "the chain lists \(chain.flows.map(\.flow).joined(separator: " > ")), but its restored states route through \(routed().isEmpty ? "no flow" : routed().joined(separator: " > "))"
            )
        }
    }

    /// Checks the saved layout against the restored path: its layers are the path's modal levels, its top is the
    /// path's screen, and every place of the path it names shows screens by the rule it names.
    ///
    /// - Returns: the layout to show; a root that finished shows the saved one as it is.
    private func checkedLayout() throws(RestorationError) -> HostLayout {
        let entries = navigator.entries
        let known = FlowsByPlace(entries)
        // A finished root has no place on the path: its saved layout is shown as it is, each covered screen
        // with the owner and earlier state it was saved with.
        for (index, layer) in document.layout.enumerated() where !entries.isEmpty {
            if let anchor = layer.anchor { try check(anchor, at: { "layout[\(index)].anchor" }, entries, known) }
            for (position, place) in layer.places.enumerated() {
                try check(place, at: { "layout[\(index)].places[\(position)]" }, entries, known)
            }
        }
        let kept = try coveredValues(entries, known)
        let layout = HostLayout(saved: document.layout, entries: entries) { kept[$0][$1] }
        guard !entries.isEmpty else { return layout }
        // Layers match the path's modal levels in order, as the navigator keeps them: a level without a
        // screen of its own (its flows route on into the next) may have no layer, every other has one.
        let levels = HostLayout.segments(of: entries)
        var level = 0
        for index in 0..<layout.layerCount {
            let anchor = layout.layer(index).anchor
            while level < levels.count, levels[level].anchor != anchor, levels[level].screen == nil { level += 1 }
            guard level < levels.count, levels[level].anchor == anchor else {
                throw .inconsistent(
                    index == 0 ? "layout[0]" : "layout[\(index)].anchor",
                    "the layer is not presented from a place the restored path presents from, in order")
            }
            level += 1
        }
        guard level == levels.count else {
            throw .inconsistent(
                "layout",
                "it has \(layout.layerCount) layer\(layout.layerCount == 1 ? "" : "s"), but the restored path shows \(levels.count) modal level\(levels.count == 1 ? "" : "s")"
            )
        }
        let top = document.layout.count - 1
        let leaf = entries[entries.count - 1]
        guard layout.topIdentity == leaf.identity else {
            throw .inconsistent(
                "layout[\(top)].places[\(document.layout[top].places.count - 1)]",
                "the top screen is '\(document.layout[top].screens.last ?? "")', but the restored states route to '\(leaf.screenID?.rawValue ?? leaf.element.name)'"
            )
        }
        return layout
    }

    /// What each saved screen keeps as a covered item: the owner's name, its earlier state decoded as the owner's
    /// `State`, and its value rendered by its rule from that earlier state, which is the state it was last shown with.
    ///
    /// A covered screen whose flow keeps no earlier states gets no value: the state it was shown with
    /// is not saved, and a value rendered from a later state would show the host something it never showed.
    ///
    /// An earlier state whose owner is not on the restored path cannot be decoded yet (its type is the owner's):
    /// it is kept as saved, and back decodes it if that place's flow comes back beneath it.
    private func coveredValues(_ entries: [PathEntry], _ known: FlowsByPlace) throws(RestorationError)
        -> [[(value: any Screen, owner: String?, earlierState: (any Sendable)?)?]]
    {
        // The screens on the path: a set for a long path, a scan of a short one (see ``FlowsByPlace``).
        let onPath =
            entries.count > FlowsByPlace.scannedEntries
            ? Set(entries.lazy.filter { $0.screenID != nil }.map(\.identity)) : nil
        func isOnPath(_ identity: PathEntry.Identity) -> Bool {
            onPath?.contains(identity) ?? entries.contains { $0.screenID != nil && $0.identity == identity }
        }
        var result: [[(value: any Screen, owner: String?, earlierState: (any Sendable)?)?]] = []
        for (index, layer) in document.layout.enumerated() {
            var kept: [(value: any Screen, owner: String?, earlierState: (any Sendable)?)?] = []
            for (position, place) in layer.places.enumerated() {
                func field() -> String { "layout[\(index)].places[\(position)]" }
                let key = place.key(on: entries)
                let flow = key.flatMap { known[$0] }
                if let flow, let owner = place.owner, owner != flow.name {
                    throw .inconsistent(
                        "\(field()).owner", "the screen's owner is '\(owner)', but flow '\(flow.name)' shows it",
                        flow: flow.name)
                }
                var earlier: (any Sendable)?
                if let saved = place.earlierStorage {
                    if let flow {
                        guard flow.runtime.keepsEarlierStates else {
                            throw .inconsistent(
                                "\(field()).earlierState",
                                "flow '\(flow.name)' keeps no earlier states (no rule of it restores one on back)",
                                flow: flow.name)
                        }
                        earlier = try flow.savable.decodeState(
                            saved, field: { "\(field()).earlierState" }, decoder: decoder)
                    } else {
                        earlier = saved
                    }
                }
                var value: (any Screen)?
                if let key, let flow, let rule = place.rule, let screen = place.screen,
                    !isOnPath(.screen(owner: key, rule: rule, id: ScreenID(screen)))
                {
                    value = earlier.flatMap { flow.savable.renderScreen(ofRule: rule, from: $0) }
                    if value?.screenID.rawValue != screen { value = nil }
                }
                kept.append(
                    value == nil && place.owner == nil && earlier == nil
                        ? nil : (value ?? NoScreen(), place.owner, earlier))
            }
            result.append(kept)
        }
        return result
    }

    /// Checks one saved place against the restored path and the tree.
    private func check(
        _ place: SavedPlace, at field: () -> String, _ entries: [PathEntry], _ known: FlowsByPlace
    )
        throws(RestorationError)
    {
        if let entry = place.entry {
            guard entry < entries.count, entries[entry].flow != nil else {
                throw .inconsistent(
                    "\(field()).entry",
                    "entry \(entry) is not a flow of the restored path, which has \(entries.count) entries")
            }
        }
        // A place off the restored path names a flow that had left it; building that flow to check it
        // could run the app's code out of turn (a builder reading a service), so it is taken as saved.
        let key = place.key(on: entries)
        guard let key, let owner = known[key], let rule = place.rule else { return }
        // A plugin's route is named "plugin: route" and is put in while its plugin is on.
        let rules = owner.runtime.rules
        guard rules.contains(where: { $0.name == rule && $0.kind == .screen }) || rule.contains(": ") else {
            throw .inconsistent(
                "\(field()).rule", "flow '\(owner.name)' has no screen rule \"\(rule)\"", flow: owner.name)
        }
    }
}
