import Foundation
import ModuleRules
import Testing

@Suite struct ReporterTests {
    static let illegal =
        "'CartLogic' (Logic) may not depend on 'CartUI' (UI); Logic may depend on Logic"
    static let unused =
        "'CartLogic' declares a dependency on 'PriceLogic' but never imports it; remove it from the dependencies of "
        + "'CartLogic'"
    static let forbidden =
        "'CartLogic' (Logic) may not import 'UIKit'; move the code that needs it to a module whose type allows it"

    @Test func textPutsDiagnosticsOnStandardErrorAndTheSummaryOnStandardOutput() {
        let output = ReportFixture.report.rendered(as: .text)
        #expect(output.standardOutput == "checked 3 modules (1 file, 2 imports): 2 errors, 1 warning\n")
        #expect(
            output.standardError == """
                Package.swift:2:40: error: [illegal-dependency] \(Self.illegal)
                Package.swift:2:50: warning: [unused-dependency] \(Self.unused)
                Sources/CartLogic/Cart.swift:2:1: error: [forbidden-import] \(Self.forbidden)

                """)
    }

    @Test func githubWritesWorkflowCommandsAndTheSummary() {
        let output = ReportFixture.report.rendered(as: .github)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                ::error file=Package.swift,line=2,col=40,title=illegal-dependency::\(Self.illegal)
                ::warning file=Package.swift,line=2,col=50,title=unused-dependency::\(Self.unused)
                ::error file=Sources/CartLogic/Cart.swift,line=2,col=1,title=forbidden-import::\(Self.forbidden)
                checked 3 modules (1 file, 2 imports): 2 errors, 1 warning

                """)
    }

    @Test func githubEscapesNewlinesPercentSignsAndPropertySeparators() {
        let graph = ModuleGraph(root: ".", manifestPath: "a,b:c.swift", modules: [Module(name: "Odd%\nName")])
        let rules = try! RulesConfiguration(types: [ModuleType(name: "UI", match: ["*UI"])])
        let output = Validator(configuration: rules).validate(graph, sources: []).rendered(as: .github)
        #expect(
            output.standardOutput.hasPrefix(
                "::error file=a%2Cb%3Ac.swift,line=1,col=1,title=unmatched-module::no module type matches 'Odd%25%0AName'"
            ))
    }

    @Test func jsonHasTheSummaryModuleTypesAndDiagnostics() throws {
        let output = ReportFixture.report.rendered(as: .json)
        #expect(output.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect(
            document["summary"] as? [String: Int] == [
                "modules": 3, "files": 1, "imports": 2, "errors": 2, "warnings": 1,
            ])
        #expect(
            document["modules"] as? [[String: String]] == [
                ["name": "CartUI", "type": "UI"], ["name": "CartLogic", "type": "Logic"],
                ["name": "PriceLogic", "type": "Logic"],
            ])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0]["rule"] as? String == "illegal-dependency")
        #expect(diagnostics[0]["severity"] as? String == "error")
        #expect(diagnostics[0]["path"] as? String == "Package.swift")
        #expect(diagnostics[0]["line"] as? Int == 2)
        #expect(diagnostics[0]["column"] as? Int == 40)
        #expect(diagnostics[0]["message"] as? String == Self.illegal)
        #expect(diagnostics[0]["from"] as? String == "CartLogic")
        #expect(diagnostics[0]["to"] as? String == "CartUI")
        #expect(diagnostics[1]["severity"] as? String == "warning")
    }

    @Test func sarifListsEveryRuleAndOneResultPerDiagnostic() throws {
        let output = ReportFixture.report.rendered(as: .sarif)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "switchyard")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == RuleID.all.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["ruleId"] as? String } == [
                "illegal-dependency", "unused-dependency", "forbidden-import",
            ])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "error"])
        #expect(results.compactMap { $0["ruleIndex"] as? Int } == [0, 3, 1])
        let location = try #require(
            (results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: String])
                == ["uri": "Sources/CartLogic/Cart.swift", "uriBaseId": "PACKAGEROOT"])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        #expect((location["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 1])
        #expect((results[2]["message"] as? [String: String])?["text"] == Self.forbidden)
    }
}
