import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin link the plugin cannot take says why and how to fix it, whether its flow is on
/// screen or not: the flag is off, the kill switch is on, the flow's plugins were detached, or
/// the plugin failed.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginLinkRefusalTests {
    /// A plugin with no flag that sets the shop's count from `shop/free/:count`.
    static func free() -> Plugin<ShopState> {
        Plugin("free") { plugin in
            plugin.addDeepLink("shop/free/:count") { state, request in
                state.count = try request.value("count", as: Int.self)
            }
        }
    }

    /// The error opening `link` ends with, waited for at most five seconds.
    func error(opening link: String, in app: PluginLinkTests.App) async -> DeepLinkError? {
        final class Outcome {
            var error: DeepLinkError?
            var isDone = false
        }
        let outcome = Outcome()
        let task = Task { @MainActor in
            do {
                _ = try await app.hub.open(link, as: Int.self)
            } catch {
                outcome.error = error as? DeepLinkError
            }
            outcome.isDone = true
        }
        await yieldUntil("the open of '\(link)' to end") { outcome.isDone }
        task.cancel()
        return outcome.error
    }

    /// Opens `link`, which presents the shop, and waits for the shop to be on screen.
    func showShop(_ app: PluginLinkTests.App, with link: String) async -> RoutingStateRecorder {
        let recorder = RoutingStateRecorder(app.hub.open(link))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        await yieldUntil("the shop to show") { app.shop != nil }
        return recorder
    }

    @Test func withTheKillSwitchOnTheLinkSaysToReleaseIt() async throws {
        let app = try PluginLinkTests.App()
        app.flags.killSwitch = true
        let error = await error(opening: "app://shop/items/7", in: app)
        #expect(error?.code == .featureOff)
        #expect(error?.rule == "kill-switch")
        #expect(error?.value == "linker")
        #expect(
            error?.message
                == "The link 'app://shop/items/7' belongs to plugin 'linker', which is off (the kill switch is on); release the kill switch and open it again."
        )
        #expect(app.navigator.path.description == "Home > home")
    }

    @Test func withTheFlagOffTheErrorNamesTheFlagAsItsRule() async throws {
        let app = try PluginLinkTests.App()
        try app.flags.setOverride(false, for: "linker")
        let error = await error(opening: "app://shop/items/7", in: app)
        #expect(error?.rule == "flag.linker")
        #expect(error?.value == "linker")
    }

    @Test func aLinkToTheFlowOnScreenWhileThePluginIsOffLeavesTheFlowAlone() async throws {
        let app = try PluginLinkTests.App()
        let presenting = await showShop(app, with: "app://shop/items/1")
        try app.flags.setOverride(false, for: "linker")
        let states = await RoutingStateRecorder(app.hub.open("app://shop/items/12")).finish()
        #expect(
            states.last
                == "failed(featureOff: The link 'app://shop/items/12' belongs to plugin 'linker', which is off (flag 'linker' is off); turn the flag 'linker' on and open it again.)"
        )
        #expect(app.shop?.state.count == 1)
        #expect(app.navigator.path.description == "Home > home > Shop > cart")
        #expect(!app.navigator.log.text.contains("deep link 'app://shop/items/12' opened"))
        #expect(presenting.states == ["preparing", "started"])
    }

    @Test func aLinkToTheFlowOnScreenAfterItsPluginsWereDetachedIsRefused() async throws {
        let app = try PluginLinkTests.App(plugins: [Self.free()])
        let presenting = await showShop(app, with: "app://shop/free/1")
        let shop = try #require(app.shop)
        #expect(shop.state.count == 1)
        #expect(app.registry.detach(from: shop))
        let error = await error(opening: "app://shop/free/12", in: app)
        #expect(error?.rule == "plugin.free")
        #expect(
            error?.message
                == "The link 'app://shop/free/12' belongs to plugin 'free', which is off (its plugins were detached); attach the plugins to the flow again and open it again."
        )
        #expect(shop.state.count == 1)
        #expect(presenting.states == ["preparing", "started"])
    }

    /// A plugin with no flag whose link sets the shop's count, and whose `break` item throws.
    static func fragile() -> Plugin<ShopState> {
        Plugin("fragile") { plugin in
            plugin.addDeepLink("shop/fragile/:count") { state, request in
                state.count = try request.value("count", as: Int.self)
            }
            plugin.addListItems(to: "extras", order: 100) { _, context in
                [ListItem(id: "break", title: "Break", action: "break") { context.perform { _ in throw Boom() } }]
            }
        }
    }

    @Test func aLinkToTheFlowOnScreenAfterItsPluginFailedIsRefusedWithTheFailure() async throws {
        let app = try PluginLinkTests.App(plugins: [Self.fragile()])
        let presenting = await showShop(app, with: "app://shop/fragile/1")
        let shop = try #require(app.shop)
        try app.navigator.form?.perform(FormEvent("break"))
        #expect(app.registry.failures.map(\.value) == ["an action of its screen"])
        let error = await error(opening: "app://shop/fragile/12", in: app)
        #expect(error?.code == .featureOff)
        #expect(error?.rule == "plugin.fragile")
        #expect(error?.value == "fragile")
        #expect(
            error?.message
                == "The link 'app://shop/fragile/12' belongs to plugin 'fragile', which is off because it failed: "
                + "Plugin 'fragile' threw in an action of its screen: boom. It is turned off and Shop keeps running "
                + "without it; fix the plugin, then call registry.retry(\"fragile\"). Then open the link again."
        )
        #expect(shop.state.count == 1)
        #expect(!app.navigator.log.text.contains("deep link 'app://shop/fragile/12' opened"))
        #expect(app.navigator.path.description == "Home > home > Shop > cart")
        #expect(presenting.states == ["preparing", "started"])
    }

    @Test func aLinkThatWouldPresentAFlowWhosePluginFailsOnAttachIsRefusedWithTheFailure() async throws {
        // The linker's flag is not defined: attaching the plugin fails it, so presenting the shop would show
        // the shop without what the link was for.
        let app = try PluginLinkTests.App(flags: FeatureFlags([]))
        let error = await error(opening: "app://shop/items/7", in: app)
        #expect(error?.code == .featureOff)
        #expect(error?.rule == "plugin.linker")
        #expect(
            error?.message
                == "The link 'app://shop/items/7' belongs to plugin 'linker', which is off because it failed: "
                + "\(app.registry.failures.first?.message ?? "") Then open the link again.")
        #expect(app.registry.failures.map(\.code) == [.unknownFlag])
        #expect(app.navigator.path.description == "Home > home")
    }
}
