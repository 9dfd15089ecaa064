import Foundation
import Testing

@testable import ModuleRules

/// Which modules `switchyard check --affected HEAD` checks after an edit in a real git repository: the module
/// owning a changed file (the deepest folder when folders nest), the direct dependents of a module whose
/// interface changed or that gained a file, every module after a change to the rules or a manifest, none for a
/// file outside every module; and what the check then reports.
@Suite(.timeLimit(.minutes(1))) struct AffectedModulesTests {
    static let graphJSON = """
        { "version": 1, "manifest": "BUILD",
          "modules": [
            { "name": "CoreLogic", "path": "Sources/CoreLogic" },
            { "name": "DeepLogic", "path": "./Sources/CoreLogic/Deep/" },
            { "name": "CartLogic", "path": "Sources/CartLogic", "dependencies": ["CoreLogic"] },
            { "name": "CartUI", "path": "Sources/CartUI", "dependencies": ["CartLogic", "DeepLogic"] } ] }
        """

    static let files = [
        "module-rules.json": """
        { "types": {
            "Logic": { "match": "*Logic", "mayDependOn": ["Logic"], "mayNotImport": ["UIKit"] },
            "UI": { "match": "*UI", "mayDependOn": ["UI", "Logic"] } } }
        """,
        "graph.json": graphJSON,
        "Sources/CoreLogic/Core.swift": "public struct Core {}\n",
        "Sources/CoreLogic/Deep/Deep.swift": "struct Deep {}\n",
        "Sources/CartLogic/Cart.swift": "import CoreLogic\nimport UIKit\nstruct Cart {}\n",
        "Sources/CartUI/View.swift": "import CartLogic\nimport DeepLogic\nstruct View {}\n",
    ]

    /// A temporary git repository holding `files` (with `changes` written over them), committed; the caller
    /// removes it.
    static func repository(_ changes: [String: String] = [:]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("affected-\(UUID().uuidString)")
        for (path, text) in files.merging(changes, uniquingKeysWith: { $1 }) {
            try write(text, to: folder.path + "/" + path)
        }
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "base"]] {
            let output = try Subprocess.run(
                "git", ["-C", folder.path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments)
            try #require(output.status == 0, "git \(arguments) failed")
        }
        return folder.path
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func affected(after edit: (String) throws -> Void, rulesPath: String? = nil) throws -> AffectedModules {
        let root = try repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try edit(root)
        let graph = try GraphFile.decode(Data(graphJSON.utf8), path: "graph.json", packagePath: root)
        return try AffectedModules.since("HEAD", in: graph, rulesPath: rulesPath.map { root + "/" + $0 })
    }

    @Test func nothingChangedAffectsNothing() throws {
        let affected = try Self.affected { _ in }
        #expect(affected.modules.isEmpty)
        #expect(affected.changedFiles.isEmpty)
    }

    @Test func aBodyChangeAffectsOnlyTheDeepestModuleOwningTheFile() throws {
        let affected = try Self.affected { root in
            try Self.write("struct Deep { let x = 1 }\n", to: root + "/Sources/CoreLogic/Deep/Deep.swift")
        }
        #expect(affected.modules == ["DeepLogic"])
        #expect(affected.changedFiles == ["Sources/CoreLogic/Deep/Deep.swift"])
    }

    /// Tuist targets of one project, and Bazel rules of one package, share a folder and list their files: a
    /// change belongs to the module that lists the file, whichever comes first in the graph.
    @Test func modulesSharingAFolderOwnTheFilesTheyList() throws {
        let root = try Self.repository([
            "graph.json": """
            { "version": 1, "manifest": "BUILD",
              "modules": [
                { "name": "CartLogic", "path": "Cart", "sources": ["Logic"] },
                { "name": "CartUI", "path": "Cart", "sources": ["View.swift", "Styles"] },
                { "name": "ShopApp", "path": "Cart", "sources": [] } ] }
            """,
            "Cart/Logic/Cart.swift": "struct Cart {}\n", "Cart/View.swift": "struct View {}\n",
            "Cart/Styles/Colors.swift": "struct Colors {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = try GraphFile.load(path: root + "/graph.json", packagePath: root)
        try Self.write("struct View { let x = 1 }\n", to: root + "/Cart/View.swift")
        #expect(try AffectedModules.since("HEAD", in: graph).modules == ["CartUI"])
        try Self.write("struct Colors { let x = 1 }\n", to: root + "/Cart/Styles/Colors.swift")
        try Self.write("struct Cart { let x = 1 }\n", to: root + "/Cart/Logic/Cart.swift")
        #expect(try AffectedModules.since("HEAD", in: graph).modules == ["CartLogic", "CartUI"])
    }

    @Test func aRemovedPublicDeclarationAffectsTheDirectDependentsOnly() throws {
        let affected = try Self.affected { root in
            try Self.write("struct Core {}\n", to: root + "/Sources/CoreLogic/Core.swift")
        }
        #expect(affected.modules == ["CoreLogic", "CartLogic"])
    }

    /// A source file with Windows line breaks: each changed line of its diff is read on its own.
    @Test func aPublicDeclarationAddedToAFileWithWindowsLineBreaksAffectsTheDependents() throws {
        let root = try Self.repository(["Sources/CoreLogic/Core.swift": "struct Core {}\r\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(
            "struct Core {}\r\n// prices\r\npublic struct Price {}\r\n", to: root + "/Sources/CoreLogic/Core.swift")
        let graph = try GraphFile.decode(Data(Self.graphJSON.utf8), path: "graph.json", packagePath: root)
        #expect(try AffectedModules.since("HEAD", in: graph).modules == ["CoreLogic", "CartLogic"])
    }

    /// A tab-indented declaration, and one whose modifier is followed by a parenthesis, are interface changes.
    @Test(arguments: ["\tpublic func total() -> Int { 0 }\n", "public(set) var total = 0\n"])
    func aTabIndentedOrParenthesisedPublicDeclarationAffectsTheDependents(declaration: String) throws {
        let affected = try Self.affected { root in
            try Self.write("public struct Core {}\n" + declaration, to: root + "/Sources/CoreLogic/Core.swift")
        }
        #expect(affected.modules == ["CoreLogic", "CartLogic"])
    }

    @Test func aNewFileAffectsTheDependentsEvenWithoutAPublicDeclaration() throws {
        let affected = try Self.affected { root in
            try Self.write("let helper = 1\n", to: root + "/Sources/CartLogic/Helper.swift")
        }
        #expect(affected.modules == ["CartLogic", "CartUI"])
        #expect(affected.changedFiles == ["Sources/CartLogic/Helper.swift"])
    }

    @Test(arguments: ["module-rules.json", "Package.swift", "Package@swift-6.0.swift"])
    func aChangeToTheRulesOrAManifestAffectsEveryModule(file: String) throws {
        let affected = try Self.affected { root in try Self.write("// changed\n", to: root + "/" + file) }
        #expect(affected.modules == ["CoreLogic", "DeepLogic", "CartLogic", "CartUI"])
        #expect(affected.changedFiles == [file])
    }

    @Test func aRulesFileNamedByItsPathAffectsEveryModuleAndTheDefaultNameThenDoesNot() throws {
        let named = try Self.affected(
            after: { root in try Self.write("{}\n", to: root + "/rules/strict.json") }, rulesPath: "rules/strict.json")
        #expect(named.modules.count == 4)
        let other = try Self.affected(
            after: { root in try Self.write("{}\n", to: root + "/module-rules.json") }, rulesPath: "rules/strict.json")
        #expect(other.modules.isEmpty)
    }

    @Test func filesOutsideEveryModuleAffectNone() throws {
        let affected = try Self.affected { root in
            try Self.write("# Shop\n", to: root + "/README.md")
            try Self.write("notes\n", to: root + "/PackageNotes.md")
            try Self.write("// danger\n", to: root + "/Dangerfile.swift")
            try Self.write("// a manifest of a nested folder\n", to: root + "/Tools/Package.swift")
        }
        #expect(affected.modules.isEmpty)
        #expect(affected.changedFiles == ["Dangerfile.swift", "PackageNotes.md", "README.md", "Tools/Package.swift"])
    }

    @Test func theCheckReportsOnlyTheAffectedModulesFindingsAndSaysWhatItChecked() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = CheckOptions(packagePath: root, graphSource: .graphFile(root + "/graph.json"))
        options.today = RuleDate("2026-01-01")!
        #expect(try ModuleRulesCheck.run(options).diagnostics.map(\.rule) == [.forbiddenImport])

        try Self.write(
            "import CartLogic\nimport DeepLogic\nstruct View { let x = 1 }\n", to: root + "/Sources/CartUI/View.swift")
        options.affectedSince = "HEAD"
        let onlyUI = try ModuleRulesCheck.run(options)
        #expect(onlyUI.diagnostics.isEmpty)
        #expect(onlyUI.notes.last == "checked 1 of 4 modules affected since HEAD (1 changed file)")
        // Only the affected module's files are scanned.
        #expect(onlyUI.summary == "checked 4 modules (1 file, 2 imports): 0 errors, 0 warnings")

        try Self.write(
            "import CoreLogic\nimport UIKit\nstruct Cart { let y = 2 }\n", to: root + "/Sources/CartLogic/Cart.swift")
        let withCart = try ModuleRulesCheck.run(options)
        #expect(
            withCart.diagnostics.map(\.description) == [
                "\(root)/Sources/CartLogic/Cart.swift:2:1: error: [forbidden-import] 'CartLogic' (Logic) may not import "
                    + "'UIKit'; move the code that needs it to a module whose type allows it"
            ])
        #expect(withCart.notes.last == "checked 2 of 4 modules affected since HEAD (2 changed files)")
    }

    /// A cycle is reported when a module on it is checked; a finding about no module (a type matching none)
    /// always is.
    @Test func aCycleIsReportedOnlyWhenAModuleOnItIsChecked() throws {
        let root = try Self.repository([
            "graph.json": """
            { "version": 1, "manifest": "BUILD",
              "modules": [
                { "name": "CoreLogic", "path": "Sources/CoreLogic", "dependencies": ["CartLogic"] },
                { "name": "CartLogic", "path": "Sources/CartLogic", "dependencies": ["CoreLogic"] },
                { "name": "CartUI", "path": "Sources/CartUI" } ] }
            """,
            "module-rules.json": """
            { "types": { "Logic": { "match": "*Logic", "mayDependOn": ["Logic"] },
              "UI": { "match": "*UI" }, "Old": { "match": "Old*" } } }
            """,
            "Sources/CoreLogic/Core.swift": "import CartLogic\n",
            "Sources/CartLogic/Cart.swift": "import CoreLogic\n",
            "Sources/CartUI/View.swift": "struct View {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = CheckOptions(packagePath: root, graphSource: .graphFile(root + "/graph.json"))
        options.affectedSince = "HEAD"
        try Self.write("struct View { let x = 1 }\n", to: root + "/Sources/CartUI/View.swift")
        #expect(try ModuleRulesCheck.run(options).diagnostics.map(\.rule) == [.unmatchedPattern])
        // CoreLogic is the second module of the cycle CartLogic -> CoreLogic -> CartLogic.
        try Self.write("import CartLogic\nlet y = 2\n", to: root + "/Sources/CoreLogic/Core.swift")
        #expect(try ModuleRulesCheck.run(options).diagnostics.map(\.rule) == [.dependencyCycle, .unmatchedPattern])
    }
}
