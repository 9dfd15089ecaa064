import Foundation
import ModuleRules
import Testing

/// SARIF locations: percent-encoded URIs relative to the package root, code point columns, and a log for
/// input errors too.
@Suite struct SARIFLocationTests {
    static func run(of sarif: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test func pathsArePercentEncodedRelativeToTheRootAndColumnsCountCodePoints() throws {
        let root = try SourceScannerTests.makeTree([
            "Sources/Concurrency Primitives/Ünïcode.swift": "/* é */ import X\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Sources/Concurrency Primitives/Ünïcode.swift"
        let diagnostics = [
            Diagnostic(rule: .forbiddenImport, location: FileLocation(path: file, line: 1, column: 10), message: "m"),
            Diagnostic(
                rule: .unusedException, severity: .warning, location: FileLocation(path: "/etc/rules file.json"),
                message: "w"),
        ]
        let report = ValidationReport(
            graph: ModuleGraph(root: root, manifestPath: root + "/Package.swift", modules: []), moduleTypes: [:],
            diagnostics: diagnostics, fileCount: 1, importCount: 1, notes: ["a note"])
        let run = try Self.run(of: report.rendered(as: .sarif).standardOutput)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["PACKAGEROOT"]?["uri"] == "file://" + root + "/")
        let results = try #require(run["results"] as? [[String: Any]])
        let locations = results.compactMap {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        #expect(
            locations.map { $0["artifactLocation"] as? [String: String] } == [
                ["uri": "Sources/Concurrency%20Primitives/%C3%9Cn%C3%AFcode.swift", "uriBaseId": "PACKAGEROOT"],
                ["uri": "file:///etc/rules%20file.json"],
            ])
        #expect((locations[0]["region"] as? [String: Int]) == ["startLine": 1, "startColumn": 9])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.map { ($0["message"] as? [String: String])?["text"] } == ["a note"])
    }

    @Test func anInputErrorIsAFailedInvocationAtTheFileAtFault() throws {
        let error = ModuleRulesError(.malformedFile, file: "pkg/module-rules.json", message: "not valid JSON")
        let run = try Self.run(of: error.renderedAsSARIF(packagePath: "pkg"))
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect(
            (notification["message"] as? [String: String])?["text"]
                == "[malformed-file] pkg/module-rules.json: not valid JSON")
        let location = (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect(
            (location?["artifactLocation"] as? [String: String])
                == ["uri": "module-rules.json", "uriBaseId": "PACKAGEROOT"])
    }

    static func artifacts(root: String, paths: [String]) throws -> (base: String?, uris: [[String: String]?]) {
        let diagnostics = paths.map {
            Diagnostic(rule: .forbiddenImport, location: FileLocation(path: $0, line: 3, column: 7), message: "m")
        }
        let report = ValidationReport(
            graph: ModuleGraph(root: root, manifestPath: root + "/Package.swift", modules: []), moduleTypes: [:],
            diagnostics: diagnostics, fileCount: 1, importCount: 1)
        let run = try Self.run(of: report.rendered(as: .sarif).standardOutput)
        let bases = run["originalUriBaseIds"] as? [String: [String: String]]
        let locations = (run["results"] as? [[String: Any]] ?? []).compactMap {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        // A file that cannot be read keeps its byte column.
        #expect(locations.allSatisfy { ($0["region"] as? [String: Int]) == ["startLine": 3, "startColumn": 7] })
        return (bases?["PACKAGEROOT"]?["uri"], locations.map { $0["artifactLocation"] as? [String: String] })
    }

    @Test func aPackageAtTheFileSystemRootAndAControlCharacterInAName() throws {
        let (base, uris) = try Self.artifacts(root: "/", paths: ["/nonexistent/A\tB.swift"])
        #expect(base == "file:///")
        #expect(uris == [["uri": "nonexistent/A%09B.swift", "uriBaseId": "PACKAGEROOT"]])
    }

    @Test func relativePathsWithDotSegmentsAreResolvedAgainstTheWorkingFolder() throws {
        let folder = FileManager.default.currentDirectoryPath
        let parent = (folder as NSString).deletingLastPathComponent
        let (base, uris) = try Self.artifacts(
            root: "pkg/./sub/..", paths: ["pkg/x/../Sources/A.swift", "../elsewhere/r.json", "/../../abs.json"])
        #expect(base == "file://" + folder + "/pkg/")
        #expect(
            uris == [
                ["uri": "Sources/A.swift", "uriBaseId": "PACKAGEROOT"],
                ["uri": "file://" + parent + "/elsewhere/r.json"],
                ["uri": "file:///abs.json"],
            ])
    }
}

extension SARIFLocationTests {
    /// Code point columns count the lines of the file as they are, blank ones included; a line past the end of
    /// the file keeps its byte column.
    @Test func columnsCountTheLinesOfTheFileBlankLinesIncluded() throws {
        let root = try SourceScannerTests.makeTree(["Sources/A/A.swift": "\n\n/* é */ import X\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Sources/A/A.swift"
        let diagnostics = [3, 5].map { line in
            Diagnostic(rule: .forbiddenImport, location: FileLocation(path: file, line: line, column: 10), message: "m")
        }
        let report = ValidationReport(
            graph: ModuleGraph(root: root, manifestPath: root + "/Package.swift", modules: []), moduleTypes: [:],
            diagnostics: diagnostics, fileCount: 1, importCount: 1)
        let run = try Self.run(of: report.rendered(as: .sarif).standardOutput)
        let regions = (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int]
        }
        #expect(regions == [["startLine": 3, "startColumn": 9], ["startLine": 5, "startColumn": 10]])
    }
}
