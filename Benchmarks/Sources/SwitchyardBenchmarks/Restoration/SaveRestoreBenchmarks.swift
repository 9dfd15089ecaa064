import FlowCore
import Foundation

/// A state as large as a test wants: a list of numbers, like a draft or a cache kept in a flow's state.
private struct LargeState: Codable, Hashable, Sendable {
    var values: [Int] = []
}

private struct ValuesScreen: Screen {
    var screenID: ScreenID { "values" }
}

@MainActor
private func makeLarge(_ values: [Int]) -> Flow<LargeState, Never, Void> {
    Flow("Large", initialState: LargeState(values: values)) { router in
        router.addScreen({ _ in true }, name: "values") { _, _ in ValuesScreen() }
    }
}

/// Wall time of one operation, over several rounds: the fastest round and the median one.
private struct Rounds {
    let name: String
    let minimum: Double
    let median: Double
}

/// Runs `body` `iterations` times per round, `rounds` times, and keeps each round's cost per call.
private func rounds(_ name: String, iterations: Int, rounds count: Int, _ body: () -> Void) -> Rounds {
    let iterations = max(1, Int(Double(iterations) * iterationScale))
    for _ in 0..<max(1, iterations / 10) { body() }
    var samples: [Double] = []
    for _ in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
    }
    samples.sort()
    return Rounds(name: name, minimum: samples[0], median: samples[samples.count / 2])
}

/// Prints a pair as min and median per call and their ratios against the goal.
private func report(_ ours: Rounds, against floor: Rounds, goal: Double, unit: Double, unitName: String) {
    let ratio = ours.minimum / floor.minimum
    let medianRatio = ours.median / floor.median
    print(
        String(
            format:
                "%@ min %9.2f / median %9.2f %@ | %@ min %9.2f / median %9.2f %@ | ratio min %5.2f, median %5.2f (goal <= %.0f) %@",
            padded(ours.name, to: 44) as NSString, ours.minimum / unit, ours.median / unit, unitName as NSString,
            padded(floor.name, to: 32) as NSString, floor.minimum / unit, floor.median / unit, unitName as NSString,
            ratio, medianRatio, goal, (ratio <= goal ? "ok" : "MISSED") as NSString))
}

/// The numbers of a large state that makes a document of about `megabytes`.
private func largeValues(megabytes: Int) -> [Int] {
    // Every number is written with seven digits and a comma.
    (0..<(megabytes << 20) / 8).map { 1_000_000 + $0 % 9_000_000 }
}

/// Save + restore against a JSON round trip of the same states, wall time (min and median of rounds).
///
/// - The RideApp-shaped depth-4 tree (`makeRoot`), against `jsonRoundTrip` (encoding and decoding
///   the same four states with `JSONEncoder`/`JSONDecoder`), as two figures:
///   - (a) save + encode + decode + restore into a new navigator, torn down after each call: the
///     whole cost, building the flows and tearing them down included;
///   - (b) (a) minus a new navigator of the same tree, its `start()` and its teardown: what an app
///     pays because it restores, since it builds, starts and tears down a navigator anyway.
///   The goal is ≤ 2× for (b); (a) is reported beside it.
/// - One flow whose state holds numbers, in documents of 1 MB, 10 MB and 50 MB: the same pair per
///   size (goal ≤ 2×), the time per MB (linear when it stays flat), and what the default
///   ``RestorationLimits`` do with 50 MB (refused, and how fast).
///
/// Instruction counts come from `Benchmarks/Scripts/callgrind-restoration.sh`, which runs
/// ``runSaveRestoreProbe(makeRoot:jsonRoundTrip:)`` under callgrind.
@MainActor
func runSaveRestoreBenchmarks(makeRoot: @escaping () -> FlowHandle, jsonRoundTrip: () -> Void) {
    let navigator = Navigator(root: makeRoot())
    navigator.start()
    let floor = rounds("JSON round trip of the 4 states", iterations: 2_000, rounds: 9) { jsonRoundTrip() }
    let roundTrip = rounds("save + encode + decode + restore (depth 4)", iterations: 2_000, rounds: 9) {
        guard let data = try? navigator.save().encoded() else { return }
        let restored = Navigator(root: makeRoot())
        blackHole(restored.restore(from: data))
    }
    report(roundTrip, against: floor, goal: 2, unit: 1_000, unitName: "µs")
    // Both bodies build, route and tear down one navigator of the same tree: the restored one and
    // this one are released at the end of each call, so the difference is what restoring adds.
    let start = rounds("Navigator(root:) + start() (depth 4)", iterations: 2_000, rounds: 9) {
        let fresh = Navigator(root: makeRoot())
        fresh.start()
        blackHole(fresh)
    }
    let bytes = (try? navigator.save().encoded().count) ?? 0
    print(
        String(
            format:
                "  (a) above; a %d-byte document; a new navigator, its start() and its teardown cost min %.2f / median %.2f µs",
            bytes, start.minimum / 1_000, start.median / 1_000))
    let beyondMinimum = roundTrip.minimum - start.minimum
    let beyondMedian = roundTrip.median - start.median
    print(
        String(
            format:
                "  (b) save + restore beyond that start       min %9.2f / median %9.2f µs | ratio min %5.2f, median %5.2f to the JSON round trip (goal <= 2) %@",
            beyondMinimum / 1_000, beyondMedian / 1_000, beyondMinimum / floor.minimum, beyondMedian / floor.median,
            (beyondMinimum / floor.minimum <= 2 ? "ok" : "MISSED") as NSString))

    var unlimited = RestorationOptions()
    unlimited.limits.maximumBytes = .max
    for megabytes in [1, 10, 50] {
        let values = largeValues(megabytes: megabytes)
        let large = Navigator(root: makeLarge(values))
        large.start()
        guard let data = try? large.save().encoded() else { return }
        let state = LargeState(values: values)
        let json = rounds("JSON round trip, same state", iterations: 1, rounds: 3) {
            let encoded = (try? JSONEncoder().encode(state)) ?? Data()
            blackHole(try? JSONDecoder().decode(LargeState.self, from: encoded))
        }
        var restoration = RestorationReport?.none
        let ours = rounds("save + restore of a \(megabytes) MB document", iterations: 1, rounds: 3) {
            guard let saved = try? large.save().encoded() else { return }
            let restored = Navigator(root: makeLarge([]))
            restoration = restored.restore(from: saved, options: unlimited)
        }
        report(ours, against: json, goal: 2, unit: 1e6, unitName: "ms")
        let size = Double(data.count) / 1_048_576
        print(
            String(
                format: "  %.2f s for %.1f MB (%.0f ms per MB), %@", ours.minimum / 1e9, size,
                ours.minimum / 1e6 / size, (restoration?.headline ?? "no report") as NSString))
        if megabytes == 50 {
            let restoreOnly = rounds("restore of the 50 MB document", iterations: 1, rounds: 3) {
                blackHole(Navigator(root: makeLarge([])).restore(from: data, options: unlimited))
            }
            print(
                String(
                    format: "  50 MB restore time (decode + restore, raised limits): min %.2f s, median %.2f s",
                    restoreOnly.minimum / 1e9, restoreOnly.median / 1e9))
            var refusal = RestorationReport?.none
            let refused = rounds("restore of 50 MB, default limits", iterations: 1, rounds: 3) {
                refusal = Navigator(root: makeLarge([])).restore(from: data)
            }
            print(
                String(
                    format: "  default limits: %@ in %.3f ms",
                    (refusal?.errors.first?.code.rawValue ?? "?") as NSString,
                    refused.minimum / 1e6))
        }
    }
}

/// One measured body run `SWITCHYARD_PROBE_N` times, for callgrind (`Benchmarks/Scripts/callgrind-restoration.sh`).
///
/// `SWITCHYARD_PROBE` names the body: `depth4` (save + encode + decode + restore of the depth-4
/// tree into a new navigator, torn down after each call), `json4` (the JSON round trip of its
/// states), `start4` (a new navigator of the same tree, its `start()` and its teardown: what an
/// app without a document pays), `save4` (save + encode alone), `large-<MB>` and `json-<MB>`
/// (save + restore and the JSON round trip for one state of that many megabytes).
///
/// The setup is the same for every count, so the instructions of one call are those of a run with
/// N = 1 minus those with N = 0. The depth-4 bodies run once more as part of the setup: what the
/// runtime does only the first time (generic metadata, conformance lookups, caches of Foundation's
/// coders) is then in every run, and the difference is a call in the steady state, on both sides
/// of every ratio. `SWITCHYARD_PROBE_COLD=1` leaves that call out, to see the first-time cost.
@MainActor
func runSaveRestoreProbe(makeRoot: @escaping () -> FlowHandle, jsonRoundTrip: @escaping () -> Void) {
    let environment = ProcessInfo.processInfo.environment
    guard let probe = environment["SWITCHYARD_PROBE"], let count = environment["SWITCHYARD_PROBE_N"].flatMap(Int.init)
    else {
        print("restoration-probe: set SWITCHYARD_PROBE and SWITCHYARD_PROBE_N (see callgrind-restoration.sh)")
        return
    }
    var unlimited = RestorationOptions()
    unlimited.limits.maximumBytes = .max
    let started = Navigator(root: makeRoot())
    started.start()
    let body: () -> Void
    switch probe {
    case "depth4":
        body = {
            guard let data = try? started.save().encoded() else { return }
            // The restored navigator is torn down at the end of each call, as `start4`'s is.
            blackHole(Navigator(root: makeRoot()).restore(from: data))
        }
    case "json4":
        body = jsonRoundTrip
    case "start4":
        body = {
            let fresh = Navigator(root: makeRoot())
            fresh.start()
            blackHole(fresh)
        }
    case "save4":
        body = { blackHole(try? started.save().encoded()) }
    default:
        // One call of these is a billion instructions: what happens only the first time is lost in it.
        let parts = probe.split(separator: "-")
        guard parts.count == 2, let megabytes = Int(parts[1]) else { return print("unknown probe \(probe)") }
        let values = largeValues(megabytes: megabytes)
        let large = Navigator(root: makeLarge(values))
        large.start()
        let state = LargeState(values: values)
        for _ in 0..<count {
            if parts[0] == "json" {
                let encoded = (try? JSONEncoder().encode(state)) ?? Data()
                blackHole(try? JSONDecoder().decode(LargeState.self, from: encoded))
            } else {
                guard let saved = try? large.save().encoded() else { return }
                blackHole(Navigator(root: makeLarge([])).restore(from: saved, options: unlimited))
            }
        }
        return print("restoration-probe \(probe) x \(count) done")
    }
    if environment["SWITCHYARD_PROBE_COLD"] != "1" { body() }
    for _ in 0..<count { body() }
    print("restoration-probe \(probe) x \(count) done")
}
