import Foundation
import Testing

/// `--affected <rev>` checks only the modules a change since the revision can affect.
@Suite(.timeLimit(.minutes(1))) struct AffectedTests {
    /// Runs git in `folder`, failing the test with git's output when it fails.
    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Appends `text` to the file at `path`.
    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// A copy of the clean fixture in a new temporary folder, with `rules` as its rules file when given and
    /// ShopService importing SwiftUI, committed to a new git repository; remove the folder after the test.
    static func committedFixture(rules: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("affected-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent(Fixture.clean), to: folder)
        if let rules { try Data(rules.utf8).write(to: folder.appendingPathComponent("module-rules.json")) }
        try append("import SwiftUI\n", to: folder.path + "/Sources/ShopService/Catalog.swift")
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "fixture"]] {
            try git(arguments, in: folder.path)
        }
        return folder
    }

    @Test func onlyChangedModulesAndTheDependentsOfChangedInterfacesAreChecked() async throws {
        // A violation already on the branch: ShopService imports SwiftUI.
        let folder = try Self.committedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.path
        let arguments = ["check", "--package-path", package, "--manifest-json", package + "/manifest.json"]

        let full = try await CommandRunner.run(arguments)
        #expect(full.status == 1)

        // A body-only change in ShopUI: ShopUI alone is checked, and the old violation is not reported.
        try Self.append("// a comment\n", to: package + "/Sources/ShopUI/ItemView.swift")
        let bodyOnly = try await CommandRunner.run(arguments + ["--affected", "HEAD"])
        #expect(bodyOnly.status == 0)
        #expect(bodyOnly.standardError == "note: checked 1 of 5 modules affected since HEAD (1 changed file)\n")

        // A new public declaration in ShopLogic: its dependents are checked too, ShopService's import with them.
        try Self.append("public struct Price {}\n", to: package + "/Sources/ShopLogic/Item.swift")
        let interface = try await CommandRunner.run(arguments + ["--affected", "HEAD"])
        #expect(interface.status == 1)
        #expect(interface.standardError.contains("[forbidden-import] 'ShopService' (Service) may not import 'SwiftUI'"))
        #expect(
            interface.standardError.hasSuffix("note: checked 4 of 5 modules affected since HEAD (2 changed files)\n"))

        let unknown = try await CommandRunner.run(arguments + ["--affected", "no-such-revision"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("git cannot compare with 'no-such-revision'"))
    }
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

    /// `--affected` leaves out exceptions of modules that were not scanned (the check cannot tell whether they
    /// are unused or expired) and still reports every other finding of a scanned module.
    @Test func exceptionsOfModulesThatWereNotScannedAreNotReported() async throws {
        let folder = try Self.committedFixture(rules: Self.rules)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.path
        let arguments = ["check", "--package-path", package, "--manifest-json", package + "/manifest.json"]

        let full = try await CommandRunner.run(arguments)
        let expired =
            "\(package)/Sources/ShopService/Catalog.swift:3:1: error: [expired-exception] the exception \"the old catalog\" expired on 2020-01-01, so this forbidden-import is an error again: 'ShopService' (Service) may not import 'SwiftUI'; move the code that needs it to a module whose type allows it\n"
        #expect(full.status == 1)
        #expect(
            full.standardError == expired
                + "\(package)/module-rules.json:11:7: warning: [expired-exception] the exception 'ShopService' -> 'UIKit' expired on 2020-01-01 and matches no violation any more; remove it from \(package)/module-rules.json\n"
                + "\(package)/module-rules.json:12:7: warning: [unused-exception] the exception 'ShopLogic' -> 'UIKit' matches no violation; remove it from \(package)/module-rules.json\n"
        )

        // A change in ShopUI alone: no exception can be judged, so none is reported.
        try Self.append("// a comment\n", to: package + "/Sources/ShopUI/ItemView.swift")
        let onlyUI = try await CommandRunner.run(arguments + ["--affected", "HEAD"])
        #expect(onlyUI.status == 0)
        #expect(onlyUI.standardError == "note: checked 1 of 5 modules affected since HEAD (1 changed file)\n")

        // A change in ShopService too: its forbidden import under an expired exception is an error again, but
        // its expired exception that matches nothing is left out like every exception at the rules file.
        try Self.append("// a comment\n", to: package + "/Sources/ShopService/Catalog.swift")
        let withService = try await CommandRunner.run(arguments + ["--affected", "HEAD"])
        #expect(withService.status == 1)
        #expect(
            withService.standardError == expired
                + "note: checked 2 of 5 modules affected since HEAD (2 changed files)\n")
    }
}
