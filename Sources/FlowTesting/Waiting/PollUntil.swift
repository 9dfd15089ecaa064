/// Lets queued main-actor work run until `condition` holds or the ``WaitSchedule`` for `timeout`
/// gives up; returns whether it held.
@MainActor
func pollUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let schedule = WaitSchedule(timeout: timeout)
    let clock = ContinuousClock()
    let start = clock.now
    var checks = 0
    while !condition() {
        checks += 1
        if schedule.givesUp(after: clock.now - start, checks: checks) { return false }
        if schedule.sleeps(afterChecks: checks) {
            try? await Task.sleep(for: .milliseconds(1))
        } else {
            await Task.yield()
        }
    }
    return true
}
