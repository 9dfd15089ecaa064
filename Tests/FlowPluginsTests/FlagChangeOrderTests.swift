import FlowCore
import FlowPlugins
import Testing

/// A flag change that reaches several flows on one path installs their plugins in the order the
/// plugins were attached, whatever keys it changed, so the event log reads the same every run.
@Suite @MainActor struct FlagChangeOrderTests {
    @Test func aPayloadReachingAParentAndItsChildInstallsInAttachOrder() throws {
        let flags = FeatureFlags([FeatureFlag("a", default: false), FeatureFlag("b", default: false)])
        let registry = PluginRegistry(flags: flags)
        let shop = makeShop()
        let mall = Flow<Bool, Never, Void>("Mall", initialState: true) { router in
            router.addFlow({ $0 }, name: "shop", shop) { _, _ in }
            router.addScreen({ _ in true }, name: "hall") { _, _ in
                FormScreen(id: "hall", title: "Hall", lists: [ItemList(id: "shops", items: [])])
            }
        }
        // The mall's plugin reads flag "b" and is attached first; the shop's reads "a" and comes second.
        let signs = Plugin<Bool>("signs", flag: "b") { plugin in
            plugin.addListItems(to: "shops", order: 0) { _, _ in [item("sign", "Sign")] }
        }
        registry.attach([signs], to: mall, points: PluginPoints(lists: ["shops"]))
        registry.attach([screenPlugin("extra", flag: "a")], to: shop, points: shopPoints)
        let navigator = Navigator(root: mall)
        navigator.start()
        #expect(navigator.path.description == "Mall > Shop > cart")

        try flags.applyRemotePayload(#"{"a": true, "b": true}"#)
        let notes = navigator.log.events.compactMap { event -> String? in
            guard case .note("plugins", let message) = event.kind else { return nil }
            return message
        }
        #expect(
            notes == [
                "installed 'signs' into Mall: 1 list item source.",
                "installed 'extra' into Shop: 1 route, 1 list item source.",
            ])
        #expect(navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap", "open-extra"])
    }
}
