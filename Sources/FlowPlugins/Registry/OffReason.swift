/// Why a plugin is switched off right now, as its status and its refused links say it.
enum OffReason: Hashable, CustomStringConvertible {
    /// The kill switch is on and the plugin is optional.
    case killSwitch
    /// Its flow's plugins were detached.
    case detached
    /// Its gate is off, e.g. `flag 'coupons' is off`.
    case gate(String)

    /// E.g. `the kill switch is on`, `flag 'coupons' is off`.
    var description: String {
        switch self {
        case .killSwitch: "the kill switch is on"
        case .detached: "its plugins were detached"
        case .gate(let reason): reason
        }
    }
}
