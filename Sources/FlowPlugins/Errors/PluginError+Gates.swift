extension PluginError.Code {
    /// The plugin's experiment is not defined in ``FeatureFlags``.
    public static let unknownExperiment = Self(rawValue: "unknown-experiment")
    /// A variant that switches the plugin on is not a value the experiment defined in ``FeatureFlags`` accepts.
    public static let unknownVariant = Self(rawValue: "unknown-variant")
}

extension PluginError {
    static func unknownExperiment(_ key: String, plugin: String, known: [String]) -> Self {
        PluginError(
            code: .unknownExperiment, plugin: plugin, value: key,
            message:
                "Plugin '\(plugin)' is behind the experiment '\(key)', which is not defined; defined experiments: "
                + "\(known.isEmpty ? "none" : known.joined(separator: ", ")). "
                + "Pass its definition to FeatureFlags(_:experiments:) or fix the plugin's experiment.")
    }

    static func unknownVariant(_ variant: String, experiment: ExperimentDefinition, plugin: String) -> Self {
        let takes = experiment.choices.map { "only " + PluginGate.either($0) } ?? "\(experiment.kind) values"
        return PluginError(
            code: .unknownVariant, plugin: plugin, value: variant,
            message:
                "Plugin '\(plugin)' is on for the variant '\(variant)' of experiment '\(experiment.key)', which takes "
                + "\(takes); the plugin could never be on for it. "
                + "Name a variant the experiment defines, or use the same Experiment value in the plugin and in FeatureFlags."
        )
    }
}
