import Foundation
import ModuleRules
import Testing

/// Patterns in `module-rules.json`: invalid ones are rejected with the input named, and those that match
/// nothing are reported where they are written.
@Suite struct ConfigurationPatternTests {
    @Test(arguments: [
        (
            #"{ "types": { "UI": { "match": "[A-Z*UI" } } }"#, "[A-Z*UI", "types.UI.match",
            "'[' (character classes) is not supported"
        ),
        (#"{ "types": { "UI": { "match": ["*UI", ""] } } }"#, "", "types.UI.match", "it is empty"),
        (
            #"{ "types": { "UI": { "match": "{A,B}UI" } } }"#, "{A,B}UI", "types.UI.match",
            "'{' (alternatives) is not supported; list each pattern separately"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "ignore": ["Bench marks"] }"#, "Bench marks", "ignore",
            "' ' cannot appear in a module name"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [{ "from": "A/B", "to": "CUI", "reason": "r" }] }"#,
            "A/B", "exceptions[0].from", "'/' cannot appear in a module name"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "modules": { "Cart.UI": "UI" } }"#, "Cart.UI", "modules",
            "'.' cannot appear in a module name"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [{ "from": "AUI", "to": "BUI", "reason": "r" }, "#
                + #"{ "from": "AUI", "to": "C UI", "reason": "r" }] }"#,
            "C UI", "exceptions[1].to", "' ' cannot appear in a module name"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "modules": { "Cart.UI": "UI" }, "ignore": ["Bench marks"] }"#,
            "Bench marks", "ignore", "' ' cannot appear in a module name"
        ),
        (
            #"{ "types": { "UI": { "match": "UI]" } } }"#, "UI]", "types.UI.match",
            "']' (character classes) is not supported"
        ),
        (
            #"{ "types": { "UI": { "match": "UI}" } } }"#, "UI}", "types.UI.match",
            "'}' (alternatives) is not supported; list each pattern separately"
        ),
    ])
    func rejectsAnInvalidPatternNamingIt(json: String, pattern: String, keyPath: String, problem: String) {
        #expect(throws: ModuleRulesError.self) { try RulesConfiguration.decode(Data(json.utf8), path: "rules.json") }
        do {
            _ = try RulesConfiguration.decode(Data(json.utf8), path: "rules.json")
        } catch let error as ModuleRulesError {
            #expect(error.code == .invalidConfiguration)
            #expect(error.value == pattern)
            #expect(
                error.description
                    == "rules.json: '\(keyPath)' has the pattern \"\(pattern)\", which is not valid: \(problem); a "
                    + "pattern is a module name in which '*' matches any run of characters and '?' one character, "
                    + "e.g. \"*UI\"")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func targetNamesWithHyphensArePatterns() throws {
        let json = #"{ "types": { "Tool": { "match": ["route-table-generator", "*-tool"] } } }"#
        _ = try RulesConfiguration.decode(Data(json.utf8), path: "rules.json")
    }

    @Test func typesModulesEntriesAndIgnorePatternsThatMatchNothingAreReportedWhereTheyAreWritten() throws {
        let json = """
            {
              "types": {
                "Logic": { "match": "*Logic" },
                "Widget": { "match": ["*Widget", "Gadget?"] }
              },
              "modules": { "LegacyKit": "Logic", "CartLogic": "Logic" },
              "ignore": ["*Benchmarks", "CartLogic"]
            }
            """
        let path = try SourceScannerTests.makeTree(["module-rules.json": json]) + "/module-rules.json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesConfiguration.load(path: path)
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [Module(name: "CartLogic"), Module(name: "PricingLogic")])
        let diagnostics = Validator(configuration: rules).validate(graph, sources: []).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "\(path):4:5: warning: [unmatched-pattern] no module has type 'Widget' (match '*Widget', 'Gadget?'); "
                    + "fix its 'match' patterns or remove the type from \(path)",
                "\(path):6:16: warning: [unmatched-pattern] \"modules\" assigns a type to 'LegacyKit', but no module "
                    + "has that name; correct the name or remove the entry from \(path)",
                "\(path):7:14: warning: [unmatched-pattern] the ignore pattern '*Benchmarks' matches no module; "
                    + "correct it or remove it from \(path)",
            ])
    }

    /// A `modules` entry is located in the `modules` section even when a type of the same name comes first.
    @Test func aModulesEntryIsLocatedInItsSectionNotAtATypeOfTheSameName() throws {
        let json = """
            {
              "types": {
                "Logic": { "match": "*Logic" },
                "LegacyKit": { "match": "*Kit" }
              },
              "modules": { "LegacyKit": "Logic" }
            }
            """
        let path = try SourceScannerTests.makeTree(["module-rules.json": json]) + "/module-rules.json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesConfiguration.load(path: path)
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift", modules: [Module(name: "CartLogic"), Module(name: "PaymentsKit")])
        let diagnostics = Validator(configuration: rules).validate(graph, sources: []).diagnostics
        #expect(diagnostics.map(\.location.description) == ["\(path):6:16"])
    }

    /// SwiftPM target names may hold '-' and '_', and patterns may use both wildcards anywhere.
    @Test func hyphensUnderscoresAndBothWildcardsAreValid() throws {
        let json = #"{ "types": { "Tool": { "match": ["route-table-*", "_Private?", "?*"] } } }"#
        let rules = try RulesConfiguration.decode(Data(json.utf8), path: "rules.json")
        #expect(rules.types.map(\.match) == [["route-table-*", "_Private?", "?*"]])
    }
}
