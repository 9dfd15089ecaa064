import FlowCore

/// What an action can visibly do, taken before and after a step to tell whether the flow handled it.
struct ObservableEffects: Equatable {
    var runningEffects: Int
    var outputs: Int
    var transitions: Int
    /// The sequence number of the latest logged event that is not an action: a routing error,
    /// a plugin's note, a transition.
    var latestReaction: Int
}

extension FlowTester {
    /// What the flow has visibly done so far: running effects, outputs, transitions and logged events.
    var observableEffects: ObservableEffects {
        ObservableEffects(
            runningEffects: navigator.runningEffectCount, outputs: pendingOutputs.count,
            transitions: pendingTransitions.count,
            latestReaction: navigator.log.events.last { event in
                switch event.kind {
                case .action, .stateChanged: false
                default: true
                }
            }?.sequence ?? 0)
    }

    /// Fails when `step` changed nothing: no state change, effect, output, transition or logged event
    /// other than the action itself.
    ///
    /// A reducer's `default: return .none` swallows an action the flow does not handle in its
    /// current state; a test that sends it usually expects something the flow never does.
    /// An action that only replaces a running effect of the same id also counts as unhandled;
    /// leave ``Exhaustivity/unhandledActions`` out for such steps.
    func checkHandled(_ step: String, before: (ObservableEffects, State), at source: SourceCode) {
        guard exhaustivity.contains(.unhandledActions), flow.state == before.1, observableEffects == before.0 else {
            return
        }
        let shownPath = path.description.isEmpty ? "<finished>" : path.description
        fail(
            "\(step) was not handled: the state, effects, outputs and path stayed the same (path: \(shownPath)). Send an action the flow handles in this state, or leave .unhandledActions out of the tester's exhaustivity.",
            at: source)
    }

    func fail(_ message: String, at source: SourceCode) {
        recordTestFailure(message, at: source, owner: owner)
    }
}
