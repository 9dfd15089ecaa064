import FlowCore
import Foundation
import Testing

@testable import FlowPlugins

/// A flag change re-resolves only the keys it touches and syncs only the attachments listed under them;
/// random sequences check both against the simple version, which resolves and syncs everything.
@Suite(.timeLimit(.minutes(1))) @MainActor struct IncrementalFlagChangeTests {
    nonisolated static let keys = ["a", "b", "c", "d"]

    /// The layers as plain dictionaries, and each flag's value resolved from them the simple way.
    struct LayerModel {
        var file: [String: Bool] = [:]
        var environment: [String: Bool] = [:]
        var remote: [String: Bool] = [:]
        var override: [String: Bool] = [:]
        var filePath = ""

        func value(of key: String) -> Bool {
            override[key] ?? remote[key] ?? environment[key] ?? file[key] ?? (key == "d")
        }

        func source(of key: String) -> FlagSource {
            if override[key] != nil { return .runtimeOverride }
            if remote[key] != nil { return .remotePayload }
            if environment[key] != nil { return .environment(FeatureFlag.environmentVariable(for: key)) }
            if file[key] != nil { return .file(filePath) }
            return .defaults
        }

        var values: [String: Bool] {
            Dictionary(uniqueKeysWithValues: (keys + [FeatureFlags.killSwitchKey]).map { ($0, value(of: $0)) })
        }

        /// What observers must hear going from `self` to `next`.
        func changes(to next: Self) -> [String] {
            values.keys.sorted().compactMap { key in
                value(of: key) == next.value(of: key)
                    ? nil : "\(key): \(value(of: key) ? "on" : "off") -> \(next.value(of: key) ? "on" : "off")"
            }
        }
    }

    static func randomLayer(_ random: inout SeededGenerator) -> [String: Bool] {
        var layer: [String: Bool] = [:]
        for key in keys + [FeatureFlags.killSwitchKey] where Int.random(in: 0..<3, using: &random) == 0 {
            layer[key] = Bool.random(using: &random)
        }
        return layer
    }

    static func json(_ layer: [String: Bool]) -> String {
        "{" + layer.keys.sorted().map { "\"\($0)\": \(layer[$0] ?? false)" }.joined(separator: ", ") + "}"
    }

    @Test(arguments: 0..<20) func randomLayerChangesResolveAsFromScratch(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let banner = Experiment<String>("banner", default: "none")
        let flags = FeatureFlags(
            Self.keys.map { FeatureFlag($0, default: $0 == "d") }, experiments: [banner.definition])
        var model = LayerModel()
        var heard: [String] = []
        let observation = flags.observe { change in
            heard += change.entries.map { "\($0.key): \($0.oldValue ? "on" : "off") -> \($0.newValue ? "on" : "off")" }
        }
        let paths = (0..<2).map { _ in
            FileManager.default.temporaryDirectory.appending(path: "flags-\(UUID().uuidString).json").path
        }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }

        for step in 0..<60 {
            heard.removeAll()
            var next = model
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let key = (Self.keys + [FeatureFlags.killSwitchKey]).randomElement(using: &random) ?? "a"
                let value: Bool? = Int.random(in: 0..<3, using: &random) == 0 ? nil : Bool.random(using: &random)
                next.override[key] = value
                try flags.setOverride(value, for: key)
            case 2:
                next.remote = Self.randomLayer(&random)
                try flags.applyRemotePayload(Self.json(next.remote))
            case 3:
                next.environment = Self.randomLayer(&random)
                try flags.loadEnvironment(
                    Dictionary(
                        uniqueKeysWithValues: next.environment.map {
                            (FeatureFlag.environmentVariable(for: $0.key), "\($0.value)")
                        }))
            case 4:
                next.file = Self.randomLayer(&random)
                let path = paths.randomElement(using: &random) ?? paths[0]
                next.filePath = path
                try Data(Self.json(next.file).utf8).write(to: URL(filePath: path))
                try flags.loadFile(at: path)
            default:
                let variant = ["none", "bold", nil].randomElement(using: &random) ?? nil
                try flags.setOverride(variant, for: banner)
                #expect(try flags.variant(of: banner, for: "rider") == variant ?? "none")
            }
            #expect(heard == model.changes(to: next), "step \(step)")
            model = next
            #expect(flags.values == model.values, "step \(step)")
            for key in model.values.keys { #expect(flags.source(of: key) == model.source(of: key), "step \(step)") }
            #expect(flags.isResolvedAsFromScratch, "step \(step)")
        }
        observation.cancel()
    }

    /// A plugin whose contributions closure throws while `broken` is on: a failure that a retry can clear.
    final class Breaker {
        var broken = false
    }

    /// One Shop flow hosted by its own navigator, with its plugins: (id, flag, kind, flaky).
    struct HostedShop {
        let name: String
        var flow: ShopFlow?
        var navigator: Navigator?
        var plugins: [(id: String, flag: String?, kind: Plugin<ShopState>.Kind, flaky: Bool)]
        var attached = true
        var failed: Set<String> = []
    }

    @Test(arguments: 0..<20) func randomAttachDetachAndFlipsInstallWhatAFullResolutionWould(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let flags = FeatureFlags(Self.keys.map { FeatureFlag($0, default: $0 == "d") })
        let registry = PluginRegistry(flags: flags)
        let breaker = Breaker()
        var shops: [HostedShop] = []

        func plugin(_ spec: (id: String, flag: String?, kind: Plugin<ShopState>.Kind, flaky: Bool)) -> Plugin<ShopState>
        {
            guard spec.flaky else { return screenPlugin(spec.id, flag: spec.flag, kind: spec.kind) }
            return Plugin(spec.id, kind: spec.kind, flag: spec.flag) { plugin in
                if breaker.broken { throw Boom() }
                plugin.addListItems(to: "extras", order: 0) { _, _ in [item(spec.id, spec.id)] }
            }
        }
        func attach(_ index: Int) {
            guard let flow = shops[index].flow else { return }
            registry.attach(shops[index].plugins.map(plugin), to: flow, points: shopPoints)
            shops[index].attached = true
            shops[index].failed = Set(shops[index].plugins.filter { $0.flaky && breaker.broken }.map(\.id))
        }
        func addShop() {
            let name = "s\(shops.count)"
            let flow = makeShop()
            let plugins = (0..<Int.random(in: 0...3, using: &random)).map { number in
                (
                    id: "\(name)-p\(number)", flag: (Self.keys + [nil]).randomElement(using: &random) ?? nil,
                    kind: Bool.random(using: &random) ? Plugin<ShopState>.Kind.optional : .core,
                    flaky: Int.random(in: 0..<4, using: &random) == 0
                )
            }
            shops.append(HostedShop(name: name, flow: flow, navigator: Navigator(root: flow), plugins: plugins))
            attach(shops.count - 1)
            shops[shops.count - 1].navigator?.start()
        }
        /// The simple version: which plugins are on, from the flags, the failures and the attachments alone.
        func expectedOn() -> Set<String> {
            var on: Set<String> = []
            for shop in shops where shop.flow != nil && shop.attached {
                for spec in shop.plugins where !shop.failed.contains(spec.id) {
                    if spec.kind == .optional, flags.killSwitch { continue }
                    if let flag = spec.flag, !flags.isEnabled(flag) { continue }
                    on.insert(spec.id)
                }
            }
            return on
        }

        for _ in 0..<3 { addShop() }
        for step in 0..<120 {
            let index = Int.random(in: 0..<shops.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                let key = (Self.keys + [FeatureFlags.killSwitchKey]).randomElement(using: &random) ?? "a"
                try flags.setOverride(Bool.random(using: &random), for: key)
            case 4:
                addShop()
            case 5:
                if shops[index].attached, let flow = shops[index].flow {
                    #expect(registry.detach(from: flow))
                    shops[index].attached = false
                } else if !shops[index].attached {
                    attach(index)
                }
            case 6:
                // The flow and its navigator go: its attachment ends with it, and flips must skip it.
                shops[index].navigator = nil
                shops[index].flow = nil
            case 7:
                breaker.broken.toggle()
            case 8:
                guard shops[index].flow != nil, shops[index].attached,
                    let id = shops[index].failed.sorted().first
                else { continue }
                #expect(registry.retry(id))
                if !breaker.broken { shops[index].failed.remove(id) }
            default:
                try flags.setOverride(nil, for: Self.keys.randomElement(using: &random) ?? "a")
            }
            let installed = Set(
                shops.flatMap(\.plugins).map(\.id).filter {
                    if case .installed = registry.status(of: $0) { true } else { false }
                })
            #expect(installed == expectedOn(), "step \(step)")
            #expect(registry.everyAttachmentIsInSync, "step \(step)")
        }
    }
}
