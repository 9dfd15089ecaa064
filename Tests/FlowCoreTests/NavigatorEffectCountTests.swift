import FlowCore
import Testing

/// `Navigator.runningEffectCount`: the effects still running in every flow on the path, presented ones included.
@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorEffectCountTests {
    /// A flow whose every action starts a download named by the action, which runs until cancelled.
    func makeDownloads(_ name: String) -> Flow<Int, String, Void> {
        Flow(
            name, initialState: 0, output: { _ in },
            reducer: { started, id in
                started += 1
                return .run(id: EffectID(id)) { _ in try? await Task.sleep(for: .seconds(3_600)) }
            }
        ) { router in
            router.addScreen({ _ in true }, name: "list") { _, _ in FormScreen(id: "list", title: name) }
        }
    }

    @Test func theCountAddsUpTheEffectsOfEveryFlowShown() {
        let root = makeDownloads("Library")
        let navigator = Navigator(root: root)
        navigator.start()
        #expect(navigator.runningEffectCount == 0)
        root.send("a")
        #expect(navigator.runningEffectCount == 1)

        let sheet = makeDownloads("Sheet")
        let presentation = navigator.present(sheet)
        sheet.send("b")
        sheet.send("c")
        #expect(navigator.runningEffectCount == 3)

        presentation.dismiss()
        #expect(navigator.runningEffectCount == 1, "the dismissed sheet's effects were cancelled with it")
    }
}
