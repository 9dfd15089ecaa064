import Foundation
import ModuleRules
import Testing

/// Plugin types: a type named `Plugin` is one without `"plugin": true`, and edges between plugins follow the
/// plugin type's own `mayDependOn`.
@Suite struct PluginRulesTests {
    static func validate(_ modules: [Module], types: [ModuleType]) throws -> [String] {
        let rules = try RulesConfiguration(types: types)
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        return Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
            .diagnostics.filter { $0.rule != .unmatchedPattern }.map(\.description)
    }

    static let flow = ModuleType(name: "Flow", match: ["*Flow"], mayDependOn: ["Flow"])
    static let inverted = [
        Module(name: "CouponsPlugin", location: ValidatorTests.at(1)),
        Module(
            name: "CartFlow", dependencies: [ValidatorTests.edge("CouponsPlugin", line: 2)],
            location: ValidatorTests.at(2)),
    ]
    static let inversion =
        "Package.swift:2:20: error: [plugin-inversion] 'CartFlow' (Flow) depends on plugin 'CouponsPlugin' (Plugin); "
        + "only plugins and types that list 'Plugin' may depend on plugins, so declare a plugin point in 'CartFlow' "
        + "and let 'CouponsPlugin' register with it"

    @Test func aTypeNamedPluginIsAPluginTypeWithoutTheFlag() throws {
        let plugin = ModuleType(name: "Plugin", match: ["*Plugin"], mayDependOn: ["Flow"])
        #expect(plugin.isPlugin)
        #expect(try Self.validate(Self.inverted, types: [Self.flow, plugin]) == [Self.inversion])
    }

    @Test func theFlagDecidesForOtherNamesAndCanTurnItOff() throws {
        #expect(!ModuleType(name: "Extension", match: ["*Plugin"]).isPlugin)
        #expect(ModuleType(name: "Extension", match: ["*Plugin"], isPlugin: true).isPlugin)
        let notPlugin = ModuleType(name: "Plugin", match: ["*Plugin"], isPlugin: false)
        #expect(
            try Self.validate(Self.inverted, types: [Self.flow, notPlugin]) == [
                "Package.swift:2:20: error: [illegal-dependency] 'CartFlow' (Flow) may not depend on 'CouponsPlugin' "
                    + "(Plugin); Flow may depend on Flow"
            ])
    }

    @Test func aRulesFileWithoutThePluginKeyMakesTypePluginAPluginType() throws {
        let json = #"{ "types": { "Plugin": { "match": "*Plugin" }, "Tool": { "match": "*Tool" } } }"#
        let rules = try RulesConfiguration.decode(Data(json.utf8), path: "module-rules.json")
        #expect(rules.types.map(\.isPlugin) == [true, false])
    }

    static let pluginEdge = [
        Module(name: "BadgePlugin", location: ValidatorTests.at(1)),
        Module(
            name: "CouponsPlugin", dependencies: [ValidatorTests.edge("BadgePlugin", line: 2)],
            location: ValidatorTests.at(2)),
    ]

    @Test func aPluginMayDependOnAPluginOnlyWhenItsTypeListsIt() throws {
        let closed = ModuleType(name: "Plugin", match: ["*Plugin"], mayDependOn: ["Flow"])
        #expect(
            try Self.validate(Self.pluginEdge, types: [Self.flow, closed]) == [
                "Package.swift:2:20: error: [illegal-dependency] 'CouponsPlugin' (Plugin) may not depend on "
                    + "'BadgePlugin' (Plugin); Plugin may depend on Flow"
            ])
        let open = ModuleType(name: "Plugin", match: ["*Plugin"], mayDependOn: ["Flow", "Plugin"])
        #expect(try Self.validate(Self.pluginEdge, types: [Self.flow, open]) == [])
    }

    @Test func aPluginTypeEdgeToAnotherPluginTypeIsNotAnInversion() throws {
        let feature = ModuleType(name: "Feature", match: ["*Plugin"], mayDependOn: [], isPlugin: true)
        let badge = ModuleType(name: "Badge", match: ["Badge*"], isPlugin: true)
        let modules = [
            Module(name: "BadgeCore", location: ValidatorTests.at(1)),
            Module(
                name: "CouponsPlugin", dependencies: [ValidatorTests.edge("BadgeCore", line: 2)],
                location: ValidatorTests.at(2)),
        ]
        #expect(
            try Self.validate(modules, types: [feature, badge]) == [
                "Package.swift:2:20: error: [illegal-dependency] 'CouponsPlugin' (Feature) may not depend on "
                    + "'BadgeCore' (Badge); Feature may depend on nothing"
            ])
    }
}
