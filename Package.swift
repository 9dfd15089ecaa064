// swift-tools-version: 6.1
// Switchyard: a state-driven flow engine with plugins for large, modular Swift apps.
import PackageDescription

let package = Package(
    name: "Switchyard",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowPlugins", targets: ["FlowPlugins"]),
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "ServiceLocator", targets: ["ServiceLocator"]),
        .library(name: "FlowTesting", targets: ["FlowTesting"]),
        .library(name: "TerminalHost", targets: ["TerminalHost"]),
        .library(name: "ModuleRules", targets: ["ModuleRules"]),
        .executable(name: "switchyard", targets: ["switchyard"]),
        .plugin(name: "CheckModuleRulesPlugin", targets: ["CheckModuleRulesPlugin"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Libraries
        .target(name: "FlowCore"),
        .target(name: "FlowPlugins", dependencies: ["FlowCore"]),
        .target(name: "DeepLinks", dependencies: ["FlowCore"]),
        .target(name: "ServiceLocator"),
        .target(name: "FlowTesting", dependencies: ["FlowCore", "ServiceLocator"]),
        .target(name: "TerminalHost", dependencies: ["FlowCore"]),
        .target(name: "ModuleRules"),

        // MARK: Tools
        .executableTarget(name: "switchyard", dependencies: ["ModuleRules"], path: "Tools/switchyard"),
        .plugin(
            name: "CheckModuleRulesPlugin",
            capability: .command(
                intent: .custom(verb: "check-module-rules", description: "Validate module types and imports")
            ),
            dependencies: ["switchyard"],
            path: "Tools/CheckModuleRulesPlugin"
        ),

        // MARK: Sample app — Onboarding
        .target(name: "OnboardingLogic", path: "Flows/Onboarding/OnboardingLogic"),
        .target(name: "OnboardingService", dependencies: ["OnboardingLogic"], path: "Flows/Onboarding/OnboardingService"),
        .target(name: "OnboardingUI", dependencies: ["FlowCore", "OnboardingLogic"], path: "Flows/Onboarding/OnboardingUI"),
        .target(
            name: "OnboardingFlow",
            dependencies: ["FlowCore", "OnboardingLogic", "OnboardingService", "OnboardingUI"],
            path: "Flows/Onboarding/OnboardingFlow"
        ),

        // MARK: Tests
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore", "FlowTesting"]),
        .testTarget(name: "FlowPluginsTests", dependencies: ["FlowPlugins", "FlowTesting"]),
        .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks", "FlowTesting"]),
        .testTarget(name: "ServiceLocatorTests", dependencies: ["ServiceLocator", "FlowTesting"]),
        .testTarget(name: "ModuleRulesTests", dependencies: ["ModuleRules"]),
        .testTarget(
            name: "SampleAppTests",
            dependencies: ["OnboardingFlow", "OnboardingLogic", "OnboardingService", "OnboardingUI", "FlowTesting"]
        ),
    ]
)

// MARK: Shared settings
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
