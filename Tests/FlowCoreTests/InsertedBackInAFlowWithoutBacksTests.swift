import FlowCore
import Testing

/// A screen rule inserted while the flow runs (as a plugin does) with its own `back:`, into a flow
/// whose own rules declare none: the inserted rule's back is the one the top screen gets.
@Suite @MainActor struct InsertedBackInAFlowWithoutBacksTests {
    /// `home` for page 0 and `news` for page 1, neither declaring a back.
    func makeFeed() -> Flow<Int, Int, Void> {
        Flow(
            "Feed", initialState: 0,
            reducer: { page, next in
                page = next
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            router.addScreen({ $0 == 1 }, name: "news") { _, _ in FormScreen(id: "news", title: "News") }
        }
    }

    @Test func anInsertedScreenThatSendsABackActionCanBeLeftWithBack() {
        let feed = makeFeed()
        let navigator = Navigator(root: feed)
        navigator.start()
        feed.send(1)
        navigator.flush()
        #expect(!navigator.canGoBack, "no rule of the feed declares a back")

        let rule = feed.router.insertScreen(
            { $0 == 2 }, name: "survey", source: "plugin", back: .send(0), at: .end
        ) { _ in FormScreen(id: "survey", title: "Survey") }
        #expect(rule?.name == "survey")
        feed.send(2)
        navigator.flush()
        #expect(navigator.hostModel == HostModel(layers: [["home", "news", "survey"]]))
        #expect(navigator.canGoBack, "the inserted rule declares `back: .send(0)`")

        #expect(navigator.back())
        #expect(feed.state == 0)
        #expect(navigator.path.description == "Feed > home")
        #expect(navigator.hostModel == HostModel(layers: [["home"]]))
    }

    @Test func anInsertedScreenThatAllowsNoBackRefusesItWhereTheHostHasAScreenBeneath() {
        let feed = makeFeed()
        let navigator = Navigator(root: feed)
        navigator.start()
        feed.router.insertScreen({ $0 == 2 }, name: "terms", source: "plugin", back: .disabled, at: .before("news")) {
            _ in FormScreen(id: "terms", title: "Terms")
        }
        feed.send(2)
        navigator.flush()
        #expect(navigator.hostModel == HostModel(layers: [["home", "terms"]]))
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        #expect(
            navigator.log.events.last?.description.hasSuffix(
                "back: back from 'terms' is not possible: rule \"terms\" allows no back; the path stays Feed > terms.")
                == true)
    }
}
