import Testing

@testable import ModuleRules

/// Which of a package's `Package@swift-X.swift` manifests SwiftPM reads for a toolchain version: the highest
/// one not above it, compared as numbers, the exact version included; names that are not versions never.
@Suite struct ManifestVersionChoiceTests {
    @Test(arguments: [
        (["Package@swift-6.0.swift"], [6, 0] as [Int]?, "Package@swift-6.0.swift"),
        (["Package@swift-6.swift"], [6, 0, 3], "Package@swift-6.swift"),
        (
            ["Package@swift-5.9.swift", "Package@swift-5.10.swift", "Package@swift-5.swift"], [6, 0],
            "Package@swift-5.10.swift"
        ),
        (["Package@swift-6.1.swift", "Package@swift-5.9.swift"], [6, 0], "Package@swift-5.9.swift"),
        (["Package@swift-6.0.1.swift"], [6, 0], "Package.swift"),
        (["Package@swift-5.9.swift", "Package@swift-5.10.1.swift"], [6, 0], "Package@swift-5.10.1.swift"),
        (
            ["Package@swift-6.x.swift", "Package@swift-.swift", "Package@swift-5.0.0.1.swift", "Package.swift"],
            [6, 0], "Package.swift"
        ),
        (["Package@swift-5..swift", "Package@swift-.5.swift"], [6, 0], "Package.swift"),
        (["Package@swift-5.9.swift"], nil, "Package.swift"),
    ])
    func theHighestVersionNotAboveTheToolchainIsRead(names: [String], version: [Int]?, chosen: String) {
        #expect(ManifestSelection.chosen(among: names, toolchainVersion: version) == chosen)
    }
}
