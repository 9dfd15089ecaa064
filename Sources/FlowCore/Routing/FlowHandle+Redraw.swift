extension FlowHandle {
    /// Draws the flow's screen again on the navigator's next update, with the same state and rule.
    ///
    /// A screen is drawn again when its flow's state or decorations change. A screen that also
    /// reads something else, such as the variant of an experiment that a debug page just changed,
    /// asks for it here; the host gets the update as for any other change of the screen.
    ///
    /// ```swift
    /// try flags.setOverride("generous", forExperimentNamed: "tip-amounts")
    /// for flow in navigator.activeFlows { flow.setNeedsRedraw() }
    /// ```
    @MainActor
    public func setNeedsRedraw() {
        runtime.needsRouting = true
        runtime.navigatorReference?.navigator?.setNeedsUpdate()
    }
}
