/// One experiment as a debug menu or an inspector lists it: its variants and what it is set to now.
///
/// ```swift
/// for experiment in flags.experiments {
///     print(experiment)  // tip-amounts = generous (runtime override); variants: standard, generous
/// }
/// ```
public struct ExperimentStatus: Hashable, Sendable, CustomStringConvertible {
    /// The experiment's key, e.g. `tip-amounts`.
    public var key: String
    /// What the experiment changes.
    public var summary: String
    /// The JSON kind of its values.
    public var kind: ExperimentKind
    /// The variants to choose from (an enum's cases, or `false` and `true`), or `nil` when any value of its kind is allowed.
    public var variants: [String]?
    /// The variant when no source sets one.
    public var defaultVariant: String
    /// The variant everyone gets now, or `nil` when a ``Rollout`` splits subjects.
    public var variant: String?
    /// The rollout that splits subjects now, or `nil` when everyone gets ``variant``.
    public var rollout: Rollout?
    /// The layer the current setting comes from.
    public var source: FlagSource

    /// Creates a status; ``FeatureFlags/experiments`` makes them.
    public init(
        key: String, summary: String, kind: ExperimentKind, variants: [String]?, defaultVariant: String,
        variant: String?, rollout: Rollout?, source: FlagSource
    ) {
        self.key = key
        self.summary = summary
        self.kind = kind
        self.variants = variants
        self.defaultVariant = defaultVariant
        self.variant = variant
        self.rollout = rollout
        self.source = source
    }

    /// The current setting as text: the variant, or the rollout (`rollout bold 30%, striped 20%`).
    public var setting: String { variant ?? rollout?.description ?? defaultVariant }

    /// E.g. `tip-amounts = generous (runtime override); variants: standard, generous`.
    public var description: String {
        let choices = variants.map { $0.joined(separator: ", ") } ?? "any \(kind)"
        return "\(key) = \(setting) (\(source)); variants: \(choices)"
    }
}
