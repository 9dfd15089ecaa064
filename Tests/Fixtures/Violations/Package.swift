// swift-tools-version: 6.1
// swift-format-ignore-file
// A fixture for the switchyard end-to-end tests: one deliberate violation of every module rule.
// It is not part of the Switchyard package graph; the tests point the CLI at this folder.
import PackageDescription

let package = Package(
    name: "Violations",
    targets: [
        .target(name: "PricingLogic", dependencies: ["CartService"]),
        .target(name: "CartLogic", dependencies: ["CartUI"]),
        .target(name: "CartService", dependencies: ["CartLogic", "PricingLogic"]),
        .target(name: "CartUI", dependencies: ["CartLogic"]),
        .target(name: "CheckoutUI", dependencies: ["CartFlow"]),
        .target(name: "CartFlow", dependencies: ["CartUI", "CouponsPlugin"]),
        .target(name: "CouponsPlugin", dependencies: ["CartUI"]),
        .target(name: "Analytics"),
        .executableTarget(name: "CartApp", dependencies: ["CartFlow", "CouponsPlugin"]),
        .testTarget(name: "CartLogicTests", dependencies: ["CartLogic"]),
    ]
)
