import FlowCore
import Testing

/// The flow tree of an app with a sheet presented over a flow that is its root's last rule: the presented
/// flow is a tree of its own, a last child's rules are indented without a branch line, and a name with
/// quotes is written with apostrophes in DOT and Mermaid.
@Suite @MainActor struct FlowTreeWithOverlayTests {
    func settingsWithHelp() -> Navigator {
        let settings = Flow<Int, Never, Void>("Settings", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "the \"main\" page") { _, _ in FormScreen(id: "main", title: "") }
        }
        let root = Flow<Int, Never, Void>("Root", initialState: 1) { router in
            router.addScreen({ $0 == 0 }, name: "home") { _, _ in FormScreen(id: "home", title: "") }
            router.addFlow({ _ in true }, name: "settings", settings)
        }
        let navigator = Navigator(root: root)
        navigator.start()
        navigator.present(makeHelp())
        navigator.flush()
        return navigator
    }

    @Test func aPresentedFlowIsATreeOfItsOwnAfterTheRoots() {
        let navigator = settingsWithHelp()
        #expect(navigator.path.description == "Root > Settings > main > Help > help-1")
        #expect(
            navigator.flowTree().text == """
                Root
                ├─   home
                └─ * settings -> Settings
                   └─ * the "main" page -> main
                Help
                └─ * page -> help-1
                """)
    }

    @Test func quotesInNamesBecomeApostrophesInDOTAndMermaid() {
        let tree = settingsWithHelp().flowTree()
        #expect(
            tree.dot.contains(##"n3 -> n5 [label="the 'main' page", style=bold, color="#1f6feb"];"##), "\(tree.dot)")
        #expect(tree.mermaid.contains(#"n3 ==>|"the 'main' page"| n5"#), "\(tree.mermaid)")
    }
}
