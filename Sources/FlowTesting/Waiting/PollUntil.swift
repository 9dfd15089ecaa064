/// Lets queued main-actor work run until `condition` holds or `timeout` passes; returns whether it held.
///
/// The first turns only yield, so work that is already queued finishes without delay; later
/// turns sleep a millisecond, so work on other threads (a fake service's reply) gets time too.
///
/// The bound is a time, not a number of turns, so a slow machine waits longer but never forever.
/// When the whole process is starved (the main actor blocked by other tests for seconds), the
/// condition was hardly checked by then, so the wait goes on until it was checked at least
/// `minimumChecks` times, and gives up after twelve times `timeout` whatever happened (a minute
/// for the default five seconds, the time limit of the suites).
@MainActor
func pollUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    var checks = 0
    while !condition() {
        checks += 1
        let elapsed = clock.now - start
        if elapsed >= timeout * 12 || (elapsed >= timeout && checks >= minimumChecks) { return false }
        if checks < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return true
}

/// How often a condition is checked before a wait may give up at its timeout.
let minimumChecks = 200
