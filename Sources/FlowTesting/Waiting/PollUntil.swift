/// Lets queued main-actor work run until `condition` holds or `timeout` passes; returns whether it held.
///
/// The first turns only yield, so work that is already queued finishes without delay; later
/// turns sleep a millisecond, so work on other threads (a fake service's reply) gets time too.
/// The bound is a time, not a number of turns, so a slow machine waits longer but never forever.
@MainActor
func pollUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var turns = 0
    while !condition() {
        guard clock.now < deadline else { return false }
        turns += 1
        if turns < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return true
}
