import FlowCore
import FlowPlugins
import Testing

/// A remote payload that changes several flags at once reaches every flow whose plugins read any of
/// them — not only the flows of the first key — and a kill switch in the same payload wins.
@Suite(.serialized)
@MainActor
struct FlagPayloadReachTests {
    /// Two shops on their own navigators, one with a plugin behind flag `a`, one behind flag `b`.
    @MainActor
    private struct TwoShops {
        let flags = FeatureFlags([FeatureFlag("a", default: false), FeatureFlag("b", default: false)])
        let registry: PluginRegistry
        let shops: [ShopFlow]
        let navigators: [Navigator]

        init() {
            registry = PluginRegistry(flags: flags)
            shops = [makeShop(), makeShop()]
            registry.attach([screenPlugin("p-a", flag: "a")], to: shops[0], points: shopPoints)
            registry.attach([screenPlugin("p-b", flag: "b")], to: shops[1], points: shopPoints)
            navigators = shops.map { Navigator(root: $0) }
            for navigator in navigators { navigator.start() }
        }

        var statuses: [String] { ["p-a", "p-b"].map { registry.status(of: $0)?.description ?? "none" } }
        var items: [[String]] { navigators.map { $0.form?.lists.first?.items.map(\.id) ?? [] } }
    }

    @Test func aPayloadTurningTwoFlagsOnInstallsThePluginsOfBothFlows() throws {
        let setup = TwoShops()
        #expect(setup.statuses == ["off: flag 'a' is off", "off: flag 'b' is off"])
        try setup.flags.applyRemotePayload(#"{"a": true, "b": true}"#)
        #expect(setup.statuses == ["installed in Shop", "installed in Shop"])
        #expect(setup.items == [["gift-wrap", "open-p-a"], ["gift-wrap", "open-p-b"]])
    }

    @Test func aPayloadWithTheKillSwitchTurnsOffBothFlowsOptionalPlugins() throws {
        let setup = TwoShops()
        try setup.flags.applyRemotePayload(#"{"a": true, "b": true}"#)
        try setup.flags.applyRemotePayload(#"{"a": true, "b": true, "kill-switch": true}"#)
        #expect(setup.statuses == ["off: the kill switch is on", "off: the kill switch is on"])
        #expect(setup.items == [["gift-wrap"], ["gift-wrap"]])
        try setup.flags.applyRemotePayload(#"{"a": false, "b": true, "kill-switch": false}"#)
        #expect(setup.statuses == ["off: flag 'a' is off", "installed in Shop"])
        #expect(setup.items == [["gift-wrap"], ["gift-wrap", "open-p-b"]])
    }
}
