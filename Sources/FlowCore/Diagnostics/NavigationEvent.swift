/// One entry of the navigator's event log.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A flow's state changed; `to` is the new state as `String(describing:)` prints it.
        case stateChanged(flow: String, to: String)
        /// A flow's reducer received an action.
        case action(flow: String, action: String)
        /// The path changed on screen.
        case transition(Transition, path: String)
        /// A flow entered the active path.
        case activated(flow: String)
        /// A flow left the active path.
        case deactivated(flow: String)
        /// A flow finished with an output.
        case finished(flow: String, output: String)
        /// Routing failed; the previous path stays.
        case error(FlowError)
        /// A message from an extension of the engine, such as the plugin registry.
        case note(category: String, message: String)
    }

    /// The event's position in the log, from 1.
    public var sequence: Int
    /// What happened.
    public var kind: Kind

    /// One line, e.g. `#4 push enter-phone -> verify-code (state of Onboarding, rule "verify phone")`.
    public var description: String {
        "#\(sequence) " + summary
    }

    private var summary: String {
        switch kind {
        case .stateChanged(let flow, let to): "state \(flow): \(to)"
        case .action(let flow, let action): "action \(flow): \(action)"
        case .transition(let transition, let path): "\(transition) (\(transition.cause)) path: \(path)"
        case .activated(let flow): "activate \(flow)"
        case .deactivated(let flow): "deactivate \(flow)"
        case .finished(let flow, let output): "finish \(flow) with \(output)"
        case .error(let error): error.description
        case .note(let category, let message): "\(category): \(message)"
        }
    }
}
