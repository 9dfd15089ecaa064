import Foundation
import Testing

@testable import ModuleRules

/// The common single-project Tuist workspace: `Project.swift` at the workspace root.
@Suite struct TuistGraphRootProjectTests {
    @Test func aProjectAtTheWorkspaceRootIsTheRootFolder() throws {
        let json = """
            { "name": "Shop", "path": "/ws", "projects": { "/ws": { "path": "/ws", "targets": [
              { "name": "Shop", "product": "app", "sources": ["/ws/Sources/ShopApp.swift"] } ] } } }
            """
        let graph = try TuistGraph.decode(Data(json.utf8), path: "graph.json", packagePath: "/ws")
        let shop = try #require(graph.modules.first)
        #expect(shop.sourcePath == ".")
        #expect(shop.sourcePaths == ["Sources/ShopApp.swift"])
        #expect(shop.location == FileLocation(path: "/ws/Project.swift"))
    }
}
