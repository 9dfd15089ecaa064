import Foundation

extension Navigator {
    /// Restores a saved navigator and starts it: the same path, screens, overlays and host stacks, without replaying events.
    ///
    /// Call it on a new navigator instead of ``start()``. Each flow on the saved path gets its
    /// state back and routes as its rules say, so the same child flows are built and the same
    /// screens rendered; the host gets one update that shows the saved stacks. Flows whose
    /// state was skipped when saving start fresh. A part that cannot be restored (a renamed
    /// flow, a state that no longer decodes, an overlay the app does not present again) is an
    /// error in the report, and ``RestorationOptions/onError`` decides whether the navigator
    /// starts fresh or keeps what decoded; nothing is half-applied.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RootFlow.make(service: service))
    /// let report = navigator.restore(from: try Data(contentsOf: url))
    /// if !report.errors.isEmpty { logger.notice("\(report)") }
    /// ```
    ///
    /// - Returns: what was restored, skipped and why anything failed.
    @discardableResult
    public func restore(_ document: NavigatorDocument, options: RestorationOptions = RestorationOptions())
        -> RestorationReport
    {
        precondition(
            !isStarted,
            "Navigator.restore(_:) was called on a started navigator; restore into a new one instead of calling start()."
        )
        var restoring = Restoring(navigator: self, document: document, options: options)
        return restoring.run()
    }

    /// Reads a document and restores it; data that is not a document starts the navigator fresh, with the error in the report.
    @discardableResult
    public func restore(from data: Data, options: RestorationOptions = RestorationOptions()) -> RestorationReport {
        do {
            return restore(try NavigatorDocument.decoded(from: data), options: options)
        } catch {
            start()
            var report = RestorationReport()
            report.outcome = .fresh
            report.errors = [error]
            return report
        }
    }

    /// Applies the restored states: evaluates the path and shows the saved layout, or throws if the states do not route.
    func startRestored(layout saved: [SavedLayer]?) throws(FlowError) {
        isStarted = true
        // Without the saved layout, overlays are presented one by one over the restored path, as when they were opened.
        let overlays = saved == nil ? presentations : []
        if saved == nil { presentations.removeAll() }
        try evaluateAll()
        let newEntries = entries
        var layout = saved.map { HostLayout(saved: $0, entries: newEntries) }
        if !newEntries.isEmpty, layout?.topIdentity != newEntries.last?.identity { layout = nil }
        apply(cause: .start, restoring: layout)
        for overlay in overlays {
            presentations.append(overlay)
            needsFullCheck = true
            route(cause: .presentation(flow: overlay.flow.name))
        }
        flush()
    }

    /// Undoes a restoration that was not applied: the given flows go back to their first states, nothing is presented.
    func resetForFreshStart(_ tops: [(flow: FlowHandle, state: any Sendable)]) {
        for top in tops {
            top.flow.runtime.restore(top.state)
            top.flow.savable.forgetCurrentRoute()
        }
        presentations.removeAll()
        rootOutput = nil
        isStarted = false
        start()
    }

    func presentRestored(_ overlay: OverlayRestoration, presentation: Presentation) -> FlowPresentation {
        presentations.append(PresentedFlow(flow: overlay.flow, presentation: presentation, deliver: overlay.deliver))
        return FlowPresentation(reference: reference, flow: overlay.flow.id)
    }

    var rootFlow: FlowHandle { root }
}
