#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the packages a SwiftPM package's dependencies resolved to, from `.build/workspace-state.json`, and
/// reads which modules each of their products provides (through `dump-package`, cached like the root's).
enum ResolvedDependencies {
    /// The dependency packages, or `nil` when they are not resolved (no workspace state, or a checkout that
    /// is missing).
    static func load(packagePath: String, cache: ManifestCache, usesCache: Bool) -> [DependencyPackage]? {
        let statePath = DisplayPath.join(packagePath, ".build/workspace-state.json")
        guard let bytes = FileBytes.readIfPresent(statePath),
            let state = try? JSONDecoder().decode(WorkspaceState.self, from: Data(bytes))
        else { return nil }
        var packages: [DependencyPackage] = []
        for dependency in state.object.dependencies {
            guard let folder = dependency.folder(packagePath: packagePath),
                FileManager.default.fileExists(atPath: DisplayPath.join(folder, "Package.swift"))
            else { return nil }
            let run = { (fresh: Bool) in
                try PackageDumper.dump(
                    packagePath: folder, toolchain: cache.toolchain, scratchPath: cache.scratchPath, fresh: fresh)
            }
            guard
                let dump = try? cache.dump(
                    packagePath: folder, reusing: usesCache, dumpFile: DisplayPath.join(folder, "Package.swift"),
                    orRun: run)
            else { return nil }
            var products: [String: [String]] = [:]
            for product in dump.products ?? [] { products[product.name] = product.targets }
            var moduleDependencies: [String: [String]] = [:]
            for target in dump.targets { moduleDependencies[target.name] = target.dependencies.map(\.name) }
            packages.append(
                DependencyPackage(
                    identity: dependency.packageRef.identity, products: products,
                    moduleDependencies: moduleDependencies))
        }
        return packages
    }

    /// The part of `.build/workspace-state.json` that says where each dependency is.
    struct WorkspaceState: Decodable {
        var object: Object

        struct Object: Decodable {
            var dependencies: [Dependency]
        }

        struct Dependency: Decodable {
            var packageRef: PackageReference
            var state: State
            var subpath: String

            struct PackageReference: Decodable {
                var identity: String
                var kind: String
                var location: String
            }

            struct State: Decodable {
                var name: String
                var path: String?
            }

            /// Where the dependency's sources are, for the kinds of dependency SwiftPM records.
            func folder(packagePath: String) -> String? {
                switch state.name {
                case "sourceControlCheckout": return DisplayPath.join(packagePath, ".build/checkouts/" + subpath)
                case "edited": return state.path ?? DisplayPath.join(packagePath, "Packages/" + subpath)
                case "fileSystem", "local": return packageRef.location
                default: return nil
                }
            }
        }
    }
}
