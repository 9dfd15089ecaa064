#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders a report as one JSON document with a summary and every diagnostic.
enum JSONReporter {
    struct Document: Encodable {
        var version = 1
        var summary: Summary
        var modules: [ModuleEntry]
        var diagnostics: [Entry]
        var notes: [String]
    }

    struct Summary: Encodable {
        var modules: Int
        var files: Int
        var imports: Int
        var errors: Int
        var warnings: Int
    }

    struct ModuleEntry: Encodable {
        var name: String
        var type: String?
    }

    struct Entry: Encodable {
        var rule: String
        var severity: String
        var path: String
        var line: Int
        var column: Int
        var message: String
        var from: String?
        var to: String?
    }

    static func render(_ report: ValidationReport) -> String {
        let document = Document(
            summary: Summary(
                modules: report.graph.modules.count, files: report.fileCount, imports: report.importCount,
                errors: report.errorCount, warnings: report.warningCount),
            modules: report.graph.modules.map { ModuleEntry(name: $0.name, type: report.moduleTypes[$0.name]) },
            diagnostics: report.diagnostics.map {
                Entry(
                    rule: $0.rule.rawValue, severity: $0.severity.rawValue, path: $0.location.path,
                    line: $0.location.line,
                    column: $0.location.column, message: $0.message, from: $0.from, to: $0.to)
            }, notes: report.notes)
        return encode(document)
    }

    /// Pretty-printed, key-sorted JSON with a trailing newline.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
