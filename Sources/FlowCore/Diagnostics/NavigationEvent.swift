/// One entry of the navigator's event log.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A flow's state changed; `to` is the new state, shown as the navigator's ``StateLogging`` allows.
        case stateChanged(flow: String, to: LoggedValue)
        /// A flow's reducer received an action, shown as the navigator's ``StateLogging`` allows.
        case action(flow: String, action: LoggedValue)
        /// The path changed on screen.
        case transition(Transition, path: RoutePath)
        /// A flow entered the active path.
        case activated(flow: String)
        /// A flow left the active path.
        case deactivated(flow: String)
        /// A flow finished with an output, shown as the navigator's ``StateLogging`` allows.
        case finished(flow: String, output: LoggedValue)
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
        case .stateChanged(let flow, let to): to.text.map { "state \(flow): \($0)" } ?? "state \(flow) changed"
        case .action(let flow, let action): action.text.map { "action \(flow): \($0)" } ?? "action \(flow)"
        case .transition(let transition, let path): "\(transition) (\(transition.cause)) path: \(path)"
        case .activated(let flow): "activate \(flow)"
        case .deactivated(let flow): "deactivate \(flow)"
        case .finished(let flow, let output): output.text.map { "finish \(flow) with \($0)" } ?? "finish \(flow)"
        case .error(let error): error.description
        case .note(let category, let message): "\(category): \(message)"
        }
    }
}
