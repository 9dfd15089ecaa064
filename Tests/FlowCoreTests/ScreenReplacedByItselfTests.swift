import FlowCore
import Testing

/// A rule that replaces the stack with the screen already shown, alone: the host sees the same
/// screen, so it is told of no transition, while the path names the new rule.
@Suite @MainActor struct ScreenReplacedByItselfTests {
    /// `home` from the start, then `home` again from the rule "home again", which replaces the stack.
    func makeHome() -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ $0 == 0 }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            router.addScreen({ _ in true }, name: "home again", presentation: .replace) { _, _ in
                FormScreen(id: "home", title: "Home again")
            }
        }
    }

    @Test func theHostIsToldOfNoTransitionButGetsTheNewScreen() {
        let home = makeHome()
        let navigator = Navigator(root: home)
        navigator.start()
        var updates: [String] = []
        let token = navigator.observe { update in
            updates.append("\(update.transitions) \(update.screens.map { ($0 as? FormScreen)?.title ?? "?" })")
        }
        home.update { $0 = 1 }
        navigator.flush()
        withExtendedLifetime(token) {}
        #expect(updates == ["[] [\"Home again\"]"])
        #expect(navigator.hostModel == HostModel(layers: [["home"]]))
        #expect(navigator.log.events.last?.description == "#3 state Home changed", "no transition is logged")
    }
}
