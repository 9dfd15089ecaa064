import FlowCore
import Testing

/// `onRestore(_:)`: an app (or an extension) adjusts an earlier state that back brings back,
/// before the flow routes with it — a search form that keeps its query but drops a result that is stale.
@Suite @MainActor struct OnRestoreHandlerTests {
    struct SearchState: Hashable, Sendable {
        var query = ""
        var results: [String] = []
        var showsResults = false
        var restoredTimes = 0
    }

    enum SearchAction: Hashable, Sendable {
        case search(String)
    }

    func makeSearch() -> Flow<SearchState, SearchAction, Void> {
        Flow(
            "Search", initialState: SearchState(), output: { _ in },
            reducer: { state, action in
                switch action {
                case .search(let query):
                    state.query = query
                    state.results = ["\(query) 1", "\(query) 2"]
                    state.showsResults = true
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0.showsResults }, name: "results", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "results", title: "Results")
            }
            router.addScreen({ !$0.results.isEmpty }, name: "stale") { _, _ in FormScreen(id: "stale", title: "Stale") }
            router.addScreen({ _ in true }, name: "query") { _, _ in FormScreen(id: "query", title: "Query") }
        }
    }

    @Test func theHandlerChangesTheEarlierStateBeforeTheFlowRoutesWithIt() {
        let search = makeSearch()
        var seen: [SearchState] = []
        // Parenthesised: inside the package a trailing closure could also be `onRestore(reporting:)`.
        search.onRestore({ state in
            seen.append(state)
            state.results = []
            state.restoredTimes += 1
        })
        let navigator = Navigator(root: search)
        navigator.start()
        search.send(.search("tea"))
        search.send(.search("coffee"))
        navigator.flush()
        #expect(navigator.path.description == "Search > results")

        #expect(navigator.back())
        #expect(seen == [SearchState()], "the handler sees the state the query screen had")
        #expect(search.state == SearchState(query: "", results: [], showsResults: false, restoredTimes: 1))
        #expect(navigator.path.description == "Search > query")
    }

    @Test func handlersRunInTheOrderTheyWereAddedAndNotOnOtherSteps() {
        let search = makeSearch()
        var calls: [String] = []
        search.onRestore({ _ in calls.append("first") })
        search.onRestore({ state in
            calls.append("second")
            state.results = ["kept"]
        })
        let navigator = Navigator(root: search)
        navigator.start()
        search.update { $0.results = ["old"] }
        navigator.flush()
        #expect(navigator.path.description == "Search > stale")
        search.send(.search("tea"))
        navigator.flush()
        #expect(calls == [], "no handler runs while the flow moves forward")

        #expect(navigator.back())
        #expect(calls == ["first", "second"])
        #expect(search.state.results == ["kept"])
        #expect(navigator.path.description == "Search > stale")
    }
}
