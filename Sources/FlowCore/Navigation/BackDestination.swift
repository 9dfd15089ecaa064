/// Where ``Navigator/back(to:)`` goes: the latest earlier path that showed a screen, or a screen of a flow.
public enum BackDestination: Hashable, Sendable, CustomStringConvertible {
    /// The latest earlier path whose leaf was this screen.
    case screen(ScreenID)
    /// The latest earlier path whose leaf screen was shown by the flow with this name.
    case flow(String)

    /// `screen 'enter-phone'` or `flow 'Payments'`.
    public var description: String {
        switch self {
        case .screen(let id): "screen '\(id)'"
        case .flow(let name): "flow '\(name)'"
        }
    }
}
