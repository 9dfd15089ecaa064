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
        // The sample's mini-apps, for hosts outside this package (Hosts/Browser serves them in a browser).
        .library(name: "MiniApp", targets: ["MiniApp"]),
        .executable(name: "switchyard", targets: ["switchyard"]),
        .plugin(name: "CheckModuleRulesPlugin", targets: ["CheckModuleRulesPlugin"]),
        .plugin(name: "RouteTablePlugin", targets: ["RouteTablePlugin"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Libraries
        .target(name: "FlowCore"),
        .target(name: "FlowPlugins", dependencies: ["FlowCore", "DeepLinks"]),
        .target(name: "DeepLinks", dependencies: ["FlowCore"]),
        .target(name: "ServiceLocator"),
        .target(name: "FlowTesting", dependencies: ["FlowCore", "DeepLinks", "ServiceLocator"]),
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
        .target(name: "RouteTableGeneration", dependencies: ["DeepLinks"], path: "Tools/RouteTableGeneration"),
        .executableTarget(
            name: "route-table-generator", dependencies: ["RouteTableGeneration"], path: "Tools/route-table-generator"),
        .plugin(
            name: "RouteTablePlugin", capability: .buildTool(), dependencies: ["route-table-generator"],
            path: "Tools/RouteTablePlugin"),

        // MARK: Sample app — Onboarding
        .target(name: "OnboardingLogic", path: "Flows/Onboarding/OnboardingLogic"),
        .target(name: "OnboardingService", path: "Flows/Onboarding/OnboardingService"),
        .target(name: "OnboardingUI", dependencies: ["FlowCore"], path: "Flows/Onboarding/OnboardingUI"),
        .target(
            name: "OnboardingFlow",
            dependencies: ["FlowCore", "OnboardingLogic", "OnboardingService", "OnboardingUI"],
            path: "Flows/Onboarding/OnboardingFlow"
        ),

        // MARK: Sample app — Payments and Coupons
        .target(name: "PaymentsLogic", path: "Flows/Payments/PaymentsLogic"),
        .target(name: "PaymentsService", dependencies: ["PaymentsLogic"], path: "Flows/Payments/PaymentsService"),
        .target(name: "PaymentsUI", dependencies: ["FlowCore", "PaymentsLogic"], path: "Flows/Payments/PaymentsUI"),
        .target(
            name: "PaymentsFlow",
            dependencies: ["FlowCore", "FlowPlugins", "PaymentsLogic", "PaymentsService", "PaymentsUI"],
            path: "Flows/Payments/PaymentsFlow"
        ),
        .target(
            name: "CouponsPlugin",
            dependencies: ["FlowCore", "FlowPlugins", "DeepLinks", "PaymentsFlow", "PaymentsLogic", "PaymentsUI"],
            path: "Flows/Coupons/CouponsPlugin"
        ),

        // MARK: Sample app — Rating, the smallest whole feature (three screens, a plugin, a mini-app)
        .target(name: "RatingUI", dependencies: ["FlowCore"], path: "Flows/Rating/RatingUI"),
        .target(
            name: "RatingFlow", dependencies: ["FlowCore", "FlowPlugins", "RatingUI"], path: "Flows/Rating/RatingFlow"),
        .target(
            name: "TipsPlugin", dependencies: ["FlowCore", "FlowPlugins", "RatingFlow", "RatingUI"],
            path: "Flows/Rating/TipsPlugin"),

        // MARK: Sample app — deep links
        .target(
            name: "RideLinks",
            dependencies: [
                "FlowCore", "DeepLinks", "ServiceLocator", "OnboardingFlow", "OnboardingService", "PaymentsFlow",
                "PaymentsLogic", "PaymentsService", "ProfileFlow", "ProfileService", "RootLogic", "RootService",
            ],
            path: "Flows/Links/RideLinks",
            exclude: ["RideRoutes.routes.json"],
            plugins: ["RouteTablePlugin"]
        ),

        // MARK: Tests
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore", "FlowTesting"]),
        .testTarget(name: "FlowPluginsTests", dependencies: ["FlowCore", "FlowPlugins", "DeepLinks", "FlowTesting"]),
        .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks", "FlowCore", "FlowTesting"]),
        .testTarget(
            name: "RouteTableGenerationTests", dependencies: ["RouteTableGeneration", "route-table-generator"]),
        .testTarget(name: "ServiceLocatorTests", dependencies: ["ServiceLocator", "FlowTesting"]),
        .testTarget(name: "FlowTestingTests", dependencies: ["FlowTesting", "FlowCore", "DeepLinks"]),
        .testTarget(name: "ModuleRulesTests", dependencies: ["ModuleRules"]),
        .testTarget(name: "SwitchyardCLITests", dependencies: ["switchyard"]),
        .testTarget(
            name: "SampleAppTests",
            dependencies: [
                "FlowCore", "OnboardingFlow", "OnboardingService", "FlowTesting",
                "PaymentsFlow", "PaymentsLogic", "PaymentsService", "PaymentsUI", "CouponsPlugin", "FlowPlugins",
                "RideLinks", "DeepLinks", "RootLogic", "RootService", "ProfileService", "OnboardingUI",
                "RatingFlow", "TipsPlugin", "RideFlow", "RideLogic", "RideService",
            ]
        ),
        .testTarget(name: "TerminalHostTests", dependencies: ["TerminalHost", "FlowCore"]),
        .testTarget(
            name: "MiniAppTests",
            // The executables are built for the tests that run them as processes (AppProcessTests, tmux).
            dependencies: [
                "MiniApp", "TerminalHost", "FlowCore", "RideApp", "OnboardingApp", "RideFeatureApp", "ProfileApp",
                "PaymentsApp", "RatingApp", "OnboardingFlow", "OnboardingService", "OnboardingUI", "FlowPlugins",
                "TipsPlugin",
            ]
        ),

        // MARK: Sample app — Root, Ride, Profile and apps
        .target(name: "RideLogic", path: "Flows/Ride/RideLogic"),
        .target(name: "RideService", dependencies: ["RideLogic"], path: "Flows/Ride/RideService"),
        .target(
            name: "RideUI",
            dependencies: ["FlowCore", "RideLogic", "TerminalHost"],
            path: "Flows/Ride/RideUI"
        ),
        .target(
            name: "RideFlow",
            dependencies: ["FlowCore", "ServiceLocator", "RideLogic", "RideService", "RideUI"],
            path: "Flows/Ride/RideFlow"
        ),
        .target(name: "ProfileLogic", path: "Flows/Profile/ProfileLogic"),
        .target(name: "ProfileService", dependencies: ["ProfileLogic"], path: "Flows/Profile/ProfileService"),
        .target(name: "ProfileUI", dependencies: ["FlowCore", "ProfileLogic"], path: "Flows/Profile/ProfileUI"),
        .target(
            name: "ProfileFlow",
            dependencies: ["FlowCore", "ServiceLocator", "ProfileLogic", "ProfileService", "ProfileUI"],
            path: "Flows/Profile/ProfileFlow"
        ),
        .target(name: "RootLogic", path: "Flows/Root/RootLogic"),
        .target(name: "RootService", dependencies: ["RootLogic"], path: "Flows/Root/RootService"),
        .target(name: "RootUI", dependencies: ["FlowCore", "RootLogic"], path: "Flows/Root/RootUI"),
        .target(
            name: "RootFlow",
            dependencies: [
                "FlowCore", "ServiceLocator", "RootLogic", "RootService", "RootUI", "OnboardingFlow",
                "OnboardingService", "RideFlow", "RideLogic", "ProfileFlow", "ProfileLogic", "ProfileService",
                "PaymentsFlow", "PaymentsLogic", "PaymentsService",
            ],
            path: "Flows/Root/RootFlow"
        ),
        // The mini-apps (MiniApp.ride, .onboarding, …) are defined in the MiniApp library, so the terminal
        // executables below and the browser host (Hosts/Browser) run the same definitions.
        .target(
            name: "MiniApp",
            dependencies: [
                "FlowCore", "TerminalHost", "ServiceLocator", "OnboardingFlow", "OnboardingService", "RootFlow",
                "RootLogic", "RootService", "RideFlow", "RideLogic", "RideService", "RideUI", "ProfileFlow",
                "ProfileLogic", "ProfileService", "FlowPlugins", "PaymentsFlow", "PaymentsService", "CouponsPlugin",
                "RatingFlow", "TipsPlugin", "DeepLinks", "RideLinks",
            ],
            path: "Flows/Apps/MiniApp"
        ),
        .executableTarget(name: "RideApp", dependencies: ["MiniApp"], path: "Flows/Apps/RideApp"),
        .executableTarget(name: "OnboardingApp", dependencies: ["MiniApp"], path: "Flows/Apps/OnboardingApp"),
        .executableTarget(name: "RideFeatureApp", dependencies: ["MiniApp"], path: "Flows/Apps/RideFeatureApp"),
        .executableTarget(name: "ProfileApp", dependencies: ["MiniApp"], path: "Flows/Apps/ProfileApp"),
        .executableTarget(name: "RatingApp", dependencies: ["MiniApp"], path: "Flows/Apps/RatingApp"),
        .executableTarget(name: "PaymentsApp", dependencies: ["MiniApp"], path: "Flows/Apps/PaymentsApp"),
    ]
)

// MARK: Shared settings
for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}

// MARK: Target filter
// SWITCHYARD_ONLY=FlowCore,FlowCoreTests keeps only the named targets and what they depend on, so
// `make mutate` and `make sanitize` build one module and its tests instead of the whole sample
// app. Without the variable the package is exactly as declared above.
if let only = Context.environment["SWITCHYARD_ONLY"] {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var pending = only.split(separator: ",").map(String.init)
    while let name = pending.popLast() {
        guard let target = byName[name] else {
            fatalError(
                "SWITCHYARD_ONLY names '\(name)', which is not a target of this package; set it to target names "
                    + "separated by commas, such as SWITCHYARD_ONLY=FlowCore,FlowCoreTests.")
        }
        guard kept.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            case .productItem: break
            @unknown default: break
            }
        }
        for case .plugin(let name, _) in target.plugins ?? [] { pending.append(name) }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets =
            (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets
            ?? (product as? Product.Plugin)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}
