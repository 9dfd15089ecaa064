import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin behind an experiment is on while the experiment gives the registry's subject one of its variants.
@Suite @MainActor struct ExperimentGatedPluginTests {
    static let fareBanner = Experiment<String>("fare-banner", default: "none")

    /// A plugin that adds the item `fare-banner` to the cart's list and a route to the graph.
    static func banner(kind: Plugin<ShopState>.Kind = .optional, variants: Set<String> = ["bold", "striped"])
        -> Plugin<ShopState>
    {
        Plugin("fare-banner", kind: kind, experiment: fareBanner, variants: variants) { plugin in
            plugin.addListItems(to: "extras", order: 100) { _, _ in [item("fare-banner", "Fares drop at 10")] }
            plugin.addRoute("page", at: .before("cart"), when: { $0.plugins["fare-banner", "page"] != nil }) { _, _ in
                FormScreen(id: "fare-page", title: "Fares")
            }
        }
    }

    /// A subject a rollout of 50 % bold gives 'bold' (its bucket is below 50), or one it leaves on the default.
    static func rider(inHalfRollout inside: Bool) throws -> String {
        try #require(
            (0..<100).map { "rider-\($0)" }.first { (Rollout.bucket(key: "fare-banner", subject: $0) < 50) == inside })
    }

    static func harness(subject: String? = nil, plugins: [Plugin<ShopState>] = [banner()]) -> ShopHarness {
        ShopHarness(
            flags: [FeatureFlag("coupons", default: false)], experiments: [fareBanner.definition], subject: subject,
            plugins: plugins)
    }

    @Test func itFollowsTheExperimentsValueForEveryone() throws {
        let harness = Self.harness()
        #expect(harness.items == ["gift-wrap"])
        #expect(
            harness.registry.status(of: "fare-banner")
                == .off(reason: "experiment 'fare-banner' is 'none' for this subject, not 'bold' or 'striped'"))

        try harness.flags.setOverride("striped", for: Self.fareBanner)
        #expect(harness.items == ["gift-wrap", "fare-banner"])
        #expect(harness.registry.status(of: "fare-banner") == .installed(flow: "Shop"))

        try harness.flags.setOverride("plain", for: Self.fareBanner)
        #expect(harness.items == ["gift-wrap"])
        #expect(
            harness.notes.last
                == "removed 'fare-banner' from Shop (experiment 'fare-banner' is 'plain' for this subject, not 'bold' or 'striped')."
        )
    }

    @Test func aRolloutNeedsTheSubjectAndChangingTheSubjectMovesThePlugin() throws {
        let inside = try Self.rider(inHalfRollout: true)
        let outside = try Self.rider(inHalfRollout: false)
        let harness = Self.harness()
        try harness.flags.setRollout(["bold": 50], for: Self.fareBanner)
        #expect(harness.items == ["gift-wrap"])
        #expect(
            harness.registry.status(of: "fare-banner")
                == .off(reason: "experiment 'fare-banner' is a rollout and the registry has no subject"))

        harness.registry.subject = inside
        #expect(harness.items == ["gift-wrap", "fare-banner"])

        harness.registry.subject = outside
        #expect(harness.items == ["gift-wrap"])
        #expect(
            harness.registry.status(of: "fare-banner")
                == .off(reason: "experiment 'fare-banner' is 'none' for this subject, not 'bold' or 'striped'"))
    }

    @Test func aPayloadThatSetsAFlagAndAnExperimentIsOneChange() throws {
        let harness = Self.harness(subject: "rider-7")
        var changes: [String] = []
        let watching = harness.flags.observe { changes.append($0.description) }
        try harness.flags.applyRemotePayload(#"{"coupons": true, "fare-banner": "bold"}"#)
        try harness.flags.applyRemotePayload(#"{"coupons": true, "fare-banner": {"rollout": {"bold": 100}}}"#)
        try harness.flags.applyRemotePayload(#"{"coupons": true, "fare-banner": {"rollout": {"bold": 100}}}"#)
        try harness.flags.setOverride(nil, for: Self.fareBanner)
        _ = watching
        #expect(
            changes == [
                "coupons: off -> on (remote payload); fare-banner: none -> bold (remote payload)",
                "fare-banner: bold -> rollout bold 100% (remote payload)",
            ])
        #expect(harness.items == ["gift-wrap", "fare-banner"])
    }

    @Test func theKillSwitchTurnsAnOptionalOneOffAndLeavesACoreOneOn() throws {
        let core = Plugin<ShopState>("core-banner", kind: .core, experiment: Self.fareBanner, variants: ["bold"]) {
            plugin in
            plugin.addListItems(to: "extras", order: 200) { _, _ in [item("core-banner", "Core")] }
        }
        let harness = Self.harness(plugins: [Self.banner(), core])
        try harness.flags.setOverride("bold", for: Self.fareBanner)
        #expect(harness.items == ["gift-wrap", "fare-banner", "core-banner"])
        harness.flags.killSwitch = true
        #expect(harness.items == ["gift-wrap", "core-banner"])
        #expect(harness.registry.status(of: "fare-banner") == .off(reason: "the kill switch is on"))
    }

    @Test func anUndefinedExperimentFailsThePluginWithATypedError() throws {
        let harness = ShopHarness(plugins: [Self.banner(), screenPlugin("fine")])
        let error = try #require(harness.registry.failures.first)
        #expect(error.code == .unknownExperiment)
        #expect(error.value == "fare-banner")
        #expect(
            error.message
                == "Plugin 'fare-banner' is behind the experiment 'fare-banner', which is not defined; defined experiments: "
                + "none. Pass its definition to FeatureFlags(_:experiments:) or fix the plugin's experiment.")
        #expect(harness.rules == ["fine: page", "cart", "done"])
    }

    @Test func anUndefinedExperimentNamesTheDefinedOnes() throws {
        let other = Experiment<String>("tip-amounts", default: "standard")
        let harness = ShopHarness(
            experiments: [other.definition, Experiment<Int>("seat-map", default: 1).definition],
            plugins: [Self.banner()])
        let error = try #require(harness.registry.failures.first)
        #expect(
            error.message
                == "Plugin 'fare-banner' is behind the experiment 'fare-banner', which is not defined; defined experiments: "
                + "tip-amounts, seat-map. Pass its definition to FeatureFlags(_:experiments:) or fix the plugin's experiment."
        )
    }

    @Test func aVariantOfAnotherKindThanTheDefinedExperimentFailsThePlugin() throws {
        // The flags define 'fare-banner' as a whole number; the plugin names the texts 'bold' and 'striped'.
        let harness = ShopHarness(
            experiments: [Experiment<Int>("fare-banner", default: 0).definition], plugins: [Self.banner()])
        let error = try #require(harness.registry.failures.first)
        #expect(error.code == .unknownVariant)
        #expect(error.value == "bold")
        #expect(
            error.message
                == "Plugin 'fare-banner' is on for the variant 'bold' of experiment 'fare-banner', which takes "
                + "int values; the plugin could never be on for it. Name a variant the experiment defines, or use "
                + "the same Experiment value in the plugin and in FeatureFlags.")
    }

    enum Look: String, CaseIterable, ExperimentValue {
        case plain, bold
        static var experimentKind: ExperimentKind { .string }
        static var experimentChoices: [String]? { allCases.map(\.rawValue) }
        init?(experimentText: String) { self.init(rawValue: experimentText) }
        var experimentText: String { rawValue }
    }

    @Test func aVariantTheDefinedExperimentDoesNotTakeFailsThePlugin() throws {
        // The flags define 'fare-banner' with the variants plain and bold; the plugin names 'striped'.
        let harness = ShopHarness(
            experiments: [Experiment<Look>("fare-banner", default: .plain).definition], plugins: [Self.banner()])
        let error = try #require(harness.registry.failures.first)
        #expect(error.code == .unknownVariant)
        #expect(error.value == "striped")
        #expect(
            error.message
                == "Plugin 'fare-banner' is on for the variant 'striped' of experiment 'fare-banner', which takes only "
                + "'plain' or 'bold'; the plugin could never be on for it. Name a variant the experiment defines, or use "
                + "the same Experiment value in the plugin and in FeatureFlags.")
    }

    @Test func theGraphShowsTheExperimentThatGatesTheRouteWhateverItsValue() {
        let harness = Self.harness()
        let graph = FlowGraph(harness.tester.flow)
        #expect(
            graph.nodes[0].plugins == [
                PluginContribution(
                    plugin: "fare-banner", gate: "experiment 'fare-banner' is 'bold' or 'striped'",
                    rule: "fare-banner: page", kind: .screen, position: .before("cart"))
            ])
    }
}
