import FlowPlugins

/// The option `--experiment NAME=VARIANT`, which sets a plugin experiment's variant for a run, as `--flag` sets a flag.
///
/// Every mini-app takes it, in the terminal and in the browser host, and lists each experiment
/// it defines in `--help`:
///
/// ```
/// RatingApp --flag tips=on --experiment tip-amounts=generous
///   --experiment tip-amounts=standard|generous The tips offered: … (default standard)
/// ```
public enum ExperimentOption {
    /// The option's name, `--experiment`.
    public static let name = "--experiment"

    /// The `--help` line of `experiment`: the option with its variants, then its summary and default.
    public static func help(_ experiment: ExperimentDefinition) -> (usage: String, summary: String) {
        let variants = experiment.choices?.joined(separator: "|") ?? experiment.kind.rawValue.uppercased()
        let summary = experiment.summary.isEmpty ? "set the experiment" : experiment.summary
        return ("\(name) \(experiment.key)=\(variants)", "\(summary) (default \(experiment.defaultText))")
    }

    /// Reads the value after `--experiment`, `NAME=VARIANT`, into `experiments`; a later one of a name wins.
    ///
    /// - Throws: ``ExperimentOptionError`` when the value is missing or has no `=`.
    public static func parse(_ argument: String?, into experiments: inout [String: String])
        throws(ExperimentOptionError)
    {
        guard let argument, let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw ExperimentOptionError(
                "'\(name)' needs NAME=VARIANT, but got \(argument.map { "'\($0.prefix(80))'" } ?? "nothing"), e.g. '\(name) tip-amounts=generous'."
            )
        }
        experiments[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
}
