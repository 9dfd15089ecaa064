// swift-tools-version: 6.1
// swift-format-ignore-file
// A fixture for the switchyard end-to-end tests: a package that follows every module rule.
// It is not part of the Switchyard package graph; the tests point the CLI at this folder.
import PackageDescription

let package = Package(
    name: "Clean",
    targets: [
        .target(name: "ShopLogic"),
        .target(name: "ShopService", dependencies: ["ShopLogic"]),
        .target(name: "ShopUI", dependencies: ["ShopLogic"]),
        .target(name: "ShopFlow", dependencies: ["ShopLogic", "ShopService", "ShopUI"]),
        .executableTarget(name: "ShopApp", dependencies: ["ShopFlow"]),
    ]
)
