import FlowCore
import FlowPlugins
import FlowTesting
import RatingFlow
import Testing
import TipsPlugin

/// The rating flow with the tips plugin: a tip is charged once, and a plugin screen going away never rewinds it.
@MainActor
final class TipsHarness {
    let flags = FeatureFlags([TipsPlugin.flag])
    let registry: PluginRegistry
    let rating: RatingFlow
    let tester: FlowTester<RatingState, RatingAction, RideRating>
    private let chargeLog = ChargeLog()
    /// Every charge the plugin made, in cents.
    var charges: [Int] { chargeLog.cents }

    /// What can take the plugin's note screen away while it shows.
    enum Removal: String, CaseIterable, CustomTestStringConvertible {
        case flagOff, killSwitch, detach, throwing
        var testDescription: String { rawValue }
    }

    init(noteFails: Bool = false) throws {
        try flags.setOverride(true, for: TipsPlugin.flag.key)
        registry = PluginRegistry(flags: flags)
        rating = RatingFlow.make(driver: "Sam")
        let log = chargeLog
        let plugin = TipsPlugin.make(
            charge: { log.cents.append($0) },
            sendNote: { note in if noteFails { throw NoteUndelivered(note: note) } })
        registry.attach([plugin], to: rating, points: RatingFlow.pluginPoints)
        // The plugin changes the tip and its own storage, which the flow's tester does not assert on.
        tester = FlowTester(rating, exhaustivity: .all.subtracting(.stateChanges))
    }

    /// Rates 5 stars, skips the comment and tips $5: the note screen shows over the thanks.
    func tipFiveDollars() {
        tester.send(.rate(5))
        tester.expect(transitions: ["push rate-ride -> ride-comment"])
        tester.tap("skip-comment")
        tester.expect(transitions: ["push ride-comment -> rating-thanks"])
        tester.tap("select:tip-5")
        tester.expect(transitions: ["push rating-thanks -> driver-note"])
    }

    func remove(by removal: Removal) throws {
        switch removal {
        case .flagOff: try flags.setOverride(false, for: TipsPlugin.flag.key)
        case .killSwitch: flags.killSwitch = true
        case .detach: #expect(registry.detach(from: rating))
        case .throwing: tester.tap("send-note", values: ["note": "Thanks!"])
        }
    }

    /// Undoes `removal` where the plugin can come back (it cannot after a detach or a failure).
    func bringBack(after removal: Removal) throws -> Bool {
        switch removal {
        case .flagOff: try flags.setOverride(true, for: TipsPlugin.flag.key)
        case .killSwitch: flags.killSwitch = false
        case .detach, .throwing: return false
        }
        return true
    }

    var pluginNotes: [String] {
        tester.navigator.log.events.compactMap {
            guard case .note("plugins", let message) = $0.kind else { return nil }
            return message
        }
    }
}

/// The charges a payments service made, in cents.
@MainActor
final class ChargeLog {
    var cents: [Int] = []
}

/// Why the sample's note delivery failed.
struct NoteUndelivered: Error, CustomStringConvertible {
    var note: String
    var description: String { "the note \"\(note)\" could not be delivered" }
}

@Suite @MainActor struct TipsPluginTests {
    @Test func aTipIsChargedOnceAndThenTheNoteScreenShows() throws {
        let harness = try TipsHarness()
        harness.tipFiveDollars()
        #expect(harness.charges == [500])
        #expect(harness.tester.state.tip == 5)
        harness.tester.expect(path: "Rating > driver-note")
        #expect(harness.tester.navigator.form?.body == ["Your $5 tip is on its way to Sam. Add a note?"])

        harness.tester.tap("send-note", values: ["note": "Thanks!"])
        harness.tester.expect(transitions: ["pop driver-note -> rating-thanks"])
        #expect(harness.tester.state.plugins.isEmpty)
        harness.tester.tap("select:tip-2")
        harness.tester.expect(transitions: [])
        #expect(harness.charges == [500], "a tip already charged is never charged again")
        #expect(
            harness.pluginNotes.suffix(3) == [
                "'tips' charged a $5 tip.", "'tips' sent Sam the note \"Thanks!\".",
                "'tips' did not charge $2: a $5 tip was already charged.",
            ])
        harness.tester.send(.done)
        harness.tester.expect(output: RideRating(stars: 5, comment: "", tip: 5))
    }

    @Test func theThanksScreenHasNoBackSoNothingChargedIsAskedAgain() throws {
        let harness = try TipsHarness()
        harness.tipFiveDollars()
        harness.tester.tap("skip-note")
        harness.tester.expect(transitions: ["pop driver-note -> rating-thanks"])
        #expect(harness.tester.navigator.canGoBack == false)
        #expect(harness.tester.navigator.back() == false)
        harness.tester.expect(path: "Rating > rating-thanks")
        #expect(harness.tester.state.tip == 5)
    }

    /// The case: the plugin's screen goes away after an irreversible step its flow recorded.
    @Test(arguments: TipsHarness.Removal.allCases)
    func aPluginScreenGoingAwayLeavesTheFlowsStateButThePluginsStorage(_ removal: TipsHarness.Removal) throws {
        let harness = try TipsHarness(noteFails: removal == .throwing)
        harness.tipFiveDollars()
        var expected = harness.tester.state
        #expect(expected.plugins.isEmpty == false)
        expected.plugins = PluginStorage()

        try harness.remove(by: removal)
        harness.tester.expect(transitions: ["pop driver-note -> rating-thanks"])
        harness.tester.expect(path: "Rating > rating-thanks")
        #expect(harness.tester.state == expected, "only the plugin's storage changed")
        #expect(harness.tester.state.tip == 5)
        #expect(harness.tester.navigator.form?.body == ["5 stars, tip $5"])
        #expect(harness.charges == [500])
        #expect(
            harness.tester.navigator.log.events.contains {
                if case .note("back", _) = $0.kind { return true }
                return false
            } == false, "nothing went back")

        // Where the plugin can come back, its item finds the tip already charged.
        if try harness.bringBack(after: removal) {
            harness.tester.expect(transitions: [])
            harness.tester.tap("select:tip-5")
            harness.tester.expect(transitions: [])
            #expect(harness.charges == [500], "the rider is not charged twice")
            #expect(harness.tester.state == expected)
        }
        harness.tester.send(.done)
        harness.tester.expect(output: RideRating(stars: 5, comment: "", tip: 5))
    }
}
