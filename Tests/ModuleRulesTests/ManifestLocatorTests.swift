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
