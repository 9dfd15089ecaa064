import FlowCore
import Testing

/// The navigator remembers which flows changed since the last update, so it need not ask every
/// flow on the path; past sixteen it stops listing them and asks every flow instead. An app whose
/// one event changes many nested flows (a sign-out reaching every level) must see all of them routed.
@Suite @MainActor struct ManyFlowsChangedAtOnceTests {
    /// A level of a nested chain: with `done` it shows `done-<level>`, else its child level (the deepest shows `leaf`).
    func makeLevel(_ level: Int, deepest: Int, built: LevelRegistry) -> Flow<Bool, Never, Void> {
        let flow = Flow<Bool, Never, Void>("Level\(level)", initialState: false) { router in
            router.addScreen({ $0 }, name: "done") { _, _ in FormScreen(id: ScreenID("done-\(level)"), title: "Done") }
            if level < deepest {
                router.addFlow({ _ in true }, name: "child", makeLevel(level + 1, deepest: deepest, built: built)) {
                    _, _ in
                }
            } else {
                router.addScreen({ _ in true }, name: "leaf") { _, _ in FormScreen(id: "leaf", title: "Leaf") }
            }
        }
        built.levels[level] = flow
        return flow
    }

    @Test(arguments: [3, 17, 20])
    func everyChangedFlowRoutesWhenTheDeepestChangeFirst(levels: Int) throws {
        let built = LevelRegistry()
        let root = makeLevel(0, deepest: levels - 1, built: built)
        let navigator = Navigator(root: root)
        navigator.start()
        #expect(navigator.path.flowNames.count == levels)
        #expect(navigator.path.screenID == "leaf")

        // Deepest first, the root last: the root's change is the last one noted in the turn.
        for level in (0..<levels).reversed() {
            try #require(built.levels[level]).update { $0 = true }
        }
        navigator.flush()

        #expect(navigator.path.description == "Level0 > done-0")
    }

    @Test func changesInSeventeenFlowsThatMoveNothingKeepThePath() throws {
        let built = LevelRegistry()
        let root = makeLevel(0, deepest: 16, built: built)
        let navigator = Navigator(root: root)
        navigator.start()
        var transitions: [String] = []
        let token = navigator.observe { transitions += $0.transitions.map(\.description) }
        // Every level but the deepest changes to `true` and back in one turn: no rule's answer changes.
        for level in (0..<17).reversed() {
            let flow = try #require(built.levels[level])
            flow.update { $0 = true }
            flow.update { $0 = false }
        }
        navigator.flush()
        withExtendedLifetime(token) {}
        #expect(navigator.path.screenID == "leaf")
        #expect(navigator.path.flowNames == (0..<17).map { "Level\($0)" })
        #expect(transitions == [], "a routing that moves nothing gives the host no transition")
    }
}

/// The levels of a nested chain, by depth, as they were built.
@MainActor final class LevelRegistry {
    var levels: [Int: Flow<Bool, Never, Void>] = [:]
}
