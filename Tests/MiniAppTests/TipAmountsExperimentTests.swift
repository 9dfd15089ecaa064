import FlowCore
import FlowPlugins
import MiniApp
import TerminalHost
import Testing
import TipsPlugin

/// RatingApp's experiment `tip-amounts`: set with `--experiment`, listed in `--help`, and followed live when it flips.
@Suite(.timeLimit(.minutes(1))) @MainActor struct TipAmountsExperimentTests {
    static let toThanks = """
        tap rate stars=5
        tap skip-comment
        """

    @Test func helpListsTheExperimentWithItsVariantsAndDefault() async {
        let run = await AppRun.run(MiniApp.rating, ["--help"], script: "")
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "  --experiment tip-amounts=standard|generous The tips offered: standard ($1, $2, $5) or generous ($2, $5, $10) (default standard)\n"
                    + "  --save FILE "))
    }

    @Test(arguments: [
        ([] as [String], "  2. Tip $1 (select:tip-1)\n  3. Tip $2 (select:tip-2)\n  4. Tip $5 (select:tip-5)", 5),
        (
            ["--experiment", "tip-amounts=standard"],
            "  2. Tip $1 (select:tip-1)\n  3. Tip $2 (select:tip-2)\n  4. Tip $5 (select:tip-5)", 5
        ),
        (
            ["--experiment", "tip-amounts=generous"],
            "  2. Tip $2 (select:tip-2)\n  3. Tip $5 (select:tip-5)\n  4. Tip $10 (select:tip-10)", 10
        ),
    ])
    func eachVariantOffersItsTips(experiment: [String], tips: String, largest: Int) async {
        let run = await AppRun.run(
            MiniApp.rating, ["--flag", "tips=on"] + experiment,
            script: Self.toThanks + "\ntap select:tip-\(largest)\ntap skip-note\ntap done\nexpect finished")
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(run.output.contains("  rating-extras:\n\(tips)\n> tap select:tip-\(largest)\n"))
        #expect(run.output.contains("* plugins: 'tips' charged a $\(largest) tip.\n"))
        #expect(run.output.contains("Your $\(largest) tip is on its way to Sam. Add a note?"))
    }

    @Test(arguments: [
        (
            "tip-amounts=huge",
            "RatingApp: error[bad-experiment]: --experiment tip-amounts=huge: key 'tip-amounts' expected one of standard, "
                + "generous, found the variant 'huge'. Choose one of the experiment's variants; it stays 'standard'."
        ),
        (
            "tip-amount=generous",
            "RatingApp: error[bad-experiment]: --experiment tip-amount=generous: key 'tip-amount' expected one of "
                + "tip-amounts, found no experiment named 'tip-amount'. Did you mean 'tip-amounts'? "
                + "Name a defined experiment; every experiment keeps its value."
        ),
        (
            "generous",
            "RatingApp: error[bad-experiment]: '--experiment' needs NAME=VARIANT, but got 'generous', "
                + "e.g. '--experiment tip-amounts=generous'."
        ),
    ])
    func aBadExperimentIsRefusedByName(argument: String, error: String) async {
        let run = await AppRun.run(MiniApp.rating, ["--experiment", argument], script: "")
        #expect(run.status == TerminalApp.usage)
        #expect(run.errors == [error])
        #expect(run.output == "")
    }

    @Test func flippingTheVariantWhileTheThanksShowRedrawsItsTips() async throws {
        let app = MiniApp.rating
        let flags = try app.flags(["tips": true], experiments: [:])
        let session = TerminalSession(root: app.root(flags)) { _ in }
        try await session.start()
        #expect(try await session.perform(.tap(action: "rate", values: ["stars": "5"])))
        #expect(try await session.perform(.tap(action: "skip-comment", values: [:])))
        func tips() throws -> [String] {
            try #require(session.navigator.form?.lists.first).items.map(\.title)
        }
        #expect(try tips() == ["Tip $1", "Tip $2", "Tip $5"])

        try flags.setOverride("generous", forExperimentNamed: TipsPlugin.amounts.key)
        try await session.settle()
        #expect(try tips() == ["Tip $1", "Tip $2", "Tip $5"], "a screen is drawn again only when asked")
        for flow in session.navigator.activeFlows { flow.setNeedsRedraw() }
        try await session.settle()
        #expect(try tips() == ["Tip $2", "Tip $5", "Tip $10"])
        #expect(flags.experimentListing == "tip-amounts = generous (runtime override); variants: standard, generous")

        try flags.setOverride(nil, forExperimentNamed: TipsPlugin.amounts.key)
        for flow in session.navigator.activeFlows { flow.setNeedsRedraw() }
        try await session.settle()
        #expect(try tips() == ["Tip $1", "Tip $2", "Tip $5"])
    }
}
