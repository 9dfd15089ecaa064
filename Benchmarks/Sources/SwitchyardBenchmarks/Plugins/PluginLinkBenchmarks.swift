import DeepLinks
import FlowCore
import FlowPlugins
import Foundation

/// The state the link benchmarks change: one number.
private struct CounterState: Sendable {
    var count = 0
}

/// Two measurements of the issue #13 additions, each against a floor measured in the same run:
/// - opening a plugin link through the hub (a route scoped to the flow on screen, added by the
///   registry) vs an app link of the same shape registered by hand (goal: ratio ≤ 1.2);
/// - reading an experiment's variant from a percentage rollout vs reading a Boolean flag
///   (goal: ratio ≤ 3).
@MainActor
func runPluginLinkBenchmarks() async {
    await benchmarkPluginLink()
    benchmarkRolloutVariant()
}

@MainActor
private func makeCounter() -> Flow<CounterState, Never, Int> {
    Flow("Counter", initialState: CounterState(), output: { $0.count }) { router in
        router.addScreen({ _ in true }, name: "counter") { state, _ in
            FormScreen(id: "counter", title: "\(state.count)")
        }
    }
}

@MainActor
private func benchmarkPluginLink() async {
    let counter = makeCounter()
    let navigator = Navigator(root: counter)
    navigator.start()
    let hub = RoutingHub(schemes: ["bench"], navigator: navigator)
    try? hub.register(
        "bench://counter/set/:count", scopedTo: counter,
        .apply(to: counter) { request, flow in
            let count = try request.value("count", as: Int.self)
            flow.update { $0.count = count }
        })
    let registry = PluginRegistry(flags: FeatureFlags())
    let adder = Plugin<CounterState>("adder") { plugin in
        plugin.addDeepLink("counter/add/:count") { state, request in
            state.count = try request.value("count", as: Int.self)
        }
    }
    let points = PluginPoints<CounterState>(deepLinks: "counter/")
    registry.attach([adder], to: counter, points: points)
    try? registry.routeLinks(of: [adder], points: points, through: hub) { _ in makeCounter() }

    let iterations = 5_000
    // Interleaved, so that a slower phase of a shared machine does not land on one side only.
    var baselines: [Measurement] = []
    var ours: [Measurement] = []
    for _ in 0..<3 {
        baselines.append(
            await measureAsync("open an app link (scoped, in place)", iterations: iterations) {
                for await _ in hub.open("bench://counter/set/7") {}
            })
        ours.append(
            await measureAsync("open a plugin link (scoped, in place)", iterations: iterations) {
                for await _ in hub.open("bench://counter/add/7") {}
            })
    }
    report(fastest(ours), against: fastest(baselines), goal: 1.2)
}

@MainActor
private func benchmarkRolloutVariant() {
    enum Banner: String, CaseIterable, ExperimentValue { case none, bold, striped }
    let banner = Experiment<Banner>("fare-banner", default: .none)
    let keys = (0..<20).map { "flag-\($0)" }
    let flags = FeatureFlags(keys.map { FeatureFlag($0, default: false) }, experiments: [banner.definition])
    try? flags.applyRemotePayload(#"{"flag-10": true, "fare-banner": {"rollout": {"bold": 30, "striped": 20}}}"#)
    let iterations = 1_000_000
    var baselines: [Measurement] = []
    var ours: [Measurement] = []
    for _ in 0..<3 {
        baselines.append(
            measure("FeatureFlags.isEnabled, 20 flags", iterations: iterations) {
                blackHole(flags.isEnabled("flag-10"))
            })
        ours.append(
            measure("variant(of:for:) from a rollout", iterations: iterations) {
                blackHole(try? flags.variant(of: banner, for: "rider-42"))
            })
    }
    report(fastest(ours), against: fastest(baselines), goal: 3)
}

/// The fastest of several measurements of one thing.
private func fastest(_ measurements: [Measurement]) -> Measurement {
    measurements.min { $0.nanosecondsPerOperation < $1.nanosecondsPerOperation } ?? measurements[0]
}

/// Like `measure`, for a body that awaits (a hub open runs in a task).
@MainActor
private func measureAsync(_ name: String, iterations: Int, repeats: Int = 5, _ body: @MainActor () async -> Void)
    async -> Measurement
{
    let iterations = max(1, Int(Double(iterations) * iterationScale))
    for _ in 0..<max(1, iterations / 10) { await body() }
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { await body() }
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(iterations))
    }
    samples.sort()
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2])
}
