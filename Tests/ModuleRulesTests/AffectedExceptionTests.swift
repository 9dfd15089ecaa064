import Foundation
import Testing

@testable import ModuleRules

/// `--affected`: exceptions of modules that were not scanned are neither unused nor expired, since
/// the check cannot tell; every other finding of a scanned module is still reported.
@Suite(.timeLimit(.minutes(1))) struct AffectedExceptionTests {
    static let rules = """
        {
          "types": {
            "Logic": { "match": "*Logic", "mayDependOn": ["Logic"], "mayNotImport": ["UIKit", "SwiftUI"] },
            "Service": { "match": "*Service", "mayDependOn": ["Service", "Logic"], "mayNotImport": ["UIKit", "SwiftUI"] },
            "UI": { "match": "*UI", "mayDependOn": ["UI", "Logic"] },
            "Flow": { "match": "*Flow", "mayDependOn": ["Flow", "UI", "Logic", "Service"] },
            "App": { "match": "*App", "mayDependOn": ["*"] }
          },
          "exceptions": [
            { "from": "ShopService", "to": "SwiftUI", "reason": "the old catalog", "expires": "2020-01-01" },
            { "from": "ShopService", "to": "UIKit", "reason": "the old prices", "expires": "2020-01-01" },
            { "from": "ShopLogic", "to": "UIKit", "reason": "nothing imports it any more" }
          ]
        }

        """

    /// Runs git in `folder`; fails the test when git fails.
    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func exceptionsOfModulesThatWereNotScannedAreNotReported() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("affected-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("Fixtures/Clean"), to: folder)
        let package = folder.path
        try Data(Self.rules.utf8).write(to: folder.appendingPathComponent("module-rules.json"))
        try Self.append("import SwiftUI\n", to: package + "/Sources/ShopService/Catalog.swift")
        try Self.git(["init", "-q"], in: package)
        try Self.git(["add", "-A"], in: package)
        try Self.git(["commit", "-q", "-m", "fixture"], in: package)
        var options = CheckOptions(
            packagePath: package, graphSource: .manifestJSON(package + "/manifest.json"),
            today: try #require(RuleDate("2026-11-26")))

        /// The findings as `file:line rule`, the package folder left out.
        func findings(_ report: ValidationReport) -> [String] {
            report.diagnostics.map { diagnostic in
                let file = diagnostic.location.path.replacingOccurrences(of: package + "/", with: "")
                return "\(file):\(diagnostic.location.line) \(diagnostic.rule.rawValue)"
            }
        }

        let full = try ModuleRulesCheck.run(options)
        #expect(
            findings(full) == [
                "Sources/ShopService/Catalog.swift:3 expired-exception", "module-rules.json:11 expired-exception",
                "module-rules.json:12 unused-exception",
            ])
        #expect(full.notes.isEmpty)

        // A change in ShopUI alone: no exception can be judged, so none is reported.
        try Self.append("// a comment\n", to: package + "/Sources/ShopUI/ItemView.swift")
        options.affectedSince = "HEAD"
        let onlyUI = try ModuleRulesCheck.run(options)
        #expect(findings(onlyUI).isEmpty)
        #expect(onlyUI.notes == ["checked 1 of 5 modules affected since HEAD (1 changed file)"])

        // A change in ShopService too: its forbidden import under an expired exception is an error again, but
        // its expired exception that matches nothing is left out like every exception at the rules file.
        try Self.append("// a comment\n", to: package + "/Sources/ShopService/Catalog.swift")
        let withService = try ModuleRulesCheck.run(options)
        #expect(findings(withService) == ["Sources/ShopService/Catalog.swift:3 expired-exception"])
        #expect(withService.notes == ["checked 2 of 5 modules affected since HEAD (2 changed files)"])
    }
}
