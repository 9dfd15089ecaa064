/// A flag with typed variants, defined in code: its key, its default and the type of its values.
///
/// Experiments come from the same layered sources as ``FeatureFlag``s (file, environment,
/// remote payload, runtime overrides), with the same ``FlagError``s; a layer may set one value
/// for everyone or a ``Rollout`` that splits subjects into variants by percentage.
///
/// ```swift
/// let fareBanner = Experiment<String>("fare-banner", default: "none")
/// let flags = FeatureFlags([], experiments: [fareBanner.definition])
/// try flags.applyRemotePayload(#"{"fare-banner": {"rollout": {"striped": 20, "bold": 30}}}"#)
/// try flags.variant(of: fareBanner, for: "rider-42")  // the same variant on every launch and machine
/// ```
public struct Experiment<Value: ExperimentValue>: Hashable, Sendable {
    /// The key used in files, payloads, variables and overrides.
    public let key: String
    /// The value when no source sets it, and for subjects a rollout leaves out.
    public let defaultValue: Value
    /// What the experiment changes, for listings.
    public let summary: String

    /// Defines an experiment; `key` is lowercase letters, digits, dashes and dots.
    public init(_ key: String, default defaultValue: Value, summary: String = "") {
        precondition(
            FeatureFlag.isValidKey(key),
            "An experiment key must be lowercase letters, digits, dashes and dots, but '\(key)' is not.")
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The definition ``FeatureFlags/init(_:experiments:)`` takes, whatever the value type.
    public var definition: ExperimentDefinition {
        ExperimentDefinition(
            key: key, kind: Value.experimentKind, choices: Value.experimentChoices,
            defaultText: defaultValue.experimentText, summary: summary,
            accepts: { Value(experimentText: $0) != nil })
    }
}

/// An ``Experiment`` with its value type erased, as ``FeatureFlags`` keeps it.
public struct ExperimentDefinition: Sendable {
    /// The experiment's key.
    public let key: String
    /// The JSON kind of its values.
    public let kind: ExperimentKind
    /// The allowed values, or `nil` for any of its kind.
    public let choices: [String]?
    /// The default value as text.
    public let defaultText: String
    /// What the experiment changes.
    public let summary: String
    let accepts: @Sendable (String) -> Bool

    /// What a source must hold for this experiment, for error messages.
    var expected: String {
        let value =
            choices.map { "one of \($0.joined(separator: ", "))" } ?? "a \(kind == .int ? "whole number" : "\(kind)")"
        return "\(value), or {\"rollout\": {variant: percent, …}}"
    }
}
