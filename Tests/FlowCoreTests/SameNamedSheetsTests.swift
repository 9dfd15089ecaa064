import FlowCore
import Testing

/// Two flows of one name presented at once are two places: each sheet hands the host its own screen.
@Suite @MainActor struct SameNamedSheetsTests {
    /// A sheet named "Menu" showing screen `menu`, titled `title`.
    func makeMenu(_ title: String) -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>("Menu", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "menu") { _, _ in FormScreen(id: "menu", title: title) }
        }
    }

    @Test func aSecondSheetOfTheSameFlowNameLeavesTheFirstItsOwnScreen() {
        let navigator = Navigator(root: makeMenu("Home"))
        var screens: [String] = []
        let token = navigator.observe { update in
            screens = update.screens.map { ($0 as? FormScreen)?.title ?? "?" }
        }
        navigator.start()
        navigator.present(makeMenu("Lunch"))
        navigator.present(makeMenu("Dinner"))
        #expect(navigator.hostModel == HostModel(layers: [["menu"], ["menu"], ["menu"]]))
        #expect(screens == ["Home", "Lunch", "Dinner"])
        withExtendedLifetime(token) {}
    }
}
