import FlowCore
import FlowPlugins
import ScaleRootFlow

/// Every in-process figure of the app, printed as `key minimum median` lines (nanoseconds per operation,
/// or bytes for `heap_*`, or a count).
@MainActor
func runMeasurements(rounds: Int) {
    emit("features", Double(ScaleComposition.size.features))
    emit("plugins", Double(ScaleComposition.size.plugins))
    measureStart(rounds: rounds)
    measureMemory()
    measureHotPaths(rounds: rounds)
    measureVerification(rounds: max(3, rounds / 2))
}

/// `start()` of the whole tree and its first screen, 20 fresh apps per round (flags and registry included).
@MainActor
private func measureStart(rounds: Int) {
    var kept: [Navigator] = []
    kept.reserveCapacity(20)
    var samples: [Double] = []
    for _ in 0...rounds {
        let start = clockNanoseconds()
        for _ in 0..<20 { kept.append(startApp()) }
        samples.append(Double(clockNanoseconds() - start) / 20)
        kept.removeAll(keepingCapacity: true)
    }
    samples.removeFirst()  // the warm-up round
    samples.sort()
    emit("start_ns", Rounds(minimum: samples[0], median: samples[samples.count / 2]))
    let navigator = startApp()
    emit("start_path_flows", Double(navigator.activeFlows.count))
}

/// Heap bytes per flow on the deepest path, and per attached plugin against the flow it attaches to.
@MainActor
private func measureMemory() {
    let flags = makeFlags()
    let registry = PluginRegistry(flags: flags)
    emit("heap_flags_and_registry", Double(heapBytesOf { (makeFlags(), PluginRegistry(flags: makeFlags())) }))
    // The scene gets flags made outside, so that only the registry, the flows, the path and the screen count.
    let sceneFlags = makeFlags()
    var scene: Scene?
    let pathBytes = heapBytesOf { scene = Scene(attachingAll: false, flags: sceneFlags) }
    let flowsOnPath = scene?.navigator.activeFlows.count ?? 1
    emit("path_flows", Double(flowsOnPath))
    emit("heap_per_flow_on_path", Double(pathBytes) / Double(flowsOnPath))
    scene = nil

    var bare: [AnyObject] = []
    let bareBytes = heapBytesOf { bare = ScaleComposition.buildAll(skipping: 1) }
    var attached: [AnyObject] = []
    let attachedBytes = heapBytesOf { attached = ScaleComposition.attachAll(registry, skipping: 1) }
    let plugins = ScaleComposition.size.plugins - ScaleComposition.pluginCount(of: 1)
    emit("plugin_host_flows", Double(bare.count))
    emit("heap_per_host_flow", bare.isEmpty ? 0 : Double(bareBytes) / Double(bare.count))
    emit("heap_per_attached_plugin", plugins == 0 ? 0 : Double(attachedBytes - bareBytes) / Double(plugins))
    blackHole((bare, attached, flags))
}

/// The heap bytes `body` leaves allocated while its result is alive.
@MainActor
private func heapBytesOf<T>(_ body: () -> T) -> Int {
    let before = heapBytes()
    let result = body()
    let after = heapBytes()
    blackHole(result)
    return after - before
}

/// The update at the deepest path and plugin 1's flag flip, each with its floor, with every plugin attached.
@MainActor
private func measureHotPaths(rounds: Int) {
    let scene = Scene(attachingAll: true)
    emit("attached_plugins", Double(scene.attachedPlugins))
    emit("flip_floor_ns", measureRounds(rounds, iterations: 2_000) { scene.flipByHand() })
    emit("flip_ns", measureRounds(rounds, iterations: 2_000) { scene.flip() })
    try? scene.flags.setOverride(true, for: Scene.flag)
    var floor = UpdateFloor(state: scene.feature.state)
    emit("update_floor_ns", measureRounds(rounds, iterations: 50_000) { floor.run() })
    emit("update_ns", measureRounds(rounds, iterations: 50_000) { scene.update() })
    blackHole(scene.host.transitions)
}

/// `verifyTree` of the whole app: every flow over its state space.
@MainActor
private func measureVerification(rounds: Int) {
    let result = verifyTree(ScaleRootFlow.make().handle)
    emit("verified_flows", Double(result.reports.count))
    emit("verify_unexpected_findings", Double(result.unexpectedFindings.count))
    for finding in result.unexpectedFindings.prefix(5) { print("# finding: \(finding)") }
    emit("verify_ns", measureRounds(rounds, iterations: 1) { blackHole(verifyTree(ScaleRootFlow.make().handle)) })
}
