import Testing

@testable import FlowTesting

/// When a bounded wait gives up, decided from the time it lasted and how often it could check,
/// so that a starved machine waits longer but never forever.
@Suite struct WaitScheduleTests {
    let schedule = WaitSchedule(timeout: .seconds(5))

    @Test func aWaitCheckedOftenEnoughGivesUpAtItsTimeoutAndNotBefore() {
        #expect(!schedule.givesUp(after: .seconds(5) - .nanoseconds(1), checks: 10_000))
        #expect(schedule.givesUp(after: .seconds(5), checks: 200))
        #expect(schedule.givesUp(after: .seconds(5), checks: 10_000))
    }

    @Test func aStarvedWaitGoesOnPastItsTimeoutUntilItCheckedTwoHundredTimes() {
        #expect(!schedule.givesUp(after: .seconds(5), checks: 199))
        #expect(!schedule.givesUp(after: .seconds(59), checks: 199))
        #expect(schedule.givesUp(after: .seconds(30), checks: 200))
    }

    @Test func noWaitLastsMoreThanTwelveTimeoutsHoweverSeldomItChecked() {
        #expect(!schedule.givesUp(after: .seconds(60) - .nanoseconds(1), checks: 0))
        #expect(schedule.givesUp(after: .seconds(60), checks: 0))
        #expect(schedule.givesUp(after: .seconds(60), checks: 1))
        #expect(WaitSchedule(timeout: .milliseconds(20)).givesUp(after: .milliseconds(240), checks: 3))
    }

    @Test func theFirstHundredPausesOnlyYieldAndLaterOnesSleep() {
        #expect(!schedule.sleeps(afterChecks: 1))
        #expect(!schedule.sleeps(afterChecks: 99))
        #expect(schedule.sleeps(afterChecks: 100))
        #expect(schedule.sleeps(afterChecks: 5_000))
    }
}
