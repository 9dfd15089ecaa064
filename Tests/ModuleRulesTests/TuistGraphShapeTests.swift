import Foundation
import Testing

@testable import ModuleRules

/// `tuist graph --format json` as older Tuist versions wrote it (projects as a list), and what a graph file
/// that is missing or is not a Tuist graph is told.
@Suite struct TuistGraphShapeTests {
    @Test func projectsWrittenAsAListAreReadLikeProjectsByPath() throws {
        let json = """
            { "name": "Shop", "path": "/ws", "projects": [
              { "path": "/ws/Projects/Cart", "targets": [
                { "name": "CartUI", "product": "framework", "sources": ["/ws/Projects/Cart/Sources/CartView.swift"],
                  "dependencies": [ { "project": { "path": "/ws/Projects/Core", "target": "CoreKit" } } ] } ] },
              { "targets": [ { "name": "Loose", "product": "app" } ] },
              "not a project"
            ] }
            """
        let graph = try TuistGraph.decode(Data(json.utf8), path: "graph.json", packagePath: "/ws")
        #expect(
            graph.modules.map { "\($0.name) \($0.kind.rawValue) \($0.sourcePath ?? "none")" } == [
                "CartUI library Projects/Cart", "Loose executable ",
            ])
        #expect(graph.modules.first?.sourcePaths == ["Sources/CartView.swift"])
        #expect(graph.modules.first?.dependencies.map(\.name) == ["CoreKit"])
    }

    @Test(arguments: [
        ("[]", "the document is not an object"),
        (#"{ "name": "Shop" }"#, "'projects' is missing; it lists the projects by path"),
        (#"{ "projects": "Cart" }"#, "'projects' is missing; it lists the projects by path"),
    ])
    func aDocumentThatIsNotATuistGraphSaysWhatIsWrong(json: String, problem: String) throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try TuistGraph.decode(Data(json.utf8), path: "graph.json", packagePath: "/ws")
        }
        #expect(error.code == .malformedFile)
        #expect(
            error.description
                == "graph.json: is not `tuist graph --format json` output: \(problem); write it with "
                + "`tuist graph --format json`")
    }

    @Test func aMissingGraphFileSaysHowToWriteIt() throws {
        let path = "/nonexistent-\(UUID().uuidString)/graph.json"
        let error = try #require(throws: ModuleRulesError.self) { try TuistGraph.load(path: path, packagePath: "/ws") }
        #expect(error.code == .unreadableFile)
        #expect(error.description == "\(path): cannot read the Tuist graph; write it with `tuist graph --format json`")
    }
}
