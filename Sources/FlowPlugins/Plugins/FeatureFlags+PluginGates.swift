extension FeatureFlags {
    /// Checks that the flag or experiment `gate` reads is defined here, with the variants it names.
    ///
    /// - Throws: ``PluginError`` with code ``PluginError/Code/unknownFlag``,
    ///   ``PluginError/Code/unknownExperiment`` or ``PluginError/Code/unknownVariant``.
    func check(_ gate: PluginGate, of plugin: String) throws(PluginError) {
        switch gate {
        case .always:
            return
        case .flag(let flag):
            guard isDefined(flag) else { throw PluginError.unknownFlag(flag, plugin: plugin, known: keys) }
        case .experiment(let key, let variants):
            guard let definition = experimentDefinitions[key] else {
                throw PluginError.unknownExperiment(key, plugin: plugin, known: experimentKeys)
            }
            if let variant = variants.first(where: { !definition.accepts($0) }) {
                throw PluginError.unknownVariant(variant, experiment: definition, plugin: plugin)
            }
        }
    }
}
