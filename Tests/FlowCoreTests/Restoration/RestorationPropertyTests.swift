import FlowCore
import Testing

@Suite(.timeLimit(.minutes(5))) @MainActor struct RestorationPropertyTests {
    /// 400 seeded walks: save at a random step, restore into a new navigator, and both go on identically.
    ///
    /// Every rule's back is random, `.restoringEarlierState` included. The first step after the
    /// restore is a back; every step's updates (transitions, `canGoBack`, path and host model) must
    /// be the original's, and the screen values handed to the host the original's too, except the
    /// value of a covered screen whose flow keeps no earlier states (the document does not keep the
    /// state it was shown with).
    @Test(arguments: 0..<4)
    func aRestoredNavigatorContinuesLikeTheOriginal(batch: UInt64) throws {
        for seed in (batch * 100)..<((batch + 1) * 100) {
            try walk(seed: seed) { $0 }
        }
    }

    /// 200 seeded walks in trees where every flow keeps earlier states, so most backs restore one.
    ///
    /// Found that an overlay presented after another of its name that was dismissed keeps the key it
    /// entered with, which a new navigator numbers afresh: a restore must go by the saved entry.
    @Test(arguments: 0..<2)
    func aRestoredNavigatorWhoseFlowsKeepEarlierStatesContinuesLikeTheOriginal(batch: UInt64) throws {
        for seed in (1_000 + batch * 100)..<(1_000 + (batch + 1) * 100) {
            try walk(seed: seed) { $0.keepingEarlierStates() }
        }
    }

    private func walk(seed: UInt64, tree shape: (TreeSpec) -> TreeSpec) throws {
        let walk = RandomWalk(seed: seed, length: 25)
        // Plugin rules are attached by plugins on activation, not saved; the plugin suites cover them.
        let steps = walk.steps.filter { if case .togglePlugin = $0 { false } else { true } }
        var random = SeededRandom(seed: seed &* 31 &+ 7)
        let saveAt = Int.random(in: 0...steps.count, using: &random)
        let tree = shape(walk.tree)
        let overlays = walk.overlays.map(shape)
        let original = WalkDriver(root: tree, overlays: overlays)
        _ = original.start()
        for step in steps[..<saveAt] { _ = original.perform(step) }
        let data = try original.navigator.save().encoded()
        let restored = WalkDriver(root: tree, overlays: overlays)
        let report = restored.restore(try NavigatorDocument.decoded(from: data))
        let context = "seed \(seed), saved after \(saveAt) of \(steps.map(\.description))"
        try #require(report.errors.isEmpty, "\(context): \(report)")
        try #require(report.outcome == .restored, "\(context)")
        #expect(restored.place() == original.place(), "\(context)")
        _ = original.outcome()
        for (index, step) in ([WalkStep.back] + steps[saveAt...]).enumerated() {
            let expected = original.perform(step)
            let actual = restored.perform(step)
            guard expected.isMatched(byRestored: actual) else {
                Issue.record(
                    "\(context): step \(index) after the restore, \(step), gave \(actual), expected \(expected)")
                return
            }
        }
    }
}
