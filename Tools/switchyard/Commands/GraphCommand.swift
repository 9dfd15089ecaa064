import ModuleRules

/// `switchyard graph`: prints the module graph coloured by type, with violating edges marked.
enum GraphCommand {
    static let options =
        InputOptions.table + [
            .init(
                name: "format", valueName: "format", help: "dot (default), mermaid, or json (the --graph input format)."
            ),
            .init(
                name: "metrics", valueName: nil,
                help: "Print fan-in, fan-out, instability and height per module instead of the graph."),
        ]

    static let help = """
        OVERVIEW: Print the module graph, nodes coloured by module type, violating edges in red with their rule.

        USAGE: switchyard graph [<options>]

        \(HelpText.optionList(options))

        The graph goes to stdout; the exit status is 0 whenever it could be printed, even with violations.

        METRICS:
          --metrics prints per module: fan-in (modules depending on it), fan-out (modules it depends on),
          instability = fan-out / (fan-in + fan-out), and height (the longest dependency chain below it).

        EXAMPLE:
          switchyard graph --format dot | dot -Tsvg > modules.svg
          switchyard graph --metrics

        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let parsed = try ArgumentList(arguments, options: options)
        if parsed.wantsHelp {
            StandardStreams.out(help)
            return .clean
        }
        let format = try parsed.choice("format", default: GraphFormat.dot, among: GraphFormat.allCases)
        let options = try InputOptions.checkOptions(parsed)
        if parsed.flags.contains("metrics") {
            StandardStreams.out(GraphMetrics(try ModuleRulesCheck.loadGraph(options)).rendered)
            return .clean
        }
        let rules = try RulesConfiguration.load(path: options.resolvedRulesPath)
        let report = try ModuleRulesCheck.run(options)
        StandardStreams.out(report.exportedGraph(as: format, configuration: rules))
        return .clean
    }
}
