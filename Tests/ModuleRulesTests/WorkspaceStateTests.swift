import Foundation
import Testing

@testable import ModuleRules

/// Where SwiftPM's `.build/workspace-state.json` says each dependency's checkout is — a clone, an edited
/// package (at its own path or under `Packages/`), a local package — and that dependencies are left
/// unresolved (so imports from them are not judged) when one is of another kind or its checkout is missing.
@Suite struct WorkspaceStateTests {
    static func dependency(_ state: String, path: String? = nil, subpath: String) -> String {
        let statePath = path.map { #", "path": "\#($0)""# } ?? ""
        return
            #"{ "packageRef": { "identity": "\#(subpath)", "kind": "remoteSourceControl", "location": "/local/\#(subpath)" }, "#
            + #""state": { "name": "\#(state)"\#(statePath) }, "subpath": "\#(subpath)" }"#
    }

    static func state(_ dependencies: [String]) -> String {
        #"{ "object": { "dependencies": [ "# + dependencies.joined(separator: ", ") + " ] }, \"version\": 6 }"
    }

    @Test func eachKindOfDependencyIsFoundWhereSwiftPMPutsIt() throws {
        let text = Self.state([
            Self.dependency("sourceControlCheckout", subpath: "swift-collections"),
            Self.dependency("edited", path: "/custom/charts", subpath: "charts"),
            Self.dependency("edited", subpath: "maps"),
            Self.dependency("fileSystem", subpath: "shared"),
            Self.dependency("local", subpath: "legacy"),
            Self.dependency("registryDownload", subpath: "lottie"),
        ])
        let state = try JSONDecoder().decode(ResolvedDependencies.WorkspaceState.self, from: Data(text.utf8))
        #expect(
            state.object.dependencies.map { $0.folder(packagePath: "/pkg") } == [
                "/pkg/.build/checkouts/swift-collections", "/custom/charts", "/pkg/Packages/maps", "/local/shared",
                "/local/legacy", nil,
            ])
    }

    @Test(arguments: [
        [dependency("registryDownload", subpath: "lottie")],
        [dependency("sourceControlCheckout", subpath: "not-checked-out")],
    ])
    func aDependencyThatCannotBeReadLeavesAllUnresolved(dependencies: [String]) throws {
        let root = try SourceScannerTests.makeTree([".build/workspace-state.json": Self.state(dependencies)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        #expect(ResolvedDependencies.load(packagePath: root, cache: cache, usesCache: true) == nil)
    }

    @Test func noDependenciesResolveToAnEmptyListAndAMissingStateToNone() throws {
        let root = try SourceScannerTests.makeTree([".build/workspace-state.json": Self.state([])])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        #expect(ResolvedDependencies.load(packagePath: root, cache: cache, usesCache: true) == [])
        #expect(ResolvedDependencies.load(packagePath: root + "/none", cache: cache, usesCache: true) == nil)
    }
}
