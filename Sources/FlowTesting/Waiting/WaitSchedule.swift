/// When a bounded wait gives up, and how it lets other work run between two checks.
///
/// The bound is a time, not a number of turns, so a slow machine waits longer but never forever.
/// When the whole process is starved (the main actor blocked by other tests for seconds), the
/// condition was hardly checked by the timeout, so the wait goes on until it was checked at least
/// ``minimumChecks`` times, and gives up after ``starvedTimeouts`` times the timeout whatever
/// happened (a minute for the default five seconds, the time limit of the suites).
struct WaitSchedule {
    /// How often a condition is checked before a wait may give up at its timeout.
    static let minimumChecks = 200
    /// How many timeouts a wait lasts at most, however seldom it could check.
    static let starvedTimeouts = 12
    /// How many checks only yield (work that is already queued finishes without delay) before
    /// each pause sleeps a millisecond (work on other threads, a fake service's reply, gets time).
    static let yieldingChecks = 100

    /// How long the wait lasts when the condition could be checked often enough.
    let timeout: Duration

    /// Whether a wait that has lasted `elapsed` and checked its condition `checks` times gives up.
    func givesUp(after elapsed: Duration, checks: Int) -> Bool {
        elapsed >= timeout * Self.starvedTimeouts || (elapsed >= timeout && checks >= Self.minimumChecks)
    }

    /// Whether the pause after the `checks`-th check sleeps rather than only yields.
    func sleeps(afterChecks checks: Int) -> Bool {
        checks >= Self.yieldingChecks
    }
}
