import FlowCore
import FlowTesting
import Testing

/// `back(to: .flow(name))` on a path where two flows have that name: it always leaves the top
/// once, then stops at the first screen the name shows, however deep the flows are nested.
@Suite(.timeLimit(.minutes(1))) @MainActor struct BackToRepeatedFlowTests {
    /// A guide whose intro leads into a nested guide of two pages, on its last page.
    func onTheLastPage() throws -> Navigator {
        let guide = makeGuide(nested: true)
        let navigator = Navigator(root: guide)
        navigator.start()
        guide.send(true)
        navigator.flush()
        try navigator.form?.perform(FormEvent("next"))
        navigator.flush()
        #expect(navigator.path.description == "Guide > Guide > page-2")
        return navigator
    }

    func lastBackNote(_ navigator: Navigator) -> String? {
        navigator.log.events.reversed().lazy.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }.first
    }

    @Test func backToTheTopsOwnFlowNameLeavesTheTopOnce() throws {
        let navigator = try onTheLastPage()
        #expect(navigator.back(to: .flow("Guide")))
        #expect(navigator.path.description == "Guide > Guide > page-1")
        #expect(navigator.hostModel == HostModel(layers: [["intro", "page-1"]]))
    }

    @Test func backToTheNameAgainReachesTheOuterFlowWithThatName() throws {
        let navigator = try onTheLastPage()
        #expect(navigator.back(to: .flow("Guide")))
        #expect(navigator.back(to: .flow("Guide")))
        #expect(navigator.path.description == "Guide > intro")
        #expect(navigator.hostModel == HostModel(layers: [["intro"]]))
    }

    @Test func withNothingOfThatNameBeneathTheTopBackToIsRefused() throws {
        let navigator = try onTheLastPage()
        #expect(navigator.back(count: 2))
        #expect(!navigator.back(to: .flow("Guide")))
        #expect(navigator.path.description == "Guide > intro")
        #expect(
            lastBackNote(navigator)
                == "back(to: flow 'Guide') found no such screen beneath the top; the path stays Guide > intro.")
    }

    @Test func backToAScreenBeneathTwoFlowsOfTheSameNameTakesEveryStep() throws {
        let navigator = try onTheLastPage()
        #expect(navigator.back(to: .screen("intro")))
        #expect(navigator.path.description == "Guide > intro")
        #expect(!navigator.back(to: .screen("page-2")))
        #expect(
            lastBackNote(navigator)
                == "back(to: screen 'page-2') found no such screen beneath the top; the path stays Guide > intro.")
    }
}

/// A guide: with `nested`, an intro and then a guide of its own (named "Guide" too); without,
/// two pages, the second reached with the first's `next` button.
@MainActor
func makeGuide(nested: Bool) -> Flow<Int, Bool, Void> {
    Flow(
        "Guide", initialState: 0,
        reducer: { page, forward in
            page += forward ? 1 : 0
            return .none
        }
    ) { router in
        if nested {
            router.addScreen({ $0 == 0 }, name: "intro") { _, _ in FormScreen(id: "intro", title: "Intro") }
            router.addFlow({ _ in true }, name: "pages", back: .restoringEarlierState, makeGuide(nested: false))
        } else {
            router.addScreen({ $0 == 0 }, name: "page 1") { _, send in
                FormScreen(id: "page-1", title: "One", actions: [.init(id: "next", title: "Next") { _ in send(true) }])
            }
            router.addScreen({ _ in true }, name: "page 2", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "page-2", title: "Two")
            }
        }
    }
}
