import FlowPlugins

extension MiniApp {
    /// The plugins' flags and experiments, with `values` (`--flag tips=on`) and `experiments`
    /// (`--experiment tip-amounts=generous`) as runtime overrides.
    ///
    /// ```swift
    /// let flags = try MiniApp.rating.flags(["tips": true], experiments: ["tip-amounts": "generous"])
    /// ```
    ///
    /// - Throws: ``ExperimentOptionError`` naming the experiment, the variant and the variants when
    ///   an experiment is not defined or the variant is not one of its own.
    public func flags(_ values: [String: Bool], experiments: [String: String]) throws(ExperimentOptionError)
        -> FeatureFlags
    {
        let flags = flags(values)
        for (name, variant) in experiments.sorted(by: { $0.key < $1.key }) {
            do {
                try flags.setOverride(variant, forExperimentNamed: name)
            } catch {
                let prefix = "\(error.source): "
                let message =
                    error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                throw ExperimentOptionError("\(ExperimentOption.name) \(name)=\(variant.prefix(80)): \(message)")
            }
        }
        return flags
    }
}
