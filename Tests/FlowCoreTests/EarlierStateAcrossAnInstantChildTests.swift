import FlowCore
import Testing

/// Back that restores an earlier state, past a step a child flow completed at once (a remembered
/// choice): the flow gets back the state its covered screen showed, not the half-way state it
/// routed with while the child ran in the same update.
@Suite @MainActor struct EarlierStateAcrossAnInstantChildTests {
    struct WizardState: Hashable, Sendable {
        var started = false
        var color: String?
    }

    /// A child that finishes at once with a color it already knows.
    func makeRememberedColor() -> Flow<Int, Never, String> {
        Flow<Int, Never, String>("Remembered", initialState: 0, output: { _ in "blue" }) { router in
            router.addFinish({ _ in true }, name: "known")
        }
    }

    /// `name` until started, then the color picker (which finishes at once), then `summary`, left by restoring the earlier state.
    func makeWizard() -> Flow<WizardState, Bool, Void> {
        Flow(
            "Wizard", initialState: WizardState(),
            reducer: { state, started in
                state.started = started
                return .none
            }
        ) { router in
            router.addScreen({ !$0.started }, name: "name") { _, _ in FormScreen(id: "name", title: "Name") }
            router.addFlow({ $0.color == nil }, name: "color", makeRememberedColor()) { state, color in
                state.color = color
            }
            router.addScreen({ _ in true }, name: "summary", back: .restoringEarlierState) { state, _ in
                FormScreen(id: "summary", title: "Summary: \(state.color ?? "none")")
            }
        }
    }

    @Test func backFromTheSummaryRestoresTheStateTheFirstScreenShowed() {
        let wizard = makeWizard()
        let navigator = Navigator(root: wizard)
        navigator.start()
        wizard.send(true)
        navigator.flush()
        #expect(navigator.path.description == "Wizard > summary")
        #expect(wizard.state == WizardState(started: true, color: "blue"))
        #expect(navigator.hostModel == HostModel(layers: [["name", "summary"]]))

        #expect(navigator.back())
        #expect(wizard.state == WizardState(), "the state 'name' showed, not the one the color step routed with")
        #expect(navigator.path.description == "Wizard > name")
        #expect(navigator.hostModel == HostModel(layers: [["name"]]))
    }
}
