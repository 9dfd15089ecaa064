import Foundation
import ModuleRules
import Testing

/// Every field of a module in the build-system-neutral graph file reaches the graph.
@Suite struct GraphFileFieldsTests {
    @Test func aModulesKindDefinesSourcesAndExclusionsAreRead() throws {
        let json = """
            { "version": 1, "modules": [
              { "name": "CartTests", "kind": "test", "path": "Tests/CartTests", "sources": ["A.swift"],
                "exclude": ["Fixtures"], "resources": ["Assets"], "defines": ["DEBUG", "CART_V2"],
                "dependencies": ["Cart", { "name": "Charts", "package": "charts", "line": 12, "column": 5 }] },
              { "name": "Cart", "kind": "macro" }
            ] }
            """
        let graph = try GraphFile.decode(Data(json.utf8), path: "graph.json", packagePath: "pkg")
        let tests = try #require(graph.modules.first)
        #expect(graph.modules.map(\.kind) == [.test, .macro])
        #expect(tests.defines == ["DEBUG", "CART_V2"])
        #expect(graph.modules[1].defines == [])
        #expect(tests.sourcePath == "Tests/CartTests")
        #expect(tests.sourcePaths == ["A.swift"])
        #expect(tests.excludedPaths == ["Fixtures", "Assets"])
        #expect(tests.dependencies.map(\.name) == ["Cart", "Charts"])
        #expect(tests.dependencies.map(\.package) == [nil, "charts"])
        #expect(tests.dependencies[1].location == FileLocation(path: "graph.json", line: 12, column: 5))
    }
}
