import FlowCore
import Testing

/// How a back the rules do not allow is refused: `false`, the path unchanged, no update for the
/// host, and a note in the log saying why.
@Suite @MainActor struct BackRefusalTests {
    /// A tour: `start`, then `middle`, whose rule declares no back, then `locked`, whose rule allows none.
    func makeTour() -> Flow<Int, Bool, Void> {
        Flow(
            "Tour", initialState: 0,
            reducer: { step, forward in
                step += forward ? 1 : 0
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
            router.addScreen({ $0 == 1 }, name: "middle") { _, _ in FormScreen(id: "middle", title: "Middle") }
            router.addScreen({ _ in true }, name: "locked", back: .disabled) { _, _ in
                FormScreen(id: "locked", title: "Locked")
            }
        }
    }

    /// A tour advanced `steps` times, each step routed.
    func tour(advancedBy steps: Int) -> (flow: Flow<Int, Bool, Void>, navigator: Navigator) {
        let tour = makeTour()
        let navigator = Navigator(root: tour)
        navigator.start()
        for _ in 0..<steps {
            tour.send(true)
            navigator.flush()
        }
        return (tour, navigator)
    }

    func lastBackNote(_ navigator: Navigator) -> String? {
        navigator.log.events.reversed().lazy.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }.first
    }

    @Test func aScreenWhoseRulesDeclareNoBackRefusesItNamingThePath() {
        let navigator = tour(advancedBy: 1).navigator
        #expect(navigator.hostModel == HostModel(layers: [["start", "middle"]]))
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        #expect(
            lastBackNote(navigator)
                == "back from 'middle' is not possible: no rule on the path declares a back; the path stays Tour > middle."
        )
        #expect(navigator.hostModel == HostModel(layers: [["start", "middle"]]))
    }

    @Test func aRefusedBackSendsTheHostNoUpdate() {
        let navigator = tour(advancedBy: 2).navigator
        var updates: [String] = []
        let token = navigator.observe { updates.append("\($0.transitions)") }
        #expect(!navigator.back())
        #expect(!navigator.back(count: 2))
        withExtendedLifetime(token) {}
        #expect(updates == [])
        #expect(
            lastBackNote(navigator)
                == "back from 'locked' is not possible: rule \"locked\" allows no back; the path stays Tour > locked.")
    }

    @Test func backToTheTopsOwnFlowIsRefusedWhenItsRuleAllowsNoBack() {
        let navigator = tour(advancedBy: 2).navigator
        #expect(!navigator.back(to: .flow("Tour")), "the flow is on top already, but no step was taken")
        #expect(navigator.path.description == "Tour > locked")
        #expect(navigator.hostModel == HostModel(layers: [["start", "middle", "locked"]]))
        #expect(
            lastBackNote(navigator)
                == "back from 'locked' is not possible: rule \"locked\" allows no back; the path stays Tour > locked.")
    }

    @Test func backToAScreenThatIsNowhereBeneathTheTopIsRefused() {
        let (original, _) = savedWizard()
        #expect(!original.back(to: .screen("nowhere")))
        #expect(original.path.description == "Wizard > summary")
        #expect(original.hostModel == HostModel(layers: [["name", "city", "summary"]]))
        #expect(
            lastBackNote(original)
                == "back(to: screen 'nowhere') found no such screen beneath the top; the path stays Wizard > summary.")
    }

    @Test func backToRightAfterASendSeesTheScreenThatSendPushes() {
        let wizard = makeWizard()
        let navigator = Navigator(root: wizard)
        navigator.start()
        wizard.send(.name("Ada"))
        #expect(navigator.back(to: .screen("name")), "the send's screen is routed before back(to:) looks")
        #expect(navigator.path.description == "Wizard > name")
        #expect(wizard.state == WizardState())
    }
}
