/// Renders a report as a SARIF 2.1.0 log, the format GitHub code scanning and other dashboards import.
enum SARIFReporter {
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
        var results: [Result]
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
        var region: Region
    }

    struct Artifact: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func render(_ report: ValidationReport) -> String {
        let rules = RuleID.all.map { Rule(id: $0.rawValue, shortDescription: Text(text: $0.summary)) }
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.rule.rawValue, ruleIndex: RuleID.all.firstIndex(of: diagnostic.rule) ?? 0,
                level: diagnostic.severity.rawValue, message: Text(text: diagnostic.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: Artifact(uri: diagnostic.location.path),
                            region: Region(startLine: diagnostic.location.line, startColumn: diagnostic.location.column)
                        ))
                ])
        }
        return JSONReporter.encode(Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
    }
}
