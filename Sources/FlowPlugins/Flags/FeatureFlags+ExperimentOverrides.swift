extension FeatureFlags {
    /// Every defined experiment with its variants and current setting, in definition order.
    ///
    /// ```swift
    /// flags.experiments.map(\.description)
    /// // ["tip-amounts = standard (defaults); variants: standard, generous"]
    /// ```
    public var experiments: [ExperimentStatus] {
        experimentKeys.compactMap { key in
            // The effective setting is kept resolved after every change (FeatureFlags+Resolution's invariant).
            guard let definition = experimentDefinitions[key], let resolved = effectiveExperiments[key] else {
                return nil
            }
            var status = ExperimentStatus(
                key: key, summary: definition.summary, kind: definition.kind, variants: definition.variants,
                defaultVariant: definition.defaultText, variant: nil, rollout: nil, source: resolved.source)
            switch resolved.setting {
            case .value(let text): status.variant = text
            case .rollout(let rollout): status.rollout = rollout
            }
            return status
        }
    }

    /// Each experiment as `key = setting (source); variants: …`, one per line.
    public var experimentListing: String {
        experiments.map(\.description).joined(separator: "\n")
    }

    /// Sets (or, with `nil`, clears) a runtime override of the experiment named `key` to the
    /// variant written as `variantText`, for everyone, when only the name is known (a command
    /// line, a debug page).
    ///
    /// The text is read as the experiment's environment variable is (`generous`, `42`, `true`),
    /// and checked before anything changes: on an error every flag and experiment keeps its value.
    ///
    /// ```swift
    /// try flags.setOverride("generous", forExperimentNamed: "tip-amounts")
    /// try flags.variant(of: TipsPlugin.amounts, for: "rider")  // .generous
    /// try flags.setOverride(nil, forExperimentNamed: "tip-amounts")  // back to the lower layers
    /// ```
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/unknownFlag`` when no experiment is named
    ///   `key`, or ``FlagError/Code/wrongType`` when `variantText` is not one of its variants.
    public func setOverride(_ variantText: String?, forExperimentNamed key: String) throws(FlagError) {
        guard let definition = experimentDefinitions[key] else { throw unknownExperiment(key) }
        guard let variantText else {
            setExperiment(nil, for: key, in: .override)
            return
        }
        let setting: ExperimentSetting
        do {
            setting = try Self.setting(variantText, for: definition, source: .runtimeOverride)
        } catch {
            throw FlagError(
                code: .wrongType, source: .runtimeOverride, key: key, expected: definition.variantsText,
                found: "the variant '\(variantText.prefix(80))'",
                fix: "Choose one of the experiment's variants; it stays '\(current(of: key))'.")
        }
        setExperiment(setting, for: key, in: .override)
    }

    /// The current setting of experiment `key` as text, for error messages.
    private func current(of key: String) -> String {
        experiments.first { $0.key == key }?.setting ?? ""
    }

    private func unknownExperiment(_ key: String) -> FlagError {
        let hint =
            if isDefined(key) {
                "'\(key)' is a Boolean flag: set it with setOverride(_:for:). "
            } else {
                NameSuggestion.closest(to: key, among: experimentKeys).map { "Did you mean '\($0)'? " } ?? ""
            }
        let known =
            experimentKeys.isEmpty
            ? "an experiment, but none is defined" : "one of \(experimentKeys.joined(separator: ", "))"
        return FlagError(
            code: .unknownFlag, source: .runtimeOverride, key: key, expected: known,
            found: "no experiment named '\(key.prefix(80))'",
            fix: "\(hint)Name a defined experiment; every experiment keeps its value.")
    }
}

extension ExperimentDefinition {
    /// The variants to choose from: the allowed values, `false` and `true` for a Boolean, or `nil` for any.
    var variants: [String]? {
        choices ?? (kind == .bool ? ["false", "true"] : nil)
    }

    /// What a by-name override must name, for error messages.
    var variantsText: String {
        if let variants { return "one of \(variants.joined(separator: ", "))" }
        return kind == .int ? "a whole number" : "any text"
    }
}
