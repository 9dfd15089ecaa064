import ModuleRules
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `switchyard check`: validates the package and prints diagnostics in the chosen format.
enum CheckCommand {
    static let options =
        InputOptions.table + [
            .init(name: "format", valueName: "format", help: "text (default), json, sarif or github."),
            .init(name: "strict", valueName: nil, help: "Exit with status 1 on warnings too."),
            .init(
                name: "affected", valueName: "git-rev",
                help:
                    "Check only modules whose files changed since this revision, and dependents of changed interfaces."),
            .init(
                name: "baseline", valueName: "file",
                help: "Report only findings not in this baseline; list baseline entries that no longer occur."),
            .init(
                name: "write-baseline", valueName: "file",
                help: "Record every current finding (errors, warnings, cycles) as the baseline, then exit 0."),
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
        \(RuleID.all.map { "  " + HelpText.column($0.rawValue, width: 20) + $0.summary }.joined(separator: "\n"))

        EXIT STATUS:
          0 no errors, 1 violations, 2 could not run (unreadable or invalid rules, manifest or graph), 64 usage error

        BASELINE:
          Adopt the rules on an existing package without fixing everything first:
            switchyard check --write-baseline module-rules-baseline.json   # once; commit the file
            switchyard check --baseline module-rules-baseline.json         # in CI: only new findings fail
          Entries count each finding per rule, modules and file, not by line, so unrelated edits keep them and
          only new occurrences fail: one more in a file, or the same finding in another file.

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
        if parsed.values["baseline"] != nil && parsed.values["write-baseline"] != nil {
            throw UsageError(
                value: "--write-baseline",
                message: "'--baseline' and '--write-baseline' cannot be combined; record with one, check with the other"
            )
        }
        var options = try InputOptions.checkOptions(parsed)
        options.affectedSince = parsed.values["affected"]
        var report: ValidationReport
        do {
            report = try ModuleRulesCheck.run(options)
            if let path = parsed.values["baseline"] {
                report = try Baseline.load(path: path).filter(report, path: path)
            }
        } catch let error as ModuleRulesError where format == .sarif {
            // CI uploads the SARIF file whatever happened: a broken input is a result too.
            StandardStreams.out(error.renderedAsSARIF(packagePath: options.packagePath))
            throw error
        }
        if let path = parsed.values["write-baseline"] {
            let baseline = Baseline(report: report)
            try baseline.write(to: path)
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            StandardStreams.out(
                "wrote \(count) finding\(count == 1 ? "" : "s") to \(path) (\(report.errorCount) errors and "
                    + "\(report.warningCount) warnings reported)\n")
            return .clean
        }
        let rendered = report.rendered(as: format)
        StandardStreams.error(rendered.standardError)
        StandardStreams.out(rendered.standardOutput)
        let failing = report.errorCount > 0 || (parsed.flags.contains("strict") && report.warningCount > 0)
        return failing ? .violations : .clean
    }
}
