/// What switches a plugin on: nothing (always on), a feature flag, or an experiment's variant.
///
/// The kill switch and a failure turn any optional plugin off whatever its gate says.
///
/// ```swift
/// Plugin<PaymentsState>("coupons", flag: "coupons") { … }.gate                          // flag 'coupons'
/// Plugin<PaymentsState>("fare-banner", experiment: fareBanner, variants: ["bold"]) { … }.gate
/// // experiment 'fare-banner' is 'bold'
/// ```
public enum PluginGate: Hashable, Sendable, CustomStringConvertible {
    /// Always on.
    case always
    /// On while the feature flag with this key is on.
    case flag(String)
    /// On while the experiment with this key gives the registry's subject one of these variants (texts, sorted).
    case experiment(String, variants: [String])

    /// The flag or experiment key the gate reads, or `nil` when it reads none.
    public var key: String? {
        switch self {
        case .always: nil
        case .flag(let key), .experiment(let key, _): key
        }
    }

    /// E.g. `always on`, `flag 'coupons'`, `experiment 'fare-banner' is 'bold' or 'striped'`.
    public var description: String {
        switch self {
        case .always: "always on"
        case .flag(let key): "flag '\(key)'"
        case .experiment(let key, let variants): "experiment '\(key)' is \(Self.either(variants))"
        }
    }

    /// How to switch the plugin on through this gate, e.g. `turn the flag 'coupons' on`.
    var fix: String {
        switch self {
        case .always: "turn the plugin on"
        case .flag(let key): "turn the flag '\(key)' on"
        case .experiment(let key, let variants): "give this subject \(Self.either(variants)) in experiment '\(key)'"
        }
    }

    /// `'bold'`, `'bold' or 'striped'`, `'a', 'b' or 'c'`.
    static func either(_ variants: [String]) -> String {
        let quoted = variants.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "no variant" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
