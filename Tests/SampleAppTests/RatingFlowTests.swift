import FlowCore
import FlowPlugins
import FlowTesting
import RatingFlow
import Testing
import TipsPlugin

@Suite(.timeLimit(.minutes(1))) @MainActor struct RatingFlowTests {
    @Test func aRatingOutOfRangeIsRefusedThenTheRideIsRatedAndCommented() async {
        await withFlowTester(RatingFlow.make(driver: "Sam")) { tester in
            tester.send(.rate(7)) { $0.error = "7 stars is not a rating; give 1 to 5 stars." }
            tester.send(.rate(5)) { ($0.stars, $0.error) = (5, nil) }
            tester.expect(transitions: ["push rate-ride -> ride-comment"])
            tester.send(.comment("Smooth")) { $0.comment = "Smooth" }
            tester.expect(transitions: ["push ride-comment -> rating-thanks"])
            tester.send(.done) { $0.isDone = true }
            tester.expect(output: RideRating(stars: 5, comment: "Smooth"))
        }
    }

    @Test func backFromTheCommentAsksForTheStarsAgainAndTheThanksHasNoBack() async {
        await withFlowTester(RatingFlow.make(driver: "Sam")) { tester in
            tester.send(.rate(4)) { $0.stars = 4 }
            tester.expect(transitions: ["push rate-ride -> ride-comment"])
            tester.back()
            tester.expect(transitions: ["pop ride-comment -> rate-ride"])
            #expect(
                tester.state == RatingState(driver: "Sam"), "the comment's back restores the state before the stars")
            tester.send(.rate(5)) { $0.stars = 5 }
            tester.expect(transitions: ["push rate-ride -> ride-comment"])
            tester.send(.comment("Smooth")) { $0.comment = "Smooth" }
            tester.expect(transitions: ["push ride-comment -> rating-thanks"])
            #expect(tester.navigator.canGoBack == false)
            #expect(tester.navigator.back() == false)
            tester.expect(path: "Rating > rating-thanks")
        }
    }

    @Test func withTheFlagOnTheTipsPluginsItemSetsTheTip() async throws {
        let flags = FeatureFlags([TipsPlugin.flag])
        try flags.setOverride(true, for: TipsPlugin.flag.key)
        let rating = PluginRegistry(flags: flags)
            .attach([TipsPlugin.make()], to: RatingFlow.make(driver: "Sam"), points: RatingFlow.pluginPoints)
        await withFlowTester(rating) { tester in
            tester.send(.rate(4)) { $0.stars = 4 }
            tester.expect(transitions: ["push rate-ride -> ride-comment"])
            tester.tap("skip-comment") { $0.comment = "" }
            tester.expect(transitions: ["push ride-comment -> rating-thanks"])
            tester.tap("select:tip-2") {
                $0.tip = 2
                $0.plugins["tips", "note"] = ""
            }
            tester.expect(transitions: ["push rating-thanks -> driver-note"])
            tester.tap("skip-note") { $0.plugins = PluginStorage() }
            tester.expect(transitions: ["pop driver-note -> rating-thanks"])
            tester.send(.done) { $0.isDone = true }
            tester.expect(output: RideRating(stars: 4, comment: "", tip: 2))
        }
    }
}
