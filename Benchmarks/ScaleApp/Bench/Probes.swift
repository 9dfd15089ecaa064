import FlowCore
import FlowPlugins
import ScaleRootFlow

/// The hot paths callgrind counts, each run inside ``scaleProbe(_:_:)`` after its setup and a warm-up.
enum Probe: String, CaseIterable {
    case start
    case update
    case updateFloor = "update-floor"
    case flip
    case flipFloor = "flip-floor"
    case verify
}

/// Sets up `probe`'s scene, warms it up, then runs it `count` times inside ``scaleProbe(_:_:)``.
@MainActor
func runProbe(_ probe: Probe, count: Int) {
    switch probe {
    case .start:
        blackHole(startApp())
        var kept: [Navigator] = []
        kept.reserveCapacity(count)
        scaleProbe(count) { kept.append(startApp()) }
        blackHole(kept)
    case .update:
        let scene = Scene(attachingAll: true)
        try? scene.flags.setOverride(true, for: Scene.flag)
        for _ in 0..<100 { scene.update() }
        scaleProbe(count) { scene.update() }
    case .updateFloor:
        let scene = Scene(attachingAll: true)
        var floor = UpdateFloor(state: scene.feature.state)
        for _ in 0..<100 { floor.run() }
        scaleProbe(count) { floor.run() }
    case .flip:
        let scene = Scene(attachingAll: true)
        for _ in 0..<10 { scene.flip() }
        scaleProbe(count) { scene.flip() }
    case .flipFloor:
        let scene = Scene(attachingAll: true)
        for _ in 0..<10 { scene.flipByHand() }
        scaleProbe(count) { scene.flipByHand() }
    case .verify:
        blackHole(verifyTree(ScaleRootFlow.make().handle))
        scaleProbe(count) { blackHole(verifyTree(ScaleRootFlow.make().handle)) }
    }
}
