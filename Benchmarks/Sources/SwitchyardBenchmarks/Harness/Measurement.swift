import Foundation

/// One benchmark result: nanoseconds per operation, the median of several repeats.
struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
}

/// Runs `body` `iterations` times per repeat and returns the median cost of one call.
///
/// Each repeat is timed with a monotonic clock; the median of `repeats` keeps one
/// noisy repeat from deciding the figure.
func measure(_ name: String, iterations: Int, repeats: Int = 5, _ body: () -> Void) -> Measurement {
    let iterations = max(1, Int(Double(iterations) * iterationScale))
    for _ in 0..<max(1, iterations / 10) { body() }  // warm up caches and lazy state
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(iterations))
    }
    samples.sort()
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2])
}

/// `SWITCHYARD_BENCH_SCALE` (default 1) scales every iteration count, e.g. 0.01 for a run under valgrind.
let iterationScale = ProcessInfo.processInfo.environment["SWITCHYARD_BENCH_SCALE"].flatMap(Double.init) ?? 1

/// Keeps the optimizer from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints a measured pair as ns/op and their ratio, and whether the goal holds.
///
/// - Parameters:
///   - ours: the Switchyard measurement.
///   - baseline: the peer or floor measured in the same run.
///   - goal: the largest acceptable `ours / baseline` ratio; `nil` for a figure reported without one.
@discardableResult
func report(_ ours: Measurement, against baseline: Measurement, goal: Double?) -> Bool {
    let ratio = ours.nanosecondsPerOperation / baseline.nanosecondsPerOperation
    let verdict =
        goal.map { ratio <= $0 ? String(format: "(goal <= %.2f) ok", $0) : String(format: "(goal <= %.2f) MISSED", $0) }
        ?? "(no goal)"
    print(
        String(
            format: "%@ %10.1f ns/op | %@ %10.1f ns/op | ratio %6.3f %@",
            padded(ours.name, to: 44) as NSString, ours.nanosecondsPerOperation,
            padded(baseline.name, to: 36) as NSString,
            baseline.nanosecondsPerOperation, ratio, verdict as NSString))
    return goal.map { ratio <= $0 } ?? true
}

/// `text` followed by spaces up to `width` characters, for columns: `%-44@` does not pad on Linux.
func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
