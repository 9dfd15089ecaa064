/// How a layer change reaches the effective values: only the keys it can change are resolved again.
///
/// Invariants, after every change:
/// - for every defined flag `k`, `effective[k]` is `resolve(k, in: layers, default: defaultValues[k])`;
/// - for every experiment `e`, `effectiveExperiments[e]` holds `resolve(e, in: experimentLayers, default: …)`.
///
/// A change can only move the keys it touches: one key set or cleared in a layer, or, when a whole
/// layer is replaced, every key the layer held before or holds now (a whole layer also changes its
/// sources: a file's path, an environment variable's name). A flag flip therefore costs the same with
/// 3 flags as with 200. ``isResolvedAsFromScratch`` is the simple version: it resolves every key, and
/// debug builds and the tests compare it with the incremental result after each change.
extension FeatureFlags {
    /// Sets (or, with `nil`, clears) one key of one flag layer and tells observers if its value changed.
    func set(_ value: Bool?, for key: String, in layer: Layer) {
        layers[layer, default: [:]][key] = value
        reresolve(CollectionOfOne(key))
    }

    /// Replaces a whole flag layer and whole experiment layer, and tells observers about every value that changed, in one change.
    func replace(_ layer: Layer, with values: [String: Bool], experiments settings: [String: ExperimentSetting]) {
        let touchedExperiments = Set(experimentLayers[layer, default: [:]].keys).union(settings.keys)
        experimentLayers[layer] = settings
        let experimentChanges = reresolveExperiments(touchedExperiments)
        let touched = Set(layers[layer, default: [:]].keys).union(values.keys)
        layers[layer] = values
        reresolve(touched, experimentChanges: experimentChanges)
    }

    /// Sets (or, with `nil`, clears) one key of one experiment layer and tells observers if its setting changed.
    func setExperiment(_ setting: ExperimentSetting?, for key: String, in layer: Layer) {
        experimentLayers[layer, default: [:]][key] = setting
        reresolve(EmptyCollection(), experimentChanges: reresolveExperiments(CollectionOfOne(key)))
    }

    /// The value of `key` in the highest layer that sets it, with that layer's source, or `fallback` from the defaults.
    func resolve<Value>(_ key: String, in layers: [Layer: [String: Value]], default fallback: Value) -> (
        Value, FlagSource
    ) {
        if let value = layers[.override]?[key] { return (value, .runtimeOverride) }
        if let value = layers[.remote]?[key] { return (value, .remotePayload) }
        if let value = layers[.environment]?[key], let source = environmentSources[key] { return (value, source) }
        if let value = layers[.file]?[key], let filePath { return (value, .file(filePath)) }
        return (fallback, .defaults)
    }

    /// The effective value and source of the defined flag `key`, from its layers.
    func resolved(_ key: String) -> (value: Bool, source: FlagSource) {
        resolve(key, in: layers, default: defaultValues[key] ?? false)
    }

    /// The effective setting of the defined experiment `key`, from its layers, prepared for reads.
    func resolvedExperiment(_ key: String) -> ResolvedExperiment? {
        guard let definition = experimentDefinitions[key] else { return nil }
        let (setting, source) = resolve(key, in: experimentLayers, default: .value(definition.defaultText))
        return ResolvedExperiment(key: key, setting: setting, source: source)
    }

    /// Whether every effective value and experiment setting is what resolving every key from scratch gives.
    var isResolvedAsFromScratch: Bool { flagsAreResolvedAsFromScratch && experimentsAreResolvedAsFromScratch }

    /// Whether every flag's effective value and source is what resolving it from scratch gives.
    var flagsAreResolvedAsFromScratch: Bool {
        effective.count == definitions.count
            && definitions.allSatisfy { definition in
                guard let kept = effective[definition.key] else { return false }
                let fresh = resolved(definition.key)
                return kept.value == fresh.value && kept.source == fresh.source
            }
    }

    /// Whether every experiment's setting and source is what resolving it from scratch gives.
    var experimentsAreResolvedAsFromScratch: Bool {
        effectiveExperiments.count == experimentKeys.count
            && experimentKeys.allSatisfy { key in
                guard let kept = effectiveExperiments[key], let fresh = resolvedExperiment(key) else { return false }
                return kept.setting == fresh.setting && kept.source == fresh.source
            }
    }

    /// Resolves the experiments `keys` again; returns those whose setting changed (a new source alone is no change),
    /// or nothing when no one observes, like the flags' entries.
    private func reresolveExperiments(_ keys: some Sequence<String>) -> [FlagChange.ExperimentEntry] {
        var changes: [FlagChange.ExperimentEntry] = []
        for key in keys {
            guard let old = effectiveExperiments[key], let now = resolvedExperiment(key) else { continue }
            effectiveExperiments[key] = now
            if old.setting != now.setting, !observers.isEmpty {
                changes.append(
                    FlagChange.ExperimentEntry(
                        key: key, oldSetting: old.setting.description, newSetting: now.setting.description,
                        source: now.source))
            }
        }
        return changes
    }

    /// Resolves the flags `keys` again and tells observers about the values and experiment settings that changed, sorted by key.
    private func reresolve(_ keys: some Sequence<String>, experimentChanges: [FlagChange.ExperimentEntry] = []) {
        var entries: [FlagChange.Entry] = []
        for key in keys {
            guard let old = effective[key] else { continue }
            let now = resolved(key)
            effective[key] = now
            if old.value != now.value, !observers.isEmpty {
                entries.append(FlagChange.Entry(key: key, oldValue: old.value, newValue: now.value, source: now.source))
            }
        }
        assert(isResolvedAsFromScratch, Self.disagreement)
        guard !entries.isEmpty || !experimentChanges.isEmpty, !observers.isEmpty else { return }
        entries.sort { $0.key < $1.key }
        let change = FlagChange(entries: entries, experiments: experimentChanges.sorted { $0.key < $1.key })
        for id in observers.keys.sorted() { observers[id]?(change) }
    }

    /// The message of the debug check that compares the incremental resolution with the simple one.
    private static var disagreement: String {
        "FeatureFlags re-resolved only the keys a change touched, and a value now differs from resolving every key."
    }
}
