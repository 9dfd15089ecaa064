import Foundation

extension Navigator {
    /// Restores a saved navigator and starts it: the same path, screens, overlays and stacks, without replaying events.
    ///
    /// Call it on a new navigator instead of ``start()``. The whole document is checked first
    /// (see ``RestorationLimits`` and ``RestorationError/Code/inconsistentDocument``); then each
    /// flow on the saved path gets its state back and routes as its rules say, so the same child
    /// flows are built and the same screens rendered; the saved layout is checked against that
    /// path, and only then does the host get one update that shows the saved stacks. Flows whose
    /// state was skipped when saving start fresh, and the report's headline says
    /// "partly restored". A part that cannot be restored (a renamed flow, a state that no longer
    /// decodes, an overlay the app does not present again) is an error in the report, and
    /// ``RestorationOptions/onError`` decides whether the navigator starts fresh or keeps what
    /// decoded; a document that contradicts itself or the tree always starts fresh. Nothing is
    /// half-applied.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RootFlow.make(service: service))
    /// let report = navigator.restore(try NavigatorDocument.decoded(from: Data(contentsOf: url)))
    /// if !report.isComplete { logger.notice("\(report)") }
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

    /// Reads a document and restores it, each state decoded once as its flow's type; data that is not a document starts the navigator fresh, with the error in the report.
    ///
    /// ```swift
    /// let report = navigator.restore(from: try Data(contentsOf: url))
    /// print(report)  // restoration: restored …
    /// ```
    @discardableResult
    public func restore(from data: Data, options: RestorationOptions = RestorationOptions()) -> RestorationReport {
        precondition(
            !isStarted,
            "Navigator.restore(from:) was called on a started navigator; restore into a new one instead of calling start()."
        )
        do {
            return restore(try NavigatorDocument.decoded(from: data, limits: options.limits), options: options)
        } catch {
            start()
            var report = RestorationReport()
            report.outcome = .fresh
            report.errors = [error]
            return report
        }
    }

    /// Routes the restored states, without showing anything yet.
    func evaluateRestored() throws(FlowError) {
        isStarted = true
        try evaluateAll()
    }

    /// Shows the restored path: the saved layout (`nil` computes one), then `overlays` presented one by one.
    func showRestored(layout: HostLayout?, overlays: [PresentedFlow]) {
        apply(cause: .start, restoring: layout)
        for overlay in overlays {
            presentations.append(overlay)
            needsFullCheck = true
            route(cause: .presentation(flow: overlay.flow.name))
        }
        flush()
    }

    /// Undoes a restoration that was not shown: the given flows go back to their first states, nothing is presented, and the navigator starts.
    func resetForFreshStart(_ tops: [(flow: FlowHandle, state: any Sendable)]) {
        for top in tops {
            top.flow.runtime.restore(top.state)
            top.flow.savable.forgetCurrentRoute()
        }
        // Putting the first states back asked for an update of the path that was never shown: the start below
        // routes from scratch, so the host and observers get one update, as from a start without a document.
        needsUpdate = false
        presentations.removeAll()
        // A path routed from the restored states was never shown: the host has seen nothing yet.
        entries.removeAll()
        intactCount = 0
        clearPreviousTail()
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
