import FlowCore
import Testing

/// `back(to:)` whose way down is cut by a screen that allows no back: it answers `false`, and
/// the steps it took before stay taken, in one update.
@Suite @MainActor struct BackToStoppedOnTheWayTests {
    /// A tour of three pages: `first`, then `locked` (its rule allows no back), then `last` (back turns a page back).
    func makeTour() -> Flow<Int, Int, Void> {
        Flow(
            "Tour", initialState: 0,
            reducer: { page, turn in
                page += turn
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "first") { _, _ in FormScreen(id: "first", title: "First") }
            router.addScreen({ $0 == 1 }, name: "locked", back: .disabled) { _, _ in
                FormScreen(id: "locked", title: "Locked")
            }
            router.addScreen({ _ in true }, name: "last", back: .send(-1)) { _, _ in
                FormScreen(id: "last", title: "Last")
            }
        }
    }

    func lastBackNote(_ navigator: Navigator) -> String? {
        navigator.log.events.reversed().lazy.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }.first
    }

    @Test func backToAScreenPastOneThatAllowsNoBackAnswersFalseAndKeepsTheStepTaken() {
        let tour = makeTour()
        let navigator = Navigator(root: tour)
        navigator.start()
        tour.send(1)
        navigator.flush()
        tour.send(1)
        navigator.flush()
        #expect(navigator.hostModel == HostModel(layers: [["first", "locked", "last"]]))
        var updates: [String] = []
        let token = navigator.observe { updates.append("\($0.transitions)") }

        #expect(!navigator.back(to: .screen("first")), "the way to 'first' is cut at 'locked'")
        withExtendedLifetime(token) {}

        #expect(tour.state == 1, "the step from 'last' to 'locked' stays taken")
        #expect(navigator.path.description == "Tour > locked")
        #expect(navigator.hostModel == HostModel(layers: [["first", "locked"]]))
        #expect(updates == ["[pop last -> locked]"])
        #expect(
            lastBackNote(navigator)
                == "back from 'locked' is not possible: rule \"locked\" allows no back; the path stays Tour > locked.")
    }
}
