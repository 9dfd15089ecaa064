// swift-tools-version: 6.1
// The browser host: any Switchyard mini-app in a real browser, with a live flow inspector.
// This package is separate so the product itself keeps `dependencies: []`; it depends on one HTTP server.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, and a clone's folder can be called anything.
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let switchyard = here.deletingLastPathComponent().deletingLastPathComponent()
var switchyardPath = "../.."
var switchyardIdentity = switchyard.lastPathComponent
// A clone in a folder named `browser` would share this package's identity; it is reached through a
// link with another name instead (the folder is git-ignored, like every `.build-*` folder).
if switchyardIdentity.lowercased() == here.lastPathComponent.lowercased() {
    let links = here.appendingPathComponent(".build-root")
    let link = links.appendingPathComponent("switchyard")
    try? FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil {
        try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: switchyard)
    }
    switchyardPath = ".build-root/switchyard"
    switchyardIdentity = "switchyard"
}

let package = Package(
    name: "SwitchyardBrowser",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "BrowserHost", targets: ["BrowserHost"]),
        .executable(name: "browser-host", targets: ["browser-host"]),
    ],
    dependencies: [
        .package(path: switchyardPath),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        .target(
            name: "BrowserHost",
            dependencies: [
                .product(name: "FlowCore", package: switchyardIdentity),
                .product(name: "FlowPlugins", package: switchyardIdentity),
                .product(name: "DeepLinks", package: switchyardIdentity),
                .product(name: "ServiceLocator", package: switchyardIdentity),
                .product(name: "TerminalHost", package: switchyardIdentity),
                .product(name: "MiniApp", package: switchyardIdentity),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .executableTarget(
            name: "browser-host",
            dependencies: ["BrowserHost", .product(name: "MiniApp", package: switchyardIdentity)]
        ),
        .testTarget(
            name: "BrowserHostTests",
            dependencies: [
                "BrowserHost",
                .product(name: "FlowCore", package: switchyardIdentity),
                .product(name: "MiniApp", package: switchyardIdentity),
                .product(name: "TerminalHost", package: switchyardIdentity),
            ]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
