import FlowCore
import Testing

@Suite(.timeLimit(.minutes(5))) @MainActor struct RestorationPropertyTests {
    /// 400 seeded walks: save at a random step, restore into a new navigator, and both go on identically.
    @Test(arguments: 0..<4)
    func aRestoredNavigatorContinuesLikeTheOriginal(batch: UInt64) throws {
        for seed in (batch * 100)..<((batch + 1) * 100) {
            let walk = RandomWalk(seed: seed, length: 25)
            // Plugin rules are attached by plugins on activation, not saved; the plugin suites cover them.
            let steps = walk.steps.filter { if case .togglePlugin = $0 { false } else { true } }
            var random = SeededRandom(seed: seed &* 31 &+ 7)
            let saveAt = Int.random(in: 0...steps.count, using: &random)
            let tree = walk.tree.withoutRestoringBacks()
            let overlays = walk.overlays.map { $0.withoutRestoringBacks() }
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
            // Back steps included: back leaves the top screen as the rules declare, from the restored stacks.
            for (index, step) in steps[saveAt...].enumerated() {
                let expected = original.perform(step)
                let actual = restored.perform(step)
                guard expected == actual else {
                    Issue.record("\(context): step \(saveAt + index) \(step) gave \(actual), expected \(expected)")
                    return
                }
            }
        }
    }
}
