import Foundation
import Synchronization

/// One benchmark result: nanoseconds per operation, the median and the minimum of several repeats.
struct Measurement {
    let name: String
    /// The median over repeats (or a fixed figure, such as a budget, that was not timed).
    let nanosecondsPerOperation: Double
    /// The fastest repeat, the figure least disturbed by other processes; `nil` for a figure that was not timed.
    var minimum: Double? = nil
}

/// Runs `body` `iterations` times per repeat and returns the median and minimum cost of one call.
///
/// Each repeat is timed with a monotonic clock; the median of `repeats` keeps one
/// noisy repeat from deciding the figure.
///
/// Two environment variables serve `Benchmarks/Scripts/bench-instructions.py`, which counts
/// instructions under callgrind: with `SWITCHYARD_BENCH_LIST=1` no body runs and ``report(_:against:goal:)``
/// prints the measured pairs; with `SWITCHYARD_BENCH_COUNT=<name>` only the measurement of that name runs,
/// its body once to warm up and then `SWITCHYARD_BENCH_COUNT_N` times, and nothing is printed.
func measure(_ name: String, iterations: Int, repeats: Int = 5, _ body: () -> Void) -> Measurement {
    switch countingMode {
    case .timing:
        break
    case .listing:
        measuredNames.withLock { _ = $0.insert(name) }
        return Measurement(name: name, nanosecondsPerOperation: 1, minimum: 1)
    case .counting(let counted, let count):
        if name == counted {
            body()
            for _ in 0..<count { body() }
        }
        return Measurement(name: name, nanosecondsPerOperation: 1, minimum: 1)
    }
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
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2], minimum: samples[0])
}

/// Whether `measure` times bodies, lists the measured pairs, or runs one body for callgrind to count.
enum CountingMode {
    case timing
    case listing
    case counting(name: String, count: Int)

    /// From `SWITCHYARD_BENCH_LIST` and `SWITCHYARD_BENCH_COUNT` / `SWITCHYARD_BENCH_COUNT_N`.
    static var fromEnvironment: Self {
        let environment = ProcessInfo.processInfo.environment
        if environment["SWITCHYARD_BENCH_LIST"] == "1" { return .listing }
        guard let name = environment["SWITCHYARD_BENCH_COUNT"] else { return .timing }
        return .counting(name: name, count: environment["SWITCHYARD_BENCH_COUNT_N"].flatMap(Int.init) ?? 0)
    }
}

let countingMode = CountingMode.fromEnvironment
/// The names `measure` saw while listing, so that only pairs of timed bodies are listed (not budgets).
let measuredNames = Mutex<Set<String>>([])

/// `SWITCHYARD_BENCH_SCALE` (default 1) scales every iteration count, e.g. 0.01 for a run under valgrind.
let iterationScale = ProcessInfo.processInfo.environment["SWITCHYARD_BENCH_SCALE"].flatMap(Double.init) ?? 1

/// Keeps the optimizer from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints a measured pair as ns/op (median, and the minimum where timed) and their ratio, and whether the goal holds.
///
/// The goal is judged on the medians here; `make bench-instructions` judges it on instructions,
/// which hold still when other processes share the cores.
///
/// - Parameters:
///   - ours: the Switchyard measurement.
///   - baseline: the peer or floor measured in the same run.
///   - goal: the largest acceptable `ours / baseline` ratio; `nil` for a figure reported without one.
@discardableResult
func report(_ ours: Measurement, against baseline: Measurement, goal: Double?) -> Bool {
    switch countingMode {
    case .timing:
        break
    case .listing:
        if measuredNames.withLock({ $0.isSuperset(of: [ours.name, baseline.name]) }) {
            print(["pair", ours.name, baseline.name, goal.map { String($0) } ?? "-"].joined(separator: "\t"))
        }
        return true
    case .counting:
        return true
    }
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
    if let oursMinimum = ours.minimum, let baselineMinimum = baseline.minimum {
        print(
            String(
                format: "%@ %10.1f min   | %@ %10.1f min   | ratio %6.3f",
                padded("", to: 44) as NSString, oursMinimum, padded("", to: 36) as NSString, baselineMinimum,
                oursMinimum / baselineMinimum))
    }
    return goal.map { ratio <= $0 } ?? true
}

/// `text` followed by spaces up to `width` characters, for columns: `%-44@` does not pad on Linux.
func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
