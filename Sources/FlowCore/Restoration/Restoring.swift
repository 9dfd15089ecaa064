/// One restoration of a document into a new navigator: applies the saved states chain by chain, then starts it.
@MainActor
struct Restoring {
    let navigator: Navigator
    let document: NavigatorDocument
    let options: RestorationOptions
    var report = RestorationReport()
    /// The tops of the chains touched, with the states they had before, to undo a restoration that is not applied.
    private var tops: [(flow: FlowHandle, state: any Sendable)] = []
    /// The restored overlays' flows by chain index.
    private var chainTops: [Int: FlowHandle] = [:]

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
        let root = navigator.rootFlow
        tops.append((root, root.runtime.stateSnapshot))
        chainTops[0] = root
        if let chain = document.chains.first { restoreChain(top: root, saved: chain.flows, chain: 0) }
        for (index, chain) in document.chains.enumerated().dropFirst() { restoreOverlay(chain, index: index) }
        if !report.errors.isEmpty, options.onError == .startFresh { return fresh(nil) }
        let complete = report.errors.isEmpty
        do {
            try navigator.startRestored(layout: complete ? document.layout : nil)
        } catch {
            report.errors.append(
                RestorationError(
                    code: .unroutableState, flow: error.flow, field: nil,
                    message: "The restored states do not route: \(error.message)"))
            return fresh(nil)
        }
        report.outcome = complete ? .restored : .partial
        return report
    }

    /// Starts the navigator as if there were no document, keeping the errors that explain why.
    private mutating func fresh(_ error: RestorationError?) -> RestorationReport {
        if let error { report.errors.append(error) }
        navigator.resetForFreshStart(tops)
        report.outcome = .fresh
        report.restoredFlows = []
        report.presentations = []
        return report
    }

    private mutating func restoreOverlay(_ chain: SavedChain, index: Int) {
        guard let name = chain.flows.first?.flow, let overlay = options.overlays(name) else {
            let name = chain.flows.first?.flow ?? "?"
            report.errors.append(
                RestorationError(
                    code: .unknownOverlay, flow: name, field: "chains[\(index)]",
                    message:
                        "The document presents overlay '\(name)', but RestorationOptions.overlays built no flow for it. Return an OverlayRestoration for '\(name)' from the overlays closure."
                ))
            return
        }
        tops.append((overlay.flow, overlay.flow.runtime.stateSnapshot))
        chainTops[index] = overlay.flow
        restoreChain(top: overlay.flow, saved: chain.flows, chain: index)
        report.presentations.append(navigator.presentRestored(overlay, presentation: chain.presentation ?? .present))
    }

    /// Applies a chain's states top down, building each child as its parent's restored state routes; stops at the first failure.
    private mutating func restoreChain(top: FlowHandle, saved: [SavedFlow], chain: Int) {
        var flow = top
        for (depth, savedFlow) in saved.enumerated() {
            let field = "chains[\(chain)].flows[\(depth)]"
            if depth == 0, flow.name != savedFlow.flow {
                report.errors.append(.renamedFlow(expected: savedFlow.flow, found: flow.name, field: "\(field).flow"))
                return
            }
            if let value = savedFlow.state {
                do {
                    flow.runtime.restore(try flow.savable.decodeState(value, field: "\(field).state"))
                    report.restoredFlows.append(flow.name)
                } catch {
                    report.errors.append(error)
                    return
                }
            } else {
                report.skippedFlows.append(.init(flow: flow.name, reason: savedFlow.skipped ?? "no state was saved"))
            }
            guard depth + 1 < saved.count else { return }
            let next = saved[depth + 1]
            var ignored: any Screen = NoScreen()
            guard case .flow(let child, _) = flow.runtime.step(rendering: &ignored), child.name == next.flow else {
                // A flow that started fresh may route elsewhere: what was below it starts fresh too.
                guard savedFlow.state != nil else { return }
                report.errors.append(
                    RestorationError(
                        code: .renamedFlow, flow: next.flow, field: "chains[\(chain)].flows[\(depth + 1)].flow",
                        message:
                            "The restored state of flow '\(flow.name)' no longer routes to '\(next.flow)' (rule \"\(next.rule ?? "?")\"). The flow was renamed or its rules changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
                    ))
                return
            }
            flow = child
        }
    }
}
