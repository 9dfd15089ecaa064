import Foundation
import ModuleRules
import Testing

@Suite struct ValidatorTests {
    static let rules = try! RulesConfiguration(
        types: [
            ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"], mayNotImport: ["UIKit"]),
            ModuleType(name: "Service", match: ["*Service"], mayDependOn: ["Service", "Logic"]),
            ModuleType(name: "UI", match: ["*UI"], mayDependOn: ["UI", "Logic"]),
            ModuleType(name: "Flow", match: ["*Flow"], mayDependOn: ["Flow", "UI", "Logic", "Service"]),
            ModuleType(name: "Plugin", match: ["*Plugin"], mayDependOn: ["Flow", "UI", "Logic"], isPlugin: true),
            ModuleType(name: "App", match: ["*App"], mayDependOn: ["*"]),
        ])

    static func at(_ line: Int, _ column: Int = 1, _ path: String = "Package.swift") -> FileLocation {
        FileLocation(path: path, line: line, column: column)
    }

    static func edge(_ name: String, line: Int) -> Dependency {
        Dependency(name: name, location: at(line, 20))
    }

    static func sources(_ module: String, _ imports: [String], file: String? = nil) -> ModuleSources {
        let path = file ?? "Sources/\(module)/\(module).swift"
        return ModuleSources(
            module: module, fileCount: 1,
            imports: imports.enumerated().map { SourceImport(module: $1, location: at($0 + 1, 1, path)) })
    }

    func validate(
        _ modules: [Module], _ sources: [ModuleSources] = [], rules: RulesConfiguration = ValidatorTests.rules
    ) -> [String] {
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        // Types a test's small graph leaves unused are reported as unmatched patterns; UnusedPatternTests covers those.
        return Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: sources)
            .diagnostics.filter { $0.rule != .unmatchedPattern }.map(\.description)
    }

    @Test func cleanGraphHasNoDiagnostics() {
        let modules = [
            Module(name: "CartLogic", location: Self.at(1)),
            Module(name: "CartUI", dependencies: [Self.edge("CartLogic", line: 2)], location: Self.at(2)),
            Module(
                name: "CartFlow", dependencies: [Self.edge("CartUI", line: 3), Self.edge("CartLogic", line: 3)],
                location: Self.at(3)),
        ]
        let sources = [
            Self.sources("CartLogic", ["Foundation"]), Self.sources("CartUI", ["CartLogic"]),
            Self.sources("CartFlow", ["CartUI", "CartLogic"]),
        ]
        #expect(validate(modules, sources) == [])
    }

    @Test func reportsAnIllegalDependencyAtTheDependencyLine() {
        let modules = [
            Module(name: "CartUI", location: Self.at(1)),
            Module(name: "CartLogic", dependencies: [Self.edge("CartUI", line: 2)], location: Self.at(2)),
        ]
        #expect(
            validate(modules) == [
                "Package.swift:2:20: error: [illegal-dependency] 'CartLogic' (Logic) may not depend on 'CartUI' (UI); "
                    + "Logic may depend on Logic"
            ])
    }

    @Test func reportsPluginInversionInsteadOfIllegalDependency() {
        let modules = [
            Module(name: "CouponsPlugin", location: Self.at(1)),
            Module(name: "PaymentsFlow", dependencies: [Self.edge("CouponsPlugin", line: 2)], location: Self.at(2)),
            Module(name: "RideApp", dependencies: [Self.edge("CouponsPlugin", line: 3)], location: Self.at(3)),
        ]
        #expect(
            validate(modules) == [
                "Package.swift:2:20: error: [plugin-inversion] 'PaymentsFlow' (Flow) depends on plugin 'CouponsPlugin' "
                    + "(Plugin); only plugins and types that list 'Plugin' may depend on plugins, so declare a plugin "
                    + "point in 'PaymentsFlow' and let 'CouponsPlugin' register with it"
            ])
    }

    @Test func reportsForbiddenAndUndeclaredImportsAtTheImport() {
        let modules = [
            Module(name: "PricingLogic", location: Self.at(1)),
            Module(name: "CartLogic", location: Self.at(2)),
        ]
        #expect(
            validate(modules, [Self.sources("CartLogic", ["Foundation", "UIKit", "PricingLogic"])]) == [
                "Sources/CartLogic/CartLogic.swift:2:1: error: [forbidden-import] 'CartLogic' (Logic) may not import "
                    + "'UIKit'; move the code that needs it to a module whose type allows it",
                "Sources/CartLogic/CartLogic.swift:3:1: error: [undeclared-import] 'CartLogic' imports 'PricingLogic' but "
                    + "does not declare it; add \"PricingLogic\" to the dependencies of 'CartLogic'",
            ])
    }

    @Test func warnsAboutUnusedLibraryDependenciesButNotExecutablesOrProducts() {
        let modules = [
            Module(name: "PricingLogic", location: Self.at(1)),
            Module(name: "ToolApp", kind: .executable, location: Self.at(2)),
            Module(
                name: "CartLogic",
                dependencies: [
                    Self.edge("PricingLogic", line: 3), Dependency(name: "Algorithms", package: "swift-algorithms"),
                ], location: Self.at(3)),
            Module(name: "CartApp", dependencies: [Self.edge("ToolApp", line: 4)], location: Self.at(4)),
        ]
        let sources = [Self.sources("CartLogic", ["Foundation"]), Self.sources("CartApp", [])]
        #expect(
            validate(modules, sources) == [
                "Package.swift:3:20: warning: [unused-dependency] 'CartLogic' declares a dependency on 'PricingLogic' but "
                    + "never imports it; remove it from the dependencies of 'CartLogic'"
            ])
    }

    /// A module with no source files (not scanned, or generated) imports nothing, so none of its
    /// dependencies is reported as unused.
    @Test func aModuleWithoutSourceFilesHasNoUnusedDependencies() {
        let modules = [
            Module(name: "PricingLogic", location: Self.at(1)),
            Module(name: "CartLogic", dependencies: [Self.edge("PricingLogic", line: 2)], location: Self.at(2)),
        ]
        #expect(validate(modules, [ModuleSources(module: "CartLogic", fileCount: 0, imports: [])]) == [])
        #expect(validate(modules, [ModuleSources(module: "CartLogic", fileCount: 1, imports: [])]).count == 1)
    }

    @Test func optionsReuseManifestDumpsByDefault() {
        let options = CheckOptions()
        #expect(options.usesManifestCache)
        #expect(options.rulesPath == nil)
        #expect(options.threadCount == nil)
    }

    @Test func reportsEachCycleOnceFromItsFirstModule() {
        let modules = [
            Module(name: "CLogic", dependencies: [Self.edge("ALogic", line: 3)], location: Self.at(3)),
            Module(
                name: "ALogic", dependencies: [Self.edge("BLogic", line: 1), Self.edge("CLogic", line: 1)],
                location: Self.at(1)),
            Module(name: "BLogic", dependencies: [Self.edge("ALogic", line: 2)], location: Self.at(2)),
        ]
        let fix = "break it by moving what the modules share into a module they can all depend on"
        #expect(
            validate(modules) == [
                "Package.swift:1:20: error: [dependency-cycle] dependency cycle ALogic -> BLogic -> ALogic; \(fix)",
                "Package.swift:1:20: error: [dependency-cycle] dependency cycle ALogic -> CLogic -> ALogic; \(fix)",
            ])
    }

    @Test func reportsUnmatchedAndAmbiguousModules() throws {
        let rules = try RulesConfiguration(
            types: [
                ModuleType(name: "UI", match: ["*UI", "*sUI"]), ModuleType(name: "Payments", match: ["Pay*"]),
                ModuleType(name: "Kit", match: ["*Kit", "PaymentsKit"]),
            ])
        let modules = [
            Module(name: "Analytics", location: Self.at(1)), Module(name: "PaymentsUI", location: Self.at(2)),
            Module(name: "PaymentsKit", location: Self.at(3)), Module(name: "CartUI", location: Self.at(4)),
        ]
        #expect(
            validate(modules, rules: rules) == [
                "Package.swift:1:1: error: [unmatched-module] no module type matches 'Analytics'; rename it to match a "
                    + "type's pattern or assign it a type under \"modules\" in module-rules.json",
                "Package.swift:2:1: error: [unmatched-module] 'PaymentsUI' matches types 'Payments' ('Pay*') and "
                    + "'UI' ('*sUI') equally; assign it a type under \"modules\" in module-rules.json",
            ])
    }

    @Test func explicitAssignmentsAndIgnoredModules() throws {
        let rules = try RulesConfiguration(
            types: [ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"])],
            modules: ["LegacyNetworking": "Logic"], ignore: ["*Benchmarks"])
        let modules = [
            Module(name: "LegacyNetworking", location: Self.at(1)),
            Module(name: "CartBenchmarks", location: Self.at(2)),
            Module(
                name: "CartLogic",
                dependencies: [Self.edge("LegacyNetworking", line: 3), Self.edge("CartBenchmarks", line: 3)],
                location: Self.at(3)),
        ]
        #expect(validate(modules, rules: rules) == [])
    }

    @Test func exceptionsSuppressUntilTheyExpireAndUnusedOnesWarn() throws {
        let rules = try RulesConfiguration(
            types: ValidatorTests.rules.types,
            exceptions: [
                RuleException(from: "CartLogic", to: "CartUI", reason: "moving in Q3", expires: RuleDate("2026-06-30")),
                RuleException(from: "PricingLogic", to: "CartUI", reason: "formatter", expires: RuleDate("2025-12-31")),
                RuleException(from: "*Logic", to: "UIKit", rule: .forbiddenImport, reason: "previews"),
                RuleException(from: "GoneLogic", to: "CartUI", reason: "deleted"),
            ], path: "/nonexistent/module-rules.json")
        let modules = [
            Module(name: "CartUI", location: Self.at(1)),
            Module(name: "CartLogic", dependencies: [Self.edge("CartUI", line: 2)], location: Self.at(2)),
            Module(name: "PricingLogic", dependencies: [Self.edge("CartUI", line: 3)], location: Self.at(3)),
        ]
        let sources = [Self.sources("CartLogic", ["CartUI", "UIKit"]), Self.sources("PricingLogic", ["CartUI"])]
        #expect(
            validate(modules, sources, rules: rules) == [
                "/nonexistent/module-rules.json:1:1: warning: [unused-exception] the exception 'GoneLogic' -> 'CartUI' "
                    + "matches no violation; remove it from /nonexistent/module-rules.json",
                "Package.swift:3:20: error: [expired-exception] the exception \"formatter\" expired on 2025-12-31, so "
                    + "this illegal-dependency is an error again: 'PricingLogic' (Logic) may not depend on 'CartUI' "
                    + "(UI); Logic may depend on Logic",
            ])
    }

    @Test func summaryCountsModulesFilesImportsAndFindings() {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [Module(name: "CartUI"), Module(name: "CartLogic", dependencies: [Dependency(name: "CartUI")])])
        let report = Validator(configuration: Self.rules).validate(
            graph, sources: [Self.sources("CartLogic", ["CartUI", "Foundation"])])
        #expect(report.summary == "checked 2 modules (1 file, 2 imports): 1 error, 4 warnings")
        #expect(report.moduleTypes == ["CartUI": "UI", "CartLogic": "Logic"])
    }
}
