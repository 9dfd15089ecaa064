import FlowCore
import Testing

/// Going back through a deep push stack in one call: every screen beneath the top can be reached.
@Suite @MainActor struct DeepStackBackTests {
    /// Pages `page0` … `page4`, each pushed over the one before; back from a page shows the one before it.
    func makeBook() -> Flow<Int, Int, Void> {
        Flow(
            "Book", initialState: 0,
            reducer: { page, next in
                page = next
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "page0") { _, _ in FormScreen(id: "page0", title: "Page 0") }
            for page in 1...4 {
                router.addScreen({ $0 == page }, name: "page\(page)", back: .send(page - 1)) { _, _ in
                    FormScreen(id: ScreenID("page\(page)"), title: "Page \(page)")
                }
            }
        }
    }

    /// The book open at page `last` (its last page by default): `last + 1` screens on the host's stack.
    func openAtLastPage(_ last: Int = 4) -> (navigator: Navigator, book: Flow<Int, Int, Void>) {
        let book = makeBook()
        let navigator = Navigator(root: book)
        navigator.start()
        for page in stride(from: 1, through: last, by: 1) {
            book.send(page)
            navigator.flush()
        }
        #expect(navigator.hostModel == HostModel(layers: [(0...last).map { ScreenID("page\($0)") }]))
        return (navigator, book)
    }

    @Test func backToTheFirstScreenOfAFiveScreenStackReachesIt() {
        let (navigator, book) = openAtLastPage()
        var updates: [String] = []
        let token = navigator.observe { updates.append("\($0.transitions)") }
        #expect(navigator.back(to: .screen("page0")))
        withExtendedLifetime(token) {}
        #expect(book.state == 0)
        #expect(navigator.path.description == "Book > page0")
        #expect(navigator.hostModel == HostModel(layers: [["page0"]]))
        #expect(updates == ["[pop 4 page4 -> page0]"])
    }

    @Test func backFourTimesFromTheFifthScreenReachesTheFirst() {
        let (navigator, book) = openAtLastPage()
        #expect(navigator.back(count: 4))
        #expect(book.state == 0)
        #expect(navigator.hostModel == HostModel(layers: [["page0"]]))
        #expect(!navigator.back(count: 1))
    }

    @Test func backThreeTimesFromTheFifthScreenStopsOnTheSecond() {
        let (navigator, _) = openAtLastPage()
        #expect(navigator.back(count: 3))
        #expect(navigator.path.description == "Book > page1")
        #expect(navigator.hostModel == HostModel(layers: [["page0", "page1"]]))
    }

    @Test func backToAScreenCountsAChangeNotYetRouted() {
        let (navigator, book) = openAtLastPage(1)
        // Not flushed: the page turns when the navigator next routes, which back(to:) does first.
        book.send(2)
        #expect(navigator.back(to: .screen("page1")))
        #expect(navigator.path.description == "Book > page1")
        #expect(navigator.hostModel == HostModel(layers: [["page0", "page1"]]))
    }

    /// A swipe back while a page turn is pending: the host popped the page it showed, the turn it never saw is routed
    /// with the back, and the host stays in step.
    @Test func aSystemBackWhileAChangeIsPendingStartsFromWhatTheHostShowed() {
        let book = makeBook()
        let (navigator, host) = ModelHost.start(book)
        book.send(1)
        navigator.flush()
        book.send(2)
        navigator.flush()
        // Not flushed: the host still shows page2 when the person swipes it away.
        book.send(3)
        #expect(host.performBack())
        #expect(navigator.handleSystemBack())
        #expect(host.failure == nil)
        #expect(host.model == navigator.hostModel)
        // The back the person took is page2's, whose rule turns to page1; the pending turn to page3 is overtaken.
        #expect(book.state == 1)
        #expect(navigator.path.description == "Book > page1")
        #expect(host.model == HostModel(layers: [["page0", "page1"]]))
    }

    @Test func backLeavesTheScreenAChangeNotYetRoutedShows() {
        let (navigator, book) = openAtLastPage(1)
        // Not flushed: back routes it first, then leaves page2, the screen it shows.
        book.send(2)
        #expect(navigator.back())
        #expect(book.state == 1)
        #expect(navigator.path.description == "Book > page1")
    }
}
