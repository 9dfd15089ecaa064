import Foundation
import Testing

@testable import ModuleRules

/// `"branches"` decides which `#if` branches the import rules check: every one, every one some SwiftPM build
/// compiles (the default), or this machine's debug build.
@Suite struct BranchPolicyTests {
    @Test(arguments: [
        ("COLLECTIONS_SINGLE_MODULE", BranchPolicy.buildable, false),
        ("!COLLECTIONS_SINGLE_MODULE", .buildable, true),
        ("COLLECTIONS_SINGLE_MODULE", .all, true),
        ("FEATURE_X", .buildable, true),
        ("canImport(UIKit) && DEBUG", .buildable, true),
        ("os(iOS) || FLAG_NEVER_SET", .buildable, true),
        ("false", .buildable, false),
        ("canImport(UIKit) && FLAG_NEVER_SET", .buildable, false),
        ("compiler(>=6.0) && !(DEBUG)", .buildable, true),
        ("DEBUG", .host, true),
        ("!DEBUG", .host, false),
        ("targetEnvironment(simulator)", .host, false),
        ("canImport(Foundation)", .host, true),
        ("canImport(Styles)", .host, true),
        ("canImport(UIKit, _version: 1.2)", .host, false),
        ("os(iOS) ||", .buildable, true),
    ])
    func aBranchIsLeftOutOnlyWhenItCertainlyDoesNotCompile(condition: String, policy: BranchPolicy, expected: Bool) {
        let evaluator = ConditionEvaluator(policy: policy, defines: ["FEATURE_X"], importable: ["Styles"])
        #expect(evaluator.mayCompile(condition) == expected)
    }

    #if os(Linux)
        @Test func theHostPolicyKnowsThisMachine() {
            let evaluator = ConditionEvaluator(policy: .host, defines: [], importable: [])
            #expect(evaluator.mayCompile("os(Linux)"))
            #expect(!evaluator.mayCompile("os(iOS)"))
            #expect(!evaluator.mayCompile("canImport(UIKit)"))
        }
    #endif

    static let source = """
        #if COLLECTIONS_SINGLE_MODULE
        import UIKit
        #endif
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        """

    static func report(branches: BranchPolicy, defines: [String] = [], source: String = source) throws
        -> ValidationReport
    {
        var rules = try RulesConfiguration(
            types: [ModuleType(name: "Logic", match: ["*Logic"], mayNotImport: ["UIKit", "SwiftUI"])])
        rules.branches = branches
        var module = Module(name: "CartLogic")
        module.defines = defines
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [module])
        let sources = [
            ModuleSources(
                module: "CartLogic", fileCount: 1, imports: ImportScanner.imports(in: source, path: "Cart.swift"))
        ]
        return Validator(configuration: rules).validate(graph, sources: sources)
    }

    @Test func theDefaultLeavesOutBranchesNoBuildCompilesAndSaysSo() throws {
        let report = try Self.report(branches: .buildable)
        #expect(report.diagnostics.map(\.location.line) == [5])
        #expect(
            report.notes == [
                "1 import breaking a rule under #if branches no SwiftPM build of the package compiles was not "
                    + "reported (\"branches\": \"buildable\"); pass --branches all to check every branch"
            ])
        #expect(try Self.report(branches: .all).diagnostics.map(\.location.line) == [2, 5])
        #expect(
            try Self.report(branches: .buildable, defines: ["COLLECTIONS_SINGLE_MODULE"]).diagnostics.map(
                \.location.line) == [2, 5])
    }

    #if os(Linux)
        @Test func theHostPolicyCountsEveryImportItLeftOutInThePlural() throws {
            let source = "#if os(Windows)\nimport UIKit\n#endif\n#if os(iOS)\nimport SwiftUI\n#endif\n"
            let report = try Self.report(branches: .host, source: source)
            #expect(report.diagnostics.isEmpty)
            #expect(
                report.notes == [
                    "2 imports breaking a rule under #if branches a debug build on this machine does not compile were "
                        + "not reported (\"branches\": \"host\"); pass --branches all to check every branch"
                ])
        }
    #endif

    @Test func theRulesFileChoosesThePolicy() throws {
        let json = #"{ "types": { "Logic": { "match": "*Logic" } }, "branches": "host" }"#
        #expect(try RulesConfiguration.decode(Data(json.utf8), path: "r.json").branches == .host)
        let plain = #"{ "types": { "Logic": { "match": "*Logic" } } }"#
        #expect(try RulesConfiguration.decode(Data(plain.utf8), path: "r.json").branches == .buildable)
    }
}
