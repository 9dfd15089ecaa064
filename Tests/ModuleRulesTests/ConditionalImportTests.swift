import Foundation
import ModuleRules
import Testing

/// Imports inside `#if` are named as conditional, with the severity `conditionalImports` chooses.
@Suite struct ConditionalImportTests {
    static let source = """
        import Foundation
        #if canImport(UIKit)
        import UIKit
        #endif

        """

    static func diagnostics(policy: ConditionalImportPolicy) throws -> [String] {
        let rules = try RulesConfiguration(
            types: [ModuleType(name: "Logic", match: ["*Logic"], mayNotImport: ["UIKit"])], conditionalImports: policy)
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [Module(name: "CartLogic")])
        let imports = ImportScanner.imports(in: source, path: "Cart.swift")
        let sources = [ModuleSources(module: "CartLogic", fileCount: 1, imports: imports)]
        return Validator(configuration: rules).validate(graph, sources: sources).diagnostics.map(\.description)
    }

    static let message =
        "[forbidden-import] 'CartLogic' (Logic) may not import 'UIKit' (a conditional import, under #if "
        + "canImport(UIKit)); move the code that needs it to a module whose type allows it"

    @Test(arguments: [
        (ConditionalImportPolicy.error, ["Cart.swift:3:1: error: \(message)"]),
        (.warning, ["Cart.swift:3:1: warning: \(message)"]),
        (.ignore, []),
    ])
    func aConditionalImportIsNamedAsSuchWithTheChosenSeverity(policy: ConditionalImportPolicy, expected: [String])
        throws
    {
        #expect(try Self.diagnostics(policy: policy) == expected)
    }

    @Test func theRulesFileChoosesThePolicyAndRejectsAnUnknownOne() throws {
        let json = #"{ "types": { "Logic": { "match": "*Logic" } }, "conditionalImports": "warning" }"#
        #expect(try RulesConfiguration.decode(Data(json.utf8), path: "r.json").conditionalImports == .warning)
        let bad = #"{ "types": { "Logic": { "match": "*Logic" } }, "conditionalImports": "off" }"#
        #expect(throws: ModuleRulesError.self) { try RulesConfiguration.decode(Data(bad.utf8), path: "r.json") }
    }
}
