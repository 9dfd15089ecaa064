import Foundation
import Testing

@testable import ModuleRules

/// What a hand-edited `module-rules.json` with a value of the wrong shape is told, key path first, and where a
/// finding about the file points when its keys are written with blanks before the colon.
@Suite struct RulesFileShapeTests {
    static let type = #""Logic": { "match": "*Logic" }"#

    @Test(arguments: [
        (#""modules": [ "CartLogic" ]"#, "r.json: 'modules' must be an object, found an array"),
        (#""modules": { "CartKit": 5 }"#, "r.json: 'modules.CartKit' must be a type name, found a number"),
        (#""exceptions": { "from": "A" }"#, "r.json: 'exceptions' must be an array, found an object"),
        (
            #""exceptions": [ "A -> B" ]"#,
            "r.json: 'exceptions[0]' must be an object, found a string; write it as { … }"
        ),
        (
            #""exceptions": [ { "from": "A", "reason": "r" } ]"#,
            "r.json: 'exceptions[0]' needs both 'from' and 'to'; name the depending module and what it depends on"
        ),
        (
            #""exceptions": [ { "to": "B", "reason": "r" } ]"#,
            "r.json: 'exceptions[0]' needs both 'from' and 'to'; name the depending module and what it depends on"
        ),
        (#""conditionalImports": 5"#, "r.json: 'conditionalImports' must be a string, found a number"),
        (#""branches": true"#, "r.json: 'branches' must be a string, found true or false"),
        (
            #""ignore": [ "Generated", true ]"#,
            "r.json: 'ignore' must be an array of strings, found true or false"
        ),
    ])
    func aValueOfTheWrongShapeIsNamedByItsKeyPath(member: String, message: String) throws {
        let json = "{ \"types\": { \(Self.type) }, \(member) }"
        let error = try #require(throws: ModuleRulesError.self) {
            try RulesConfiguration.decode(Data(json.utf8), path: "r.json")
        }
        #expect(error.description == message)
    }

    @Test(arguments: [
        (#""plugin": "yes""#, "r.json: 'types.UI.plugin' must be true or false, found a string"),
        (#""color": 5"#, "r.json: 'types.UI.color' must be a string, found a number"),
    ])
    func aTypesFlagsAreReadByTheirKind(member: String, message: String) throws {
        let json = "{ \"types\": { \"UI\": { \"match\": \"*UI\", \(member) } } }"
        let error = try #require(throws: ModuleRulesError.self) {
            try RulesConfiguration.decode(Data(json.utf8), path: "r.json")
        }
        #expect(error.description == message)
    }

    @Test func anEditorCheckingAgainstTheSchemaIsToldAboutEmptyTypesAndUnknownKeys() throws {
        let document = #"{ "types": {}, "colour": "red", "modules": [], "exceptions": 5 }"#
        #expect(
            try RulesSchemaTests.problems(document) == [
                "colour: is not a key the schema allows here",
                "exceptions: must be an array, found a number",
                "modules: must be an object, found an array",
                "types: must have at least 1 key",
            ])
    }

    @Test func theSchemaNamesMissingKeysValuesOfNoFormAndMapsOfTheWrongKind() throws {
        let document = #"""
            { "modules": { "A": 5 }, "ignore": 7, "types": { "UI": { "mayDependOn": ["", "UI"], "colour": "red" } },
              "exceptions": [ { "from": "A" } ], "conditionalImports": 3 }
            """#
        #expect(
            try RulesSchemaTests.problems(document) == [
                #"conditionalImports: must be one of "error", "warning", "ignore""#,
                "exceptions[0]: needs the key 'to'",
                "exceptions[0]: needs the key 'reason'",
                "ignore: must match exactly one of 2 forms, matches 0",
                "modules.A: must be a string, found a number",
                "types.UI: needs the key 'match'",
                "types.UI.colour: is not a key the schema allows here",
                "types.UI.mayDependOn: must match exactly one of 2 forms, matches 0",
            ])
    }

    @Test func aTypeMatchingNoModulePointsAtItsKeyWhenBlanksComeBeforeTheColon() throws {
        let text =
            "{\n  \"description\": \"Logic\",\n  \"types\" :\t{\n    \"Logic\" : { \"match\" : \"Old*\" }\n  }\n}\n"
        let path = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(filePath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesConfiguration(types: [ModuleType(name: "Logic", match: ["Old*"])], path: path)
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [Module(name: "CartUI")])
        let report = Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
        #expect(
            report.diagnostics.filter { $0.rule == .unmatchedPattern }.map(\.location.description) == ["\(path):4:5"])
    }
}
