// swift-tools-version: 6.1
// Side-by-side measurements of Switchyard against peer libraries and hand-written floors.
// This package is separate so the product itself keeps `dependencies: []`.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, and a clone's folder can be called anything.
let switchyard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let switchyardIdentity = switchyard.lastPathComponent

let package = Package(
    name: "SwitchyardBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
    ],
    targets: [
        .executableTarget(
            name: "SwitchyardBenchmarks",
            dependencies: [
                .product(name: "FlowCore", package: switchyardIdentity),
                .product(name: "FlowPlugins", package: switchyardIdentity),
                .product(name: "DeepLinks", package: switchyardIdentity),
                .product(name: "ServiceLocator", package: switchyardIdentity),
                .product(name: "ModuleRules", package: switchyardIdentity),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            exclude: ["DeepLinks/BenchRoutes.routes.json"],
            swiftSettings: [.unsafeFlags(["-Ounchecked", "-wmo"])],
            plugins: [.plugin(name: "RouteTablePlugin", package: switchyardIdentity)]
        )
    ]
)
