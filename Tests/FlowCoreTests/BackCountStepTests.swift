import FlowCore
import Testing

/// `back(count:)` counts steps of back, not screens: a back whose action shows another screen at
/// the same depth is one step.
@Suite @MainActor struct BackCountStepTests {
    /// Pages `first`, then `one`, `two` and `three`; back from each page sends the next one, and back from `three` returns to `first`.
    func makeCarousel() -> Flow<Int, Int, Void> {
        Flow(
            "Carousel", initialState: 0,
            reducer: { page, next in
                page = next
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "first") { _, _ in FormScreen(id: "first", title: "First") }
            router.addScreen({ $0 == 1 }, name: "one", back: .send(2)) { _, _ in FormScreen(id: "one", title: "One") }
            router.addScreen({ $0 == 2 }, name: "two", back: .send(3)) { _, _ in FormScreen(id: "two", title: "Two") }
            router.addScreen({ _ in true }, name: "three", back: .send(0)) { _, _ in
                FormScreen(id: "three", title: "Three")
            }
        }
    }

    @Test func moreStepsThanTheStackIsDeepAreTakenWhenEachShowsAnotherScreen() {
        let carousel = makeCarousel()
        let navigator = Navigator(root: carousel)
        navigator.start()
        carousel.send(1)
        navigator.flush()
        #expect(navigator.hostModel.depth == 2)
        var updates: [String] = []
        let token = navigator.observe { updates.append("\($0.transitions)") }

        #expect(navigator.back(count: 3))
        withExtendedLifetime(token) {}
        #expect(carousel.state == 0)
        #expect(navigator.path.description == "Carousel > first")
        #expect(updates == ["[pop one -> first]"], "the host gets one update for the three steps")
    }

    @Test func theLogRecordsWhatEachStepShowedWithBackAsItsCause() {
        let carousel = makeCarousel()
        let navigator = Navigator(root: carousel)
        navigator.start()
        carousel.send(1)
        navigator.flush()
        let mark = navigator.log.count
        #expect(navigator.back(count: 3))
        let logged = navigator.log.events.filter { $0.sequence > mark }.compactMap { event -> String? in
            if case .transition(let transition, _) = event.kind { "\(transition) (\(transition.cause))" } else { nil }
        }
        #expect(logged == ["push first -> two (back)", "push first -> three (back)", "pop one -> first (back)"])
    }
}
