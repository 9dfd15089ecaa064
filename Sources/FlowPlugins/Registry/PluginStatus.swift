/// Where a plugin stands: contributing, waiting for its flow, switched off, or failed.
public enum PluginStatus: Hashable, Sendable, CustomStringConvertible {
    /// Switched on and contributing to its flow, which is active.
    case installed(flow: String)
    /// Switched on; it is installed when its flow becomes active.
    case waiting(flow: String)
    /// Switched off, with the reason, e.g. `flag 'coupons' is off` or `the kill switch is on`.
    case off(reason: String)
    /// Turned off because it failed; it stays off until ``PluginRegistry/retry(_:)``.
    case failed(PluginError)

    /// E.g. `installed in Payments`, `off: the kill switch is on`.
    public var description: String {
        switch self {
        case .installed(let flow): "installed in \(flow)"
        case .waiting(let flow): "waiting for \(flow) to become active"
        case .off(let reason): "off: \(reason)"
        case .failed(let error): "failed: \(error)"
        }
    }
}
