import Foundation
import Testing

@testable import ModuleRules

/// The shipped `module-rules.schema.json` is the schema the reader checks, every rules file of the
/// repository passes it, and what only the schema catches is refused with the key path.
@Suite struct RulesSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theShippedFileIsTheSchemaTheReaderUses() throws {
        let shipped = try String(
            contentsOf: Self.root.appendingPathComponent("module-rules.schema.json"), encoding: .utf8)
        #expect(shipped == RulesSchema.text)
    }

    @Test(arguments: [
        "module-rules.json", "Tests/Fixtures/Clean/module-rules.json", "Tests/Fixtures/Violations/module-rules.json",
        "Tests/Fixtures/Layout/module-rules.json", "Tests/Fixtures/Bazel/module-rules.json",
        "Tests/Fixtures/Tuist/module-rules.json",
    ])
    func everyRulesFileOfTheRepositoryPassesTheSchema(path: String) throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
        #expect(RulesSchema.problems(in: try JSONValue.parse(data, file: path)) == [])
        _ = try RulesConfiguration.decode(data, path: path)
    }

    /// The schema's problems with `document`, each as `keyPath: message`.
    static func problems(_ document: String) throws -> [String] {
        RulesSchema.problems(in: try JSONValue.parse(Data(document.utf8), file: "r.json")).map {
            "\($0.keyPath): \($0.message)"
        }
    }

    @Test func theSchemaNamesEachProblemByKeyPath() throws {
        let document = #"""
            { "types": { "UI": { "match": [], "plugin": "yes" } }, "branches": "some",
              "exceptions": [ { "from": "A", "to": "B", "reason": "", "expires": "soon" } ] }
            """#
        #expect(
            try Self.problems(document) == [
                #"branches: must be one of "all", "buildable", "host""#,
                "exceptions[0].expires: must match ^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                "exceptions[0].reason: must not be empty",
                "types.UI.plugin: must be a boolean, found a string",
            ])
    }

    @Test func whatOnlyTheSchemaCatchesIsRefused() throws {
        let json = #"{ "types": { "Logic": { "match": "*Logic" } }, "description": 5 }"#
        let error = try #require(throws: ModuleRulesError.self) {
            try RulesConfiguration.decode(Data(json.utf8), path: "r.json")
        }
        #expect(
            error.description
                == "r.json: 'description' must be a string, found a number (module-rules.schema.json); fix the value")
    }
}
