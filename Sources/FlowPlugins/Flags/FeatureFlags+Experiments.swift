/// What one layer sets an experiment to: one value for everyone, or a rollout.
enum ExperimentSetting: Hashable, Sendable, CustomStringConvertible {
    case value(String)
    case rollout(Rollout)

    /// The value's text, or e.g. `rollout bold 30%, striped 20%`.
    var description: String {
        switch self {
        case .value(let text): text
        case .rollout(let rollout): rollout.description
        }
    }
}

/// An experiment's effective setting, prepared for reads: one text, or the text of each bucket.
@usableFromInline
final class ResolvedExperiment {
    /// The setting it was prepared from.
    let setting: ExperimentSetting
    let source: FlagSource
    /// The text for everyone, when the setting is one value.
    let fixed: String?
    /// The text of each of the 100 buckets, when the setting is a rollout.
    let buckets: [String?]
    /// The FNV-1a state after the key and the colon.
    let hashPrefix: UInt32

    init(key: String, setting: ExperimentSetting, source: FlagSource) {
        self.setting = setting
        self.source = source
        hashPrefix = Rollout.hashPrefix(key: key)
        switch setting {
        case .value(let text):
            fixed = text
            buckets = []
        case .rollout(let rollout):
            fixed = nil
            buckets = rollout.variantsByBucket
        }
    }

    /// The text for `subject`, or `nil` when a rollout leaves it out.
    @usableFromInline
    func text(for subject: String) -> String? {
        if let fixed { return fixed }
        return buckets[Rollout.bucket(afterPrefix: hashPrefix, subject: subject)]
    }
}

/// What an experiment gives one subject, as the plugin registry asks it.
enum ExperimentReading: Equatable {
    /// No experiment has the key.
    case undefined
    /// The experiment is a rollout, and there is no subject to find the bucket of.
    case needsSubject
    /// The variant's text.
    case variant(String)
}

extension FeatureFlags {
    /// The variant text experiment `key` gives `subject`: one value for everyone needs no subject, a rollout does.
    func variantText(ofExperiment key: String, for subject: String?) -> ExperimentReading {
        guard let resolved = effectiveExperiments[key], let definition = experimentDefinitions[key] else {
            return .undefined
        }
        if let fixed = resolved.fixed { return .variant(fixed) }
        guard let subject else { return .needsSubject }
        return .variant(resolved.text(for: subject) ?? definition.defaultText)
    }

    /// The variant of `experiment` for `subject` (a rider or install id): the value the highest
    /// layer sets, or, when that layer sets a ``Rollout``, the variant of the subject's bucket
    /// (the default for subjects it leaves out).
    ///
    /// ```swift
    /// let banner = try flags.variant(of: fareBanner, for: rider.id)
    /// ```
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/unknownFlag`` when `experiment` is not defined here.
    @inlinable
    public func variant<Value>(of experiment: Experiment<Value>, for subject: String) throws(FlagError) -> Value {
        guard let resolved = effectiveExperiments[experiment.key] else {
            throw unknownKey(experiment.key, in: .defaults)
        }
        let text = resolved.text(for: subject)
        // Every text was checked against the experiment's type when its layer was loaded.
        return text.flatMap(Value.init(experimentText:)) ?? experiment.defaultValue
    }

    /// The variant of `experiment` for `subject`, or its default (with a line in ``log``) when it is not defined here.
    public func variantOrDefault<Value>(of experiment: Experiment<Value>, for subject: String) -> Value {
        do {
            return try variant(of: experiment, for: subject)
        } catch {
            noteUnknownRead(experiment.key, answering: "its default '\(experiment.defaultValue.experimentText)'")
            return experiment.defaultValue
        }
    }

    /// Sets (or, with `nil`, clears) a runtime override of `experiment` to one value for everyone.
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/unknownFlag`` when `experiment` is not defined here.
    public func setOverride<Value>(_ value: Value?, for experiment: Experiment<Value>) throws(FlagError) {
        guard experimentDefinitions[experiment.key] != nil else {
            throw unknownKey(experiment.key, in: .runtimeOverride)
        }
        setExperiment(value.map { .value($0.experimentText) }, for: experiment.key, in: .override)
    }

    /// Sets a runtime override of `experiment` to a rollout over its variants.
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/wrongType`` when a variant is not a
    ///   value of the experiment, or ``FlagError/Code/unknownFlag`` when it is not defined here.
    public func setRollout<Value>(_ percentages: [Value: Int], for experiment: Experiment<Value>) throws(FlagError) {
        guard let definition = experimentDefinitions[experiment.key] else {
            throw unknownKey(experiment.key, in: .runtimeOverride)
        }
        let texts = Dictionary(percentages.map { ($0.key.experimentText, $0.value) }) { first, _ in first }
        let setting = try Self.rollout(texts, for: definition, source: .runtimeOverride)
        setExperiment(setting, for: experiment.key, in: .override)
    }

    /// Checks one JSON value for an experiment: a value of its kind, or `{"rollout": {variant: percent}}`.
    static func setting(_ json: FlagJSONValue, for definition: ExperimentDefinition, source: FlagSource)
        throws(FlagError) -> ExperimentSetting
    {
        if case .object(let object) = json, object.count == 1, case .object(let split)? = object["rollout"] {
            var percentages: [String: Int] = [:]
            for (variant, value) in split {
                guard case .number(let number) = value, number == number.rounded(), (0...100).contains(number) else {
                    throw wrongExperimentValue(definition, source: source, found: "\(value.found) for '\(variant)'")
                }
                percentages[variant] = Int(number)
            }
            return try rollout(percentages, for: definition, source: source)
        }
        let text: String? =
            switch (json, definition.kind) {
            case (.bool(let value), .bool): "\(value)"
            case (.number(let value), .int) where value == value.rounded() && abs(value) < 1e15: "\(Int(value))"
            case (.string(let value), .string): value
            default: nil
            }
        guard let text, definition.accepts(text) else {
            throw wrongExperimentValue(definition, source: source, found: json.found)
        }
        return .value(text)
    }

    /// Checks the text of an environment variable for an experiment.
    static func setting(_ text: String, for definition: ExperimentDefinition, source: FlagSource) throws(FlagError)
        -> ExperimentSetting
    {
        guard definition.accepts(text) else {
            throw wrongExperimentValue(definition, source: source, found: "'\(text)'")
        }
        return .value(text)
    }

    private static func rollout(_ percentages: [String: Int], for definition: ExperimentDefinition, source: FlagSource)
        throws(FlagError) -> ExperimentSetting
    {
        if let bad = percentages.keys.sorted().first(where: { !definition.accepts($0) }) {
            throw wrongExperimentValue(definition, source: source, found: "the variant '\(bad)' in the rollout")
        }
        let total = percentages.values.reduce(0, +)
        guard percentages.values.allSatisfy({ (0...100).contains($0) }), total <= 100 else {
            throw wrongExperimentValue(definition, source: source, found: "a rollout of \(total)% in all")
        }
        return .rollout(Rollout(percentages: percentages))
    }

    private static func wrongExperimentValue(_ definition: ExperimentDefinition, source: FlagSource, found: String)
        -> FlagError
    {
        FlagError(
            code: .wrongType, source: source, key: definition.key, expected: definition.expected, found: found,
            fix: "Write a value of the experiment's type, or percentages 0 to 100 that add up to at most 100; "
                + "the previous flag values stay in force.")
    }
}
