#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders a report as a SARIF 2.1.0 log, the format GitHub code scanning and other dashboards import.
///
/// Files under the package root are percent-encoded URIs relative to the `PACKAGEROOT` base, which the log
/// maps to the root's absolute `file:` URI; files elsewhere are absolute `file:` URIs. Columns are counted
/// in Unicode code points (`columnKind`), converted from the validator's UTF-8 byte columns.
enum SARIFReporter {
    static let rootBase = "PACKAGEROOT"

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: BaseURI]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct BaseURI: Encodable {
        var uri: String
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Text
        var locations: [Location]?
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "switchyard"
        var informationUri = "https://github.com/switchyard/switchyard#module-rules"
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
    }

    struct Text: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: Artifact
        var region: Region?
    }

    struct Artifact: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func render(_ report: ValidationReport) -> String {
        let artifacts = ArtifactLocator(packagePath: report.graph.root)
        var columns = CodePointColumns()
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.rule.rawValue, ruleIndex: RuleID.all.firstIndex(of: diagnostic.rule) ?? 0,
                level: diagnostic.severity.rawValue, message: Text(text: diagnostic.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: artifacts.artifact(for: diagnostic.location.path),
                            region: Region(
                                startLine: diagnostic.location.line,
                                startColumn: columns.column(of: diagnostic.location)
                            )))
                ])
        }
        let notes = report.notes.map { Notification(level: "note", message: Text(text: $0), locations: nil) }
        return log(
            artifacts, results: results,
            invocation: Invocation(executionSuccessful: true, toolExecutionNotifications: notes))
    }

    /// A log with no results whose invocation failed with `error`, located at the file at fault.
    static func render(_ error: ModuleRulesError, packagePath: String) -> String {
        let artifacts = ArtifactLocator(packagePath: packagePath)
        let location = Location(
            physicalLocation: PhysicalLocation(artifactLocation: artifacts.artifact(for: error.file), region: nil))
        let notification = Notification(
            level: "error", message: Text(text: "[\(error.code)] \(error.description)"), locations: [location])
        return log(
            artifacts, results: [],
            invocation: Invocation(executionSuccessful: false, toolExecutionNotifications: [notification]))
    }

    private static func log(_ artifacts: ArtifactLocator, results: [Result], invocation: Invocation) -> String {
        let rules = RuleID.all.map { Rule(id: $0.rawValue, shortDescription: Text(text: $0.summary)) }
        return JSONReporter.encode(
            Log(runs: [
                Run(
                    tool: Tool(driver: Driver(rules: rules)), invocations: [invocation],
                    originalUriBaseIds: [rootBase: BaseURI(uri: artifacts.rootURI)], results: results)
            ]))
    }
}

extension ModuleRulesError {
    /// A SARIF 2.1.0 log that reports this error as a failed invocation, so CI that uploads SARIF sees a
    /// broken configuration too.
    ///
    /// - Parameter packagePath: the package root file paths are made relative to.
    /// - Returns: the log, ending with a newline.
    public func renderedAsSARIF(packagePath: String) -> String {
        SARIFReporter.render(self, packagePath: packagePath)
    }
}
