import FlowCore
import Testing

/// After a routing that failed part-way (the path it built is dropped), the next update starts
/// from the path the host shows: a flow that then leaves is deactivated once.
@Suite @MainActor struct FailedRoutingThenLeavingTests {
    /// A child showing `a`.
    func makeMiddle() -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>("Middle", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "a") { _, _ in FormScreen(id: "a", title: "A") }
        }
    }

    /// A child whose state matches none of its rules.
    func makeBroken() -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>("Broken", initialState: 0) { router in
            router.addScreen({ $0 == 1 }, name: "never") { _, _ in FormScreen(id: "never", title: "Never") }
        }
    }

    func lifecycle(_ navigator: Navigator) -> [String] {
        navigator.log.events.compactMap { event -> String? in
            switch event.kind {
            case .activated, .deactivated: event.description.split(separator: " ", maxSplits: 1).last.map(String.init)
            default: nil
            }
        }
    }

    @Test func aFlowLeavingAfterAFailedRoutingIsDeactivatedOnce() {
        let root = Flow<Int, Never, Void>("Root", initialState: 0) { router in
            router.addFlow({ $0 == 0 }, name: "middle", makeMiddle())
            router.addFlow({ $0 == 1 }, name: "broken", makeBroken())
            router.addScreen({ _ in true }, name: "two") { _, _ in FormScreen(id: "two", title: "Two") }
        }
        let navigator = Navigator(root: root)
        navigator.start()
        root.update { $0 = 1 }
        navigator.flush()
        #expect(navigator.log.errors.map(\.code) == [.noMatchingRule])
        #expect(navigator.path.description == "Root > Middle > a")

        root.update { $0 = 2 }
        navigator.flush()
        #expect(navigator.path.description == "Root > two")
        #expect(lifecycle(navigator) == ["activate Root", "activate Middle", "deactivate Middle"])
    }
}
