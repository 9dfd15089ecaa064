import Foundation
import Testing

@testable import ModuleRules

/// How each Tuist target becomes a module: its kind from the product, its name from `productName` when
/// Tuist has one, its Swift sources whether written as paths or as objects, and its dependencies on targets
/// of its own project and of others (SDKs and packages are not modules of the graph).
@Suite struct TuistGraphTargetTests {
    static func modules(_ targets: String) throws -> [Module] {
        let json =
            #"{ "path": "/ws", "projects": { "/ws/App": { "path": "/ws/App", "targets": [ "#
            + targets + " ] } } }"
        return try TuistGraph.decode(Data(json.utf8), path: "graph.json", packagePath: "/ws").modules
    }

    @Test(arguments: [
        ("unitTests", "test"), ("uiTests", "test"), ("unit_tests", "test"), ("ui_tests", "test"),
        ("app", "executable"), ("appClip", "executable"), ("commandLineTool", "executable"),
        ("watch2App", "executable"), ("appExtension", "executable"), ("app_extension", "executable"),
        ("watch2Extension", "executable"), ("tvTopShelfExtension", "executable"),
        ("messagesExtension", "executable"), ("extensionKitExtension", "executable"), ("xpc", "executable"),
        ("systemExtension", "executable"), ("macro", "macro"), ("framework", "library"),
        ("staticFramework", "library"), ("staticLibrary", "library"), ("bundle", "library"),
    ])
    func eachProductIsAKindOfModule(product: String, kind: String) throws {
        let modules = try Self.modules(#"{ "name": "Target", "product": "\#(product)" }"#)
        #expect(modules.map(\.kind.rawValue) == [kind])
    }

    @Test func aTargetIsNamedByItsProductNameAndKeepsOnlyItsSwiftSources() throws {
        let modules = try Self.modules(
            """
            { "name": "CartUI", "productName": "CartInterface", "product": "framework", "sources": [
                "/ws/App/Sources/Cart.swift", { "path": "/ws/App/Sources/CartView.swift" },
                { "path": "/ws/App/Sources/Legacy.m" }, "/ws/App/Sources/Cart.h", { "glob": "*.swift" }, 7 ] },
            { "product": "framework" },
            "not a target"
            """)
        #expect(modules.map(\.name) == ["CartInterface"])
        #expect(modules.first?.sourcePaths == ["Sources/Cart.swift", "Sources/CartView.swift"])
        #expect(modules.first?.sourcePath == "App")
    }

    @Test func dependenciesOnTargetsOfThisAndOtherProjectsAreModulesAndOthersAreNot() throws {
        let modules = try Self.modules(
            """
            { "name": "CartUI", "product": "framework", "dependencies": [
                { "target": { "name": "CartLogic" } },
                { "project": { "target": "DesignSystem", "path": "/ws/Design" } },
                { "sdk": { "name": "UIKit.framework", "status": "required" } },
                { "package": { "product": "Collections" } },
                { "target": { "status": "required" } },
                "CartLogic"
            ] }
            """)
        #expect(modules.first?.dependencies.map(\.name) == ["CartLogic", "DesignSystem"])
    }
}
