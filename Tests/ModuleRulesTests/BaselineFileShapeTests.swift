import Foundation
import Testing

@testable import ModuleRules

/// What `--baseline FILE` says about a file a person edited by hand or never recorded: a missing file, and
/// a value of the wrong kind named by its key path, each with how to record the baseline again.
@Suite struct BaselineFileShapeTests {
    static let record = "record it again with `switchyard check --write-baseline b.json`"

    static func refusal(_ text: String) throws -> ModuleRulesError {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID().uuidString).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: ModuleRulesError.self) { try Baseline.load(path: path) }
        #expect(error.code == .malformedFile)
        #expect(error.file == path)
        return ModuleRulesError(error.code, file: "b.json", message: error.message.replacing(path, with: "b.json"))
    }

    @Test func aMissingBaselineSaysHowToRecordOne() throws {
        let path = "/nonexistent-\(UUID().uuidString)/b.json"
        let error = try #require(throws: ModuleRulesError.self) { try Baseline.load(path: path) }
        #expect(error.code == .unreadableFile)
        #expect(error.file == path)
        #expect(
            error.message == "cannot read the baseline; record one with `switchyard check --write-baseline \(path)`")
    }

    @Test(arguments: [
        (#"{ "version": "2", "findings": [] }"#, "expected a number at 'version'"),
        (#"{ "version": 2, "findings": {} }"#, "expected an array at 'findings'"),
        (#"{ "version": 2, "findings": [ 5 ] }"#, "expected an object at 'findings.[0]'"),
        (
            #"{ "version": 2, "findings": [ { "rule": 5, "severity": "error", "file": "a.swift", "count": 1 } ] }"#,
            "expected a string at 'findings.[0].rule'"
        ),
        (
            #"{ "version": 2, "findings": [ { "rule": null, "severity": "error", "file": "a.swift", "count": 1 } ] }"#,
            "expected a string at 'findings.[0].rule' but found null"
        ),
        (
            #"{ "version": 2, "findings": [ { "rule": "r", "severity": "error", "file": "a.swift", "count": "1" } ] }"#,
            "expected a number at 'findings.[0].count'"
        ),
        (
            #"{ "version": 2, "findings": [ ] "#,
            "line 1, column 33: the document ends inside an object; close it with '}'"
        ),
    ])
    func aValueOfTheWrongKindIsNamedByItsKeyPath(text: String, problem: String) throws {
        let message = try Self.refusal(text).message
        #expect(message == "is not a switchyard baseline (\(problem)); \(Self.record)")
    }
}
