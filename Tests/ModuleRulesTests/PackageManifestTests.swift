import Foundation
import ModuleRules
import Testing

@Suite struct PackageManifestTests {
    @Test func readsTargetsKindsPathsAndDependencies() throws {
        let dump = """
            { "name": "Shop", "targets": [
                { "name": "CartLogic", "type": "regular", "dependencies": [] },
                { "name": "CartUI", "type": "regular", "path": "Custom/CartUI", "exclude": ["Old"],
                  "dependencies": [ { "byName": ["CartLogic", null] }, { "target": ["Styles", null] },
                                    { "product": ["Charts", "charts", null, null] } ] },
                { "name": "ShopApp", "type": "executable", "dependencies": [] },
                { "name": "CartUITests", "type": "test", "dependencies": [] },
                { "name": "Lint", "type": "plugin", "dependencies": [] },
                { "name": "CSQLite", "type": "system", "dependencies": [] } ] }
            """
        let graph = try PackageManifest.graph(
            fromDump: Data(dump.utf8), packagePath: "/nonexistent", dumpFile: "dump.json")
        #expect(graph.manifestPath == "/nonexistent/Package.swift")
        #expect(
            graph.modules == [
                Module(name: "CartLogic", sourcePath: "Sources/CartLogic"),
                Module(
                    name: "CartUI", sourcePath: "Custom/CartUI", excludedPaths: ["Old"],
                    dependencies: [
                        Dependency(name: "CartLogic"), Dependency(name: "Styles"),
                        Dependency(name: "Charts", package: "charts"),
                    ]),
                Module(name: "ShopApp", kind: .executable, sourcePath: "Sources/ShopApp"),
                Module(name: "CartUITests", kind: .test, sourcePath: "Tests/CartUITests"),
                Module(name: "Lint", kind: .plugin, sourcePath: "Plugins/Lint"),
                Module(name: "CSQLite", kind: .system),
            ])
    }

    @Test func rejectsOtherJSON() {
        #expect {
            _ = try PackageManifest.graph(
                fromDump: Data(#"{ "name": "Shop" }"#.utf8), packagePath: ".", dumpFile: "dump.json")
        } throws: { error in
            (error as? ModuleRulesError)?.description
                == "dump.json: is not `swift package dump-package` output (missing key 'targets'); regenerate it with "
                + "`swift package dump-package > dump.json`"
        }
        #expect {
            _ = try PackageManifest.graph(
                fromDump: Data("{ \"name\": \"Shop\",\n  \"targets\": [ }".utf8), packagePath: ".",
                dumpFile: "dump.json")
        } throws: { error in
            (error as? ModuleRulesError)?.description
                == "dump.json: is not `swift package dump-package` output (line 2, column 16: unexpected '}' where a "
                + "value was expected); regenerate it with `swift package dump-package > dump.json`"
        }
    }

    @Test func readsTheNeutralGraphFormat() throws {
        let json = """
            { "version": 1, "manifest": "BUILD",
              "modules": [
                { "name": "CartLogic", "path": "cart/logic", "line": 3 },
                { "name": "CartUI", "kind": "library", "path": "cart/ui",
                  "dependencies": ["CartLogic", { "name": "Charts", "package": "charts", "line": 9, "column": 5 }] } ] }
            """
        let graph = try GraphFile.decode(Data(json.utf8), path: "graph.json", packagePath: "repo")
        #expect(
            graph
                == ModuleGraph(
                    root: "repo", manifestPath: "repo/BUILD",
                    modules: [
                        Module(
                            name: "CartLogic", sourcePath: "cart/logic",
                            location: FileLocation(path: "repo/BUILD", line: 3)),
                        Module(
                            name: "CartUI", sourcePath: "cart/ui",
                            dependencies: [
                                Dependency(name: "CartLogic"),
                                Dependency(
                                    name: "Charts", package: "charts",
                                    location: FileLocation(path: "repo/BUILD", line: 9, column: 5)),
                            ]),
                    ], dependencyPackages: nil))
    }

    @Test(arguments: [
        (
            #"{ "modules": [ { "name": "A", "kind": "app" } ] }"#,
            "graph.json: 'modules[0].kind' is 'app'; use one of library, executable, test, plugin, macro, system"
        ),
        (
            #"{ "modules": {} }"#,
            #"graph.json: 'modules' is missing or not an array; list the modules as "modules": [ { "name": … } ]"#
        ),
        (
            #"{ "version": 2, "modules": [] }"#,
            "graph.json: graph format version 2 is not supported; export version 1"
        ),
        (
            #"{ "modules": [ { "name": "A", "deps": [] } ] }"#,
            "graph.json: unknown key 'modules[0].deps'; the keys allowed here are 'name', 'kind', 'path', 'sources', 'exclude', 'resources', "
                + "'dependencies', 'file', 'line', 'column', 'defines'"
        ),
    ])
    func rejectsMalformedGraphs(json: String, message: String) {
        #expect {
            _ = try GraphFile.decode(Data(json.utf8), path: "graph.json", packagePath: ".")
        } throws: { error in
            (error as? ModuleRulesError)?.description == message
        }
    }
}
