import FlowCore
import Testing

/// What a host reads from each update: the screens of every layer, whether its top layer can go
/// back, the path as a value; and how an observation ends.
@Suite @MainActor struct NavigationUpdateContentsTests {
    func titles(_ update: NavigationUpdate?) -> [String] {
        (update?.screens ?? []).map { ($0 as? FormScreen)?.title ?? "?" }
    }

    @Test func anUpdateListsTheScreensItBringsInAndBackForTheTopLayerOnly() throws {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        var last: NavigationUpdate?
        let token = navigator.observe { last = $0 }
        navigator.start()
        #expect(titles(last) == ["cart"])
        #expect(last?.canGoBack == [false])

        checkout.send(.add)
        navigator.flush()
        #expect(titles(last) == ["Street"], "a push within one layer brings in only the leaf")
        #expect(last?.canGoBack == [true])
        #expect(last?.path.description == "Checkout > Address > street")

        navigator.present(makeAddressFlow())
        #expect(titles(last) == ["cart", "Street", "Street"], "a presentation brings in every screen of every layer")
        #expect(last?.canGoBack == [false, true], "a presented flow's first screen is left by dismissing it")
        withExtendedLifetime(token) {}
    }

    @Test func aCancelledObservationGetsNoMoreUpdatesAndCancellingAgainDoesNothing() {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        var first = 0
        var second = 0
        let firstToken = navigator.observe { _ in first += 1 }
        let secondToken = navigator.observe { _ in second += 1 }
        navigator.start()
        #expect((first, second) == (1, 1))
        firstToken.cancel()
        firstToken.cancel()
        checkout.send(.add)
        navigator.flush()
        #expect((first, second) == (1, 2), "the other observer stays")
        withExtendedLifetime(secondToken) {}
    }

    @Test func aReleasedObservationGetsNoMoreUpdates() {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        var count = 0
        var token: ObservationToken? = navigator.observe { _ in count += 1 }
        navigator.start()
        #expect(count == 1)
        withExtendedLifetime(token) {}
        token = nil
        checkout.send(.add)
        navigator.flush()
        #expect(count == 1)
    }

    @Test func anObservationTokenRunsItsCancelOnce() {
        var cancels = 0
        var token: ObservationToken? = ObservationToken { cancels += 1 }
        token?.cancel()
        token?.cancel()
        token = nil
        #expect(cancels == 1)
        _ = ObservationToken { cancels += 1 }
        #expect(cancels == 2, "a token released without cancel() cancels then")
    }

    @Test func pathsCompareAndHashByTheirElements() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        let shown = navigator.path
        var built = RoutePath(shown.elements)
        #expect(built == shown)
        #expect(Set([built, shown]).count == 1)
        #expect(built.elements.map(\.description) == ["Checkout", "cart"])
        #expect(built.elements.map(\.kind) == [.flow, .screen])

        built.elements.removeLast()
        #expect(built != shown)
        #expect(built.description == "Checkout")
        #expect(built.screenID == nil)
        #expect(Set([built, shown]).count == 2)
    }
}
