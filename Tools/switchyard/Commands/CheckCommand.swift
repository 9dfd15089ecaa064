import Foundation
import ModuleRules

/// `switchyard check`: validates the package and prints diagnostics in the chosen format.
enum CheckCommand {
    static let options =
        InputOptions.table + [
            .init(name: "format", valueName: "format", help: "text (default), json, sarif or github."),
            .init(name: "strict", valueName: nil, help: "Exit with status 1 on warnings too."),
        ]

    static let help = """
        OVERVIEW: Validate module types, declared dependencies and source imports against module-rules.json.

        USAGE: switchyard check [<options>]

        \(HelpText.optionList(options))

        OUTPUT:
          text     diagnostics on stderr as `path:line:column: error: [rule-id] message`, the summary on stdout
          json     one JSON document (summary, module types, diagnostics) on stdout
          sarif    a SARIF 2.1.0 log on stdout
          github   GitHub Actions annotations (::error file=…) and the summary on stdout

        RULES:
        \(RuleID.all.map { "  " + $0.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        EXIT STATUS:
          0 no errors, 1 violations, 2 could not run (unreadable or invalid rules, manifest or graph), 64 usage error

        EXAMPLE:
          switchyard check --package-path . --format github

        """

    static func run(_ arguments: [String]) throws -> ExitStatus {
        let parsed = try ArgumentList(arguments, options: options)
        if parsed.wantsHelp {
            StandardStreams.out(help)
            return .clean
        }
        let format = try parsed.choice("format", default: ReportFormat.text, among: ReportFormat.allCases)
        let report = try ModuleRulesCheck.run(InputOptions.checkOptions(parsed))
        let rendered = report.rendered(as: format)
        StandardStreams.error(rendered.standardError)
        StandardStreams.out(rendered.standardOutput)
        let failing = report.errorCount > 0 || (parsed.flags.contains("strict") && report.warningCount > 0)
        return failing ? .violations : .clean
    }
}
