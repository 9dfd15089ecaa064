/// Where a flag value came from; later layers win over earlier ones.
///
/// Precedence, lowest first: defaults in code < JSON file < environment variables < remote
/// payload < runtime overrides. The environment beats the file so a developer or CI can
/// change one run without editing files; the remote payload beats both so a rollout (or the
/// kill switch) reaches every installed app; runtime overrides (a debug menu, a test) win over all.
public enum FlagSource: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The default in the flag's definition.
    case defaults
    /// A JSON file, by path.
    case file(String)
    /// An environment variable, by name.
    case environment(String)
    /// A JSON payload from a remote configuration service.
    case remotePayload
    /// A value set while the app runs.
    case runtimeOverride

    /// The layer's rank in the precedence order, lowest first.
    var layer: Int {
        switch self {
        case .defaults: 0
        case .file: 1
        case .environment: 2
        case .remotePayload: 3
        case .runtimeOverride: 4
        }
    }

    /// Orders sources by precedence.
    public static func < (lhs: FlagSource, rhs: FlagSource) -> Bool { lhs.layer < rhs.layer }

    /// The source as error messages name it, e.g. `flags.json`, `environment variable SWITCHYARD_FLAG_COUPONS`.
    public var description: String {
        switch self {
        case .defaults: "defaults"
        case .file(let path): path
        case .environment(let name): "environment variable \(name)"
        case .remotePayload: "remote payload"
        case .runtimeOverride: "runtime override"
        }
    }
}
