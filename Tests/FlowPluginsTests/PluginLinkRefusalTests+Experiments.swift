import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A link of a plugin behind an experiment opens only while the experiment gives the registry's
/// subject one of the plugin's variants; otherwise it says which variant the subject has and how to change it.
extension PluginLinkRefusalTests {
    /// A plugin on for the variant 'bold' of `fare-banner` that sets the shop's count from `shop/fare/:count`.
    static func fare() -> Plugin<ShopState> {
        Plugin("fare", experiment: ExperimentGatedPluginTests.fareBanner, variants: ["bold"]) { plugin in
            plugin.addDeepLink("shop/fare/:count") { state, request in
                state.count = try request.value("count", as: Int.self)
            }
        }
    }

    static func experimentApp(subject: String? = nil) throws -> PluginLinkTests.App {
        try PluginLinkTests.App(
            plugins: [fare()], flags: FeatureFlags(experiments: [ExperimentGatedPluginTests.fareBanner.definition]),
            subject: subject)
    }

    @Test func aLinkOfAPluginWhoseVariantIsNotOnSaysWhichVariantTheSubjectHas() async throws {
        let app = try Self.experimentApp(subject: "rider-7")
        let error = await error(opening: "app://shop/fare/7", in: app)
        #expect(error?.code == .featureOff)
        #expect(error?.rule == "experiment.fare-banner")
        #expect(error?.value == "fare")
        #expect(
            error?.message
                == "The link 'app://shop/fare/7' belongs to plugin 'fare', which is off (experiment 'fare-banner' is 'none' "
                + "for this subject, not 'bold'); give this subject 'bold' in experiment 'fare-banner' and open it again."
        )
        #expect(app.navigator.path.description == "Home > home")

        try app.flags.setOverride("bold", for: ExperimentGatedPluginTests.fareBanner)
        let presenting = await showShop(app, with: "app://shop/fare/7")
        #expect(app.shop?.state.count == 7)
        #expect(presenting.states == ["preparing", "started"])
    }

    @Test func aLinkOfARolloutPluginWithoutASubjectSaysTheRegistryHasNone() async throws {
        let app = try Self.experimentApp()
        try app.flags.setRollout(["bold": 100], for: ExperimentGatedPluginTests.fareBanner)
        let error = await error(opening: "app://shop/fare/7", in: app)
        #expect(error?.rule == "experiment.fare-banner")
        #expect(
            error?.message
                == "The link 'app://shop/fare/7' belongs to plugin 'fare', which is off (experiment 'fare-banner' is a "
                + "rollout and the registry has no subject); give this subject 'bold' in experiment 'fare-banner' and open it again."
        )
    }

    @Test func aLinkToTheFlowOnScreenIsRefusedOnceTheSubjectLeavesTheVariant() async throws {
        let app = try Self.experimentApp(subject: try ExperimentGatedPluginTests.rider(inHalfRollout: true))
        try app.flags.setRollout(["bold": 50], for: ExperimentGatedPluginTests.fareBanner)
        let presenting = await showShop(app, with: "app://shop/fare/1")
        #expect(app.shop?.state.count == 1)

        app.registry.subject = try ExperimentGatedPluginTests.rider(inHalfRollout: false)
        let error = await error(opening: "app://shop/fare/12", in: app)
        #expect(error?.rule == "experiment.fare-banner")
        #expect(
            error?.message
                == "The link 'app://shop/fare/12' belongs to plugin 'fare', which is off (experiment 'fare-banner' is 'none' "
                + "for this subject, not 'bold'); give this subject 'bold' in experiment 'fare-banner' and open it again."
        )
        #expect(app.shop?.state.count == 1)
        #expect(app.navigator.path.description == "Home > home > Shop > cart")
        #expect(presenting.states == ["preparing", "started"])
    }
}
