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

/// Save + restore against a JSON round trip of the same states.
///
/// - The RideApp-shaped depth-4 tree (`makeRoot`): save + encode + decode + restore into a new
///   navigator, against `jsonRoundTrip` (encoding and decoding the same four states); goal ≤ 2×.
/// - One flow whose state holds N numbers, in documents of 1 MB, 10 MB and 50 MB: the same pair
///   per size (goal ≤ 2×; the JSON floor encodes the state compactly, the document is pretty-printed),
///   the time per MB (linear when it stays flat), and what the default ``RestorationLimits`` do
///   with 50 MB (refused, and how fast).
@MainActor
func runSaveRestoreBenchmarks(makeRoot: @escaping () -> FlowHandle, jsonRoundTrip: () -> Void) {
    let navigator = Navigator(root: makeRoot())
    navigator.start()
    let floor = measure("JSON round trip of the 4 states", iterations: 2_000) { jsonRoundTrip() }
    let roundTrip = measure("save + encode + decode + restore (depth 4)", iterations: 2_000) {
        guard let data = try? navigator.save().encoded() else { return }
        let restored = Navigator(root: makeRoot())
        blackHole(restored.restore(from: data))
    }
    report(roundTrip, against: floor, goal: 2)
    let start = measure("Navigator(root:) + start() (depth 4)", iterations: 2_000) {
        let fresh = Navigator(root: makeRoot())
        fresh.start()
        blackHole(fresh)
    }
    print(
        String(
            format: "  of which a new navigator and its first routing cost %.1f µs",
            start.nanosecondsPerOperation / 1_000))

    var unlimited = RestorationOptions()
    unlimited.limits.maximumBytes = .max
    // How many bytes of the (pretty-printed) document one number takes, to size documents by their bytes.
    let sample = Navigator(root: makeLarge(Array(repeating: 1_000_000, count: 10_000)))
    sample.start()
    let bytesPerValue = Double((try? sample.save().encoded().count) ?? 200_000) / 10_000
    for megabytes in [1, 10, 50] {
        let values = (0..<Int(Double(megabytes << 20) / bytesPerValue)).map { 1_000_000 + $0 % 9_000_000 }
        let large = Navigator(root: makeLarge(values))
        large.start()
        guard let data = try? large.save().encoded() else { return }
        let state = LargeState(values: values)
        let json = measure("JSON round trip, same state", iterations: 1, repeats: 3) {
            let encoded = (try? JSONEncoder().encode(state)) ?? Data()
            blackHole(try? JSONDecoder().decode(LargeState.self, from: encoded))
        }
        var restoration = RestorationReport?.none
        let ours = measure("save + restore of a \(megabytes) MB document", iterations: 1, repeats: 3) {
            guard let saved = try? large.save().encoded() else { return }
            let restored = Navigator(root: makeLarge([]))
            restoration = restored.restore(from: saved, options: unlimited)
        }
        report(ours, against: json, goal: 2)
        let seconds = ours.nanosecondsPerOperation / 1e9
        print(
            String(
                format: "  %.2f s for %.1f MB (%.0f ms per MB), %@", seconds, Double(data.count) / 1_048_576,
                seconds * 1_000 / (Double(data.count) / 1_048_576), (restoration?.headline ?? "no report") as NSString))
        if megabytes == 50 {
            var refusal = RestorationReport?.none
            let refused = measure("restore of 50 MB, default limits", iterations: 1, repeats: 3) {
                refusal = Navigator(root: makeLarge([])).restore(from: data)
            }
            print(
                String(
                    format: "  default limits: %@ in %.3f ms",
                    (refusal?.errors.first?.code.rawValue ?? "?") as NSString,
                    refused.nanosecondsPerOperation / 1e6))
        }
    }
}
