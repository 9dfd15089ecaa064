import Testing

@testable import ModuleRules

@Suite struct ManifestLocatorTests {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [.library(name: "CartUI", targets: ["CartUI"])],
            targets: [
                /* .target(name: "Commented", dependencies: ["CartUI"]), */
                .target(name: "CartLogic"),
                .target(
                    name: "CartUI",
                    dependencies: [
                        "CartLogic",  // "CartFlow" in a comment
                        .product(name: "Charts", package: "charts"),
                        .target(name: "Styles"),
                    ]
                ),
                .testTarget(name: "CartUITests", dependencies: ["CartUI"]),
            ]
        )
        """

    @Test func findsTargetsAndDependencies() throws {
        let targets = ManifestLocator.locate(in: Array(Self.manifest.utf8), path: "Package.swift")
        #expect(targets.keys.sorted() == ["CartLogic", "CartUI", "CartUITests"])
        let cartUI = try #require(targets["CartUI"])
        #expect(cartUI.nameLocation == FileLocation(path: "Package.swift", line: 11, column: 19))
        #expect(cartUI.location(of: "CartLogic") == FileLocation(path: "Package.swift", line: 13, column: 17))
        #expect(cartUI.location(of: "Charts") == FileLocation(path: "Package.swift", line: 14, column: 32))
        #expect(cartUI.location(of: "Styles") == FileLocation(path: "Package.swift", line: 15, column: 31))
        #expect(cartUI.location(of: "CartFlow") == nil)
        #expect(
            targets["CartUITests"]?.location(of: "CartUI") == FileLocation(path: "Package.swift", line: 18, column: 57))
    }
}

/// Targets built in code (isowords appends most of its 124 targets after `Package(…)`) are placed on their
/// own target call, never on a product line or inside another target's dependency list.
@Suite struct ManifestLocatorCodeTests {
    static let manifest = """
        var package = Package(
          name: "Game",
          products: [
            .library(name: "Build", targets: ["Build"]),
            .plugin(name: "Lint", targets: ["Lint"]),
          ],
          targets: [
            .target(name: "Build"),
          ]
        )

        if ProcessInfo.processInfo.environment["TEST_SERVER"] == nil {
          package.products.append(contentsOf: [
            .library(name: "GameFeature", targets: ["GameFeature"]),
            .library(name: "Sqlite", targets: ["Sqlite"]),
          ])
          package.targets.append(contentsOf: [
            .target(
              name: "GameFeature",
              dependencies: [
                "Build",
                .target(name: "Sqlite"),
              ]
            ),
            .target(name: "Sqlite"),
            .testTarget(name: "GameFeatureTests", dependencies: ["GameFeature"]),
            .plugin(name: "Lint", capability: .buildTool()),
          ])
        }
        """

    @Test func eachTargetIsPlacedOnItsOwnCall() throws {
        let (targets, _) = ManifestLocator.locateAll(in: Array(Self.manifest.utf8), path: "Package.swift")
        #expect(targets.keys.sorted() == ["Build", "GameFeature", "GameFeatureTests", "Lint", "Sqlite"])
        #expect(targets["Build"]?.nameLocation == FileLocation(path: "Package.swift", line: 8, column: 19))
        #expect(targets["GameFeature"]?.nameLocation == FileLocation(path: "Package.swift", line: 19, column: 13))
        #expect(targets["Sqlite"]?.nameLocation == FileLocation(path: "Package.swift", line: 25, column: 19))
        #expect(targets["GameFeatureTests"]?.nameLocation == FileLocation(path: "Package.swift", line: 26, column: 23))
        #expect(targets["Lint"]?.nameLocation == FileLocation(path: "Package.swift", line: 27, column: 19))
        let feature = try #require(targets["GameFeature"])
        #expect(feature.location(of: "Build") == FileLocation(path: "Package.swift", line: 21, column: 9))
        #expect(feature.location(of: "Sqlite") == FileLocation(path: "Package.swift", line: 22, column: 23))
    }
}

extension ManifestLocatorTests {
    /// A block comment over several lines (a target commented out) moves what follows down by its lines.
    @Test func aMultiLineBlockCommentCountsItsLines() throws {
        let manifest = """
            let package = Package(
                name: "Shop",
                targets: [
                    /*
                    .target(name: "Old", dependencies: ["CartUI"]),
                    */
                    .target(name: "CartUI", dependencies: ["CartLogic"]),
                ]
            )
            """
        let targets = ManifestLocator.locate(in: Array(manifest.utf8), path: "Package.swift")
        #expect(targets.keys.sorted() == ["CartUI"])
        let cartUI = try #require(targets["CartUI"])
        #expect(cartUI.nameLocation == FileLocation(path: "Package.swift", line: 7, column: 23))
        #expect(cartUI.location(of: "CartLogic") == FileLocation(path: "Package.swift", line: 7, column: 48))
    }
}
