// swift-tools-version: 6.1
// swift-format-ignore-file
// A fixture for the source-selection tests: two targets share a folder through `sources:`, and `exclude:`,
// resources and a `.docc` catalog hold Swift files SwiftPM never compiles. Each of those files imports
// UIKit, which the Logic type forbids: a scanner that reads them reports a forbidden import.
import PackageDescription

let package = Package(
    name: "Layout",
    targets: [
        .target(name: "AlphaLogic", path: "Sources/Shared", sources: ["Alpha"]),
        .target(name: "BetaLogic", dependencies: ["AlphaLogic"], path: "Sources/Shared", sources: ["Beta/Beta.swift"]),
        .target(
            name: "CoreLogic",
            exclude: ["Legacy"],
            resources: [.copy("Templates")]
        ),
    ]
)
