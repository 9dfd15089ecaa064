#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings a package accepted when it adopted the rules, counted per file, so a check reports only
/// new occurrences and the baseline can only shrink.
///
/// An entry is a rule, its modules, the file the findings are in (relative to the package root) and how
/// many there were, never a line, so unrelated edits do not turn old findings into new ones. A forbidden
/// import accepted in one file fails as soon as it appears in another file, or once more in the same file:
///
/// ```swift
/// let report = try ModuleRulesCheck.run(CheckOptions(packagePath: "."))
/// try Baseline(report: report).write(to: "module-rules-baseline.json")
/// // later, in CI:
/// let newOnly = try Baseline.load(path: "module-rules-baseline.json").filter(report, path: "module-rules-baseline.json")
/// ```
///
/// The file is JSON, version 2: `{ "version": 2, "findings": [ { "rule": "forbidden-import", "from":
/// "CartLogic", "to": "UIKit", "file": "Sources/CartLogic/Cart.swift", "count": 2, "severity": "error" } ] }`.
/// Version 1 files (module pairs with no file or count) are refused with how to record them again.
public struct Baseline: Hashable, Sendable {
    /// The file format version this type reads and writes.
    public static let version = 2

    /// One accepted kind of finding in one file, with how many times it occurred.
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
        /// The file the findings are in, relative to the package root.
        public var file: String
        /// How many such findings the file had.
        public var count: Int

        /// The entry of one diagnostic of a package rooted at `root`.
        public init(_ diagnostic: Diagnostic, root: String) {
            rule = diagnostic.rule.rawValue
            severity = diagnostic.severity.rawValue
            from = diagnostic.from
            to = diagnostic.to
            cycle = diagnostic.cycle.isEmpty ? nil : diagnostic.cycle
            message = diagnostic.from == nil && diagnostic.cycle.isEmpty ? diagnostic.message : nil
            file = Entry.relative(diagnostic.location.path, to: root)
            count = 1
        }

        /// The entry without its count: what findings are matched by.
        var key: Entry {
            var key = self
            key.count = 0
            return key
        }

        /// `[rule] from -> to in file`, `[rule] A -> B -> A in file` for a cycle.
        public var description: String {
            let subject: String
            if let cycle {
                subject = (cycle + [cycle[0]]).joined(separator: " -> ")
            } else {
                let modules = [from, to].compactMap { $0 }.joined(separator: " -> ")
                subject = modules.isEmpty ? message ?? "" : modules
            }
            return "[\(rule)] \(subject) in \(file)"
        }

        /// Orders by rule, then modules, then file, then severity and count, so that any two different entries have one order.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            let left = (
                lhs.rule, lhs.from ?? "", lhs.to ?? "", lhs.cycle?.joined(separator: " ") ?? "", lhs.message ?? "",
                lhs.file
            )
            let right = (
                rhs.rule, rhs.from ?? "", rhs.to ?? "", rhs.cycle?.joined(separator: " ") ?? "", rhs.message ?? "",
                rhs.file
            )
            guard left == right else { return left < right }
            return (lhs.severity, lhs.count) < (rhs.severity, rhs.count)
        }

        /// `path` relative to the package root `root` (unchanged when it lies elsewhere).
        static func relative(_ path: String, to root: String) -> String {
            guard !root.isEmpty, root != ".", root != "./" else { return path }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }

    /// The accepted findings, sorted, each kind once per file with its count.
    public var entries: [Entry]

    /// A baseline of every finding of `report`, errors and warnings alike.
    public init(report: ValidationReport) {
        self.init(entries: report.diagnostics.map { Entry($0, root: report.graph.root) })
    }

    /// A baseline of these entries; entries for the same finding and file are added up.
    public init(entries: [Entry]) {
        var counts: [Entry: Int] = [:]
        for entry in entries { counts[entry.key, default: 0] += entry.count }
        self.entries = counts.map { key, count in
            var entry = key
            entry.count = count
            return entry
        }.sorted()
    }

    /// The report without the occurrences this baseline accepts, with notes for the entries that occur less
    /// often than recorded (so the baseline can be tightened) and one that counts the findings left out.
    ///
    /// When a file has more occurrences of a finding than the baseline counts, the ones beyond the count (the
    /// last by position) are reported: they are new.
    ///
    /// - Parameters:
    ///   - report: the full report.
    ///   - path: the baseline file, as named in the notes.
    /// - Returns: the report of new findings.
    public func filter(_ report: ValidationReport, path: String) -> ValidationReport {
        var allowed: [Entry: Int] = [:]
        for entry in entries { allowed[entry.key] = entry.count }
        var seen: [Entry: Int] = [:]
        var filtered = report
        filtered.diagnostics = report.diagnostics.sorted().filter { diagnostic in
            let key = Entry(diagnostic, root: report.graph.root).key
            seen[key, default: 0] += 1
            return seen[key, default: 0] > allowed[key, default: 0]
        }
        let hidden = report.diagnostics.count - filtered.diagnostics.count
        if hidden > 0 {
            filtered.notes.append(
                "\(counted(hidden, "finding")) accepted by the baseline \(path) not shown")
        }
        for entry in entries {
            let occurring = seen[entry.key, default: 0]
            if occurring == 0 {
                filtered.notes.append(
                    "the baseline entry \(entry) no longer occurs; record the baseline again with "
                        + "--write-baseline \(path)")
            } else if occurring < entry.count {
                filtered.notes.append(
                    "the baseline entry \(entry) occurs \(occurring) of the \(entry.count) times recorded; record the "
                        + "baseline again with --write-baseline \(path) so the fixed ones cannot come back")
            }
        }
        return filtered
    }

    /// The baseline as pretty-printed JSON text, ending with a newline.
    public var encoded: String {
        JSONReporter.encode(File(version: Baseline.version, findings: entries))
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
    /// - Throws: ``ModuleRulesError`` when the file is missing, is not a baseline, or has another version.
    public static func load(path: String) throws -> Baseline {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot read the baseline; record one with `switchyard check --write-baseline \(path)`")
        }
        let record = "record it again with `switchyard check --write-baseline \(path)`"
        do {
            let version = try JSONDecoder().decode(VersionOnly.self, from: Data(bytes)).version
            if version == 1 {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: "1",
                    message: "baseline version 1 counts findings per module pair, not per file, so it cannot tell new "
                        + "occurrences from old ones; \(record)")
            }
            guard version == Baseline.version else {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: "\(version)",
                    message: "baseline version \(version) is not supported (this switchyard reads version "
                        + "\(Baseline.version)); \(record)")
            }
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            if let entry = file.findings.first(where: { $0.count < 1 }) {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: "\(entry.count)",
                    message: "the entry \(entry) has the count \(entry.count); a count is 1 or more, so \(record)")
            }
            return Baseline(entries: file.findings)
        } catch let error as ModuleRulesError {
            throw error
        } catch {
            throw ModuleRulesError(
                .malformedFile, file: path,
                message: "is not a switchyard baseline (\(JSONProblem.describe(error, in: Data(bytes)))); \(record)")
        }
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }
}
