import Foundation
import Testing

@testable import ModuleRules

/// A hand-written or exported graph file with a missing name, identity or list is refused, naming
/// the entry by its key path and saying how to write it; a graph that names products without its
/// `packages` leaves the dependency packages unknown.
@Suite struct GraphFileRefusalTests {
    @Test(arguments: [
        (
            #"{ "modules": [ { "kind": "library" } ] }"#, "graph.json: 'modules[0]' has no 'name'; name every module",
            ModuleRulesError.Code.malformedFile
        ),
        (
            #"{ "modules": [ { "name": "A", "dependencies": [ { "package": "p" } ] } ] }"#,
            #"graph.json: 'modules[0].dependencies[0]' has no 'name'; write the dependency as a string or { "name": … }"#,
            .malformedFile
        ),
        (
            #"{ "modules": [], "packages": [ { "products": {} } ] }"#,
            #"graph.json: 'packages[0]' has no 'identity'; name the package as SwiftPM does, e.g. "swift-nio""#,
            .malformedFile
        ),
        (
            #"{ "modules": [], "packages": {} }"#, "graph.json: 'packages' must be an array, found an object",
            .invalidConfiguration
        ),
        (
            #"{ "modules": [ { "name": "A", "dependencies": "B" } ] }"#,
            "graph.json: 'modules[0].dependencies' must be an array, found a string", .invalidConfiguration
        ),
        (
            #"{ "modules": [], "packages": [ { "identity": "p", "products": [] } ] }"#,
            "graph.json: 'packages[0].products' must be an object of name → list of names, found an array",
            .invalidConfiguration
        ),
        (
            #"{ "version": "1", "modules": [] }"#, "graph.json: 'version' must be a whole number, found a string",
            .invalidConfiguration
        ),
        (
            #"{ "version": 1.5, "modules": [] }"#, "graph.json: 'version' must be a whole number, found a number",
            .invalidConfiguration
        ),
        (
            #"{ "version": 2, "modules": [] }"#,
            "graph.json: graph format version 2 is not supported; export version 1", .malformedFile
        ),
        (
            #"{ "version": 0, "modules": [] }"#,
            "graph.json: graph format version 0 is not supported; export version 1", .malformedFile
        ),
        (
            #"{ "version": 1, "module": [] }"#,
            "graph.json: unknown key 'module'; the keys allowed here are 'version', 'manifest', 'modules', 'packages'",
            .invalidConfiguration
        ),
        (
            #"{ "modules": [ { "name": "A", "line": 2.5 } ] }"#,
            "graph.json: 'modules[0].line' must be a whole number, found a number", .invalidConfiguration
        ),
        (
            #"{ "manifest": 5, "modules": [] }"#, "graph.json: 'manifest' must be a string, found a number",
            .invalidConfiguration
        ),
        (
            #"{ "modules": {} }"#,
            #"graph.json: 'modules' is missing or not an array; list the modules as "modules": [ { "name": … } ]"#,
            .malformedFile
        ),
    ])
    func aMalformedEntryIsRefusedByItsKeyPath(json: String, message: String, code: ModuleRulesError.Code) {
        let error = #expect(throws: ModuleRulesError.self) {
            _ = try GraphFile.decode(Data(json.utf8), path: "graph.json", packagePath: ".")
        }
        #expect(error?.description == message)
        #expect(error?.code == code)
    }

    @Test func aMissingGraphFileNamesTheOption() {
        let error = #expect(throws: ModuleRulesError.self) {
            _ = try GraphFile.load(path: "/nonexistent/graph.json", packagePath: ".")
        }
        #expect(
            error?.description == "/nonexistent/graph.json: cannot read the graph file; check the path given to --graph"
        )
        #expect(error?.code == .unreadableFile)
    }

    @Test func productsWithoutPackagesLeaveTheDependencyPackagesUnknown() throws {
        let withProducts = try GraphFile.decode(
            Data(
                #"{ "modules": [ { "name": "A", "dependencies": [ { "name": "NIO", "package": "swift-nio" } ] } ] }"#
                    .utf8),
            path: "graph.json", packagePath: ".")
        #expect(withProducts.dependencyPackages == nil)
        let local = try GraphFile.decode(
            Data(#"{ "modules": [ { "name": "A", "dependencies": ["B"] }, { "name": "B" } ] }"#.utf8),
            path: "graph.json", packagePath: ".")
        #expect(local.dependencyPackages == [])
        let declared = try GraphFile.decode(
            Data(
                #"{ "modules": [], "packages": [ { "identity": "swift-nio", "products": { "NIO": ["NIOCore", "NIO"] } } ] }"#
                    .utf8),
            path: "graph.json", packagePath: ".")
        #expect(declared.dependencyPackages?.map(\.identity) == ["swift-nio"])
        #expect(declared.dependencyPackages?.first?.products == ["NIO": ["NIOCore", "NIO"]])
    }
}
