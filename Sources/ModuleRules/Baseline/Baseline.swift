import Foundation

/// The findings a package accepted when it adopted the rules, so a check reports only new ones.
///
/// Entries are keyed by rule, modules and imported module, never by file or line, so unrelated edits do
/// not turn old findings into new ones. Record today's findings once, then check against them:
///
/// ```swift
/// let report = try ModuleRulesCheck.run(CheckOptions(packagePath: "."))
/// try Baseline(report: report).write(to: "module-rules-baseline.json")
/// // later, in CI:
/// let newOnly = try Baseline.load(path: "module-rules-baseline.json").filter(report)
/// ```
///
/// The file is JSON: `{ "version": 1, "findings": [ { "rule": "undeclared-import", "from": "CartUI",
/// "to": "PricingLogic", "severity": "error" } ] }`.
public struct Baseline: Hashable, Sendable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
        /// The rule.
        public var rule: String
        /// Error or warning, as recorded.
        public var severity: String
        /// The depending module (or the module, type or pattern the finding is about).
        public var from: String?
        /// The module depended on or imported.
        public var to: String?
        /// The modules of a dependency cycle, in order.
        public var cycle: [String]?
        /// The message, kept only for findings about no module at all.
        public var message: String?

        /// The entry of a diagnostic.
        public init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.rawValue
            severity = diagnostic.severity.rawValue
            from = diagnostic.from
            to = diagnostic.to
            cycle = diagnostic.cycle.isEmpty ? nil : diagnostic.cycle
            message = diagnostic.from == nil && diagnostic.cycle.isEmpty ? diagnostic.message : nil
        }

        /// `[rule] from -> to`, `[rule] A -> B -> A` for a cycle.
        public var description: String {
            if let cycle { return "[\(rule)] " + (cycle + [cycle[0]]).joined(separator: " -> ") }
            let subject = [from, to].compactMap { $0 }.joined(separator: " -> ")
            return "[\(rule)] " + (subject.isEmpty ? message ?? "" : subject)
        }

        /// Orders by rule, then modules.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.rule, lhs.from ?? "", lhs.to ?? "", lhs.cycle?.joined(separator: " ") ?? "", lhs.message ?? "")
                < (rhs.rule, rhs.from ?? "", rhs.to ?? "", rhs.cycle?.joined(separator: " ") ?? "", rhs.message ?? "")
        }
    }

    /// The accepted findings, sorted, each once.
    public var entries: [Entry]

    /// A baseline of every finding of `report`, errors and warnings alike.
    public init(report: ValidationReport) {
        entries = Array(Set(report.diagnostics.map(Entry.init))).sorted()
    }

    /// A baseline of these entries.
    public init(entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// The report without the findings this baseline accepts, with a note for each baseline entry that no
    /// longer occurs and one that counts the findings left out.
    ///
    /// - Parameters:
    ///   - report: the full report.
    ///   - path: the baseline file, as named in the notes.
    /// - Returns: the report of new findings.
    public func filter(_ report: ValidationReport, path: String) -> ValidationReport {
        let accepted = Set(entries)
        var filtered = report
        filtered.diagnostics = report.diagnostics.filter { !accepted.contains(Entry($0)) }
        let hidden = report.diagnostics.count - filtered.diagnostics.count
        let occurring = Set(report.diagnostics.map(Entry.init))
        let gone = entries.filter { !occurring.contains($0) }
        if hidden > 0 {
            filtered.notes.append(
                "\(hidden) finding\(hidden == 1 ? "" : "s") accepted by the baseline \(path) not shown")
        }
        filtered.notes += gone.map {
            "the baseline entry \($0) no longer occurs; record the baseline again with --write-baseline \(path)"
        }
        return filtered
    }

    /// The baseline as pretty-printed JSON text, ending with a newline.
    public var encoded: String {
        JSONReporter.encode(File(version: 1, findings: entries))
    }

    /// Writes the baseline to `path`.
    ///
    /// - Throws: ``ModuleRulesError`` when the file cannot be written.
    public func write(to path: String) throws {
        do {
            try Data(encoded.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot write the baseline (\(error)); check the --write-baseline path")
        }
    }

    /// Reads a baseline file.
    ///
    /// - Parameter path: the file, as named in messages.
    /// - Returns: the baseline.
    /// - Throws: ``ModuleRulesError`` when the file is missing or is not a baseline.
    public static func load(path: String) throws -> Baseline {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot read the baseline; record one with `switchyard check --write-baseline \(path)`")
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            guard file.version == 1 else {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: "\(file.version)",
                    message: "baseline version \(file.version) is not supported; record it again with --write-baseline")
            }
            return Baseline(entries: file.findings)
        } catch let error as ModuleRulesError {
            throw error
        } catch {
            throw ModuleRulesError(
                .malformedFile, file: path,
                message: "is not a switchyard baseline (\(JSONProblem.describe(error))); record it again with "
                    + "`switchyard check --write-baseline \(path)`")
        }
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }
}
