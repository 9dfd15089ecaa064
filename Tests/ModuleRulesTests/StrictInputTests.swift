import Foundation
import Testing

@testable import ModuleRules

/// Configuration and graph files are read strictly, with the line and column of each problem; dates must
/// exist; a missing package folder is named as such; symbolic link loops are walked once.
@Suite struct StrictInputTests {
    static let type = #""Logic": { "match": "*Logic" }"#

    @Test(arguments: [
        (
            "{ \"types\": { \(type) },\n  \"types\": { \(type) } }",
            "module-rules.json: line 2, column 3: the key 'types' appears twice in one object; keep one of them"
        ),
        (
            "{ \"types\": { \(type), } }",
            "module-rules.json: line 1, column 46: a trailing comma before '}'; remove the comma after the last member"
        ),
        (
            "{ \"types\": { \(type) }, \"ignore\": [\"A\",\n] }",
            "module-rules.json: line 2, column 1: a trailing comma before ']'; remove the comma after the last element"
        ),
        (
            "{\n  // comment\n  \"types\": {} }",
            "module-rules.json: line 2, column 3: expected a key in double quotes, found '/' (JSON has no comments)"
        ),
        (
            "{ \"types\": { \(type) } } }",
            "module-rules.json: line 1, column 49: unexpected '}' after the end of the document"
        ),
        (
            "{ \"types\": { \(type) }, \"exceptions\": [ { \"from\": \"A\", \"to\": \"B\", \"reason\": \"r\", "
                + "\"expires\": \"2026-02-31\" } ] }",
            "module-rules.json: 'exceptions[0].expires' is '2026-02-31', which is not a date; write it as "
                + "YYYY-MM-DD, e.g. \"2027-03-01\""
        ),
    ])
    func malformedRulesAreRefusedWithTheirPosition(json: String, message: String) throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try RulesConfiguration.decode(Data(json.utf8), path: "module-rules.json")
        }
        #expect(error.description == message)
    }

    @Test(arguments: [
        ("2026-02-31", false), ("2027-02-29", false), ("2028-02-29", true), ("2100-02-29", false),
        ("2000-02-29", true), ("2026-04-31", false), ("2026-12-31", true), ("2026-13-01", false),
    ])
    func onlyDaysTheCalendarHasAreDates(text: String, valid: Bool) {
        #expect((RuleDate(text) != nil) == valid)
    }

    @Test func validJSONParsesLikeFoundationDoes() throws {
        let text = #"{ "a": [1, -2.5e3, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {} }"#
        let value = try StrictJSONParser.parse(Data(text.utf8))
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value == expected)
    }

    @Test func aMissingPackageFolderIsNamedAsSuch() throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try ModuleRulesCheck.run(CheckOptions(packagePath: "/nonexistent/package"))
        }
        #expect(
            error.description
                == "/nonexistent/package: the package folder does not exist; pass the package root with --package-path")
    }

    @Test func aSymbolicLinkLoopIsWalkedOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walker-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        for name in ["A.swift", "B.swift", "Inner/C.swift"] {
            try Data("import Foundation\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        try manager.createSymbolicLink(atPath: folder.path + "/Inner/Loop", withDestinationPath: folder.path)
        var paths: [String] = []
        let revisits = SwiftFileWalker.forEachFile(in: folder.path, excluding: []) { _, _, path in paths.append(path) }
        #expect(paths == ["A.swift", "B.swift", "Inner/C.swift"].map { folder.path + "/" + $0 })
        #expect(revisits == 1)
        let graph = ModuleGraph(
            root: folder.path, manifestPath: "Package.swift", modules: [Module(name: "Looped", sourcePath: ".")])
        let sources = SourceScanner(threadCount: 1).scan(graph)
        #expect(sources.map(\.fileCount) == [3])
        let rules = try RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"])])
        #expect(
            Validator(configuration: rules).validate(graph, sources: sources).notes == [
                "1 folder was reached again through symbolic links (a link loop or a second link to one folder) in "
                    + "Looped; each was scanned once"
            ])
    }
}
