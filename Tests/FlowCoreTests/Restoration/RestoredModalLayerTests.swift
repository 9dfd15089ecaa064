import FlowCore
import Foundation
import Testing

/// A welcome flow the home screen presents before anything else: the root's own level shows no screen, so the
/// saved layout's base layer is anchored at the welcome flow.
private struct HomeState: Hashable, Sendable, Codable {
    var welcomed = false
}

private struct WelcomeState: Hashable, Sendable, Codable {
    var step = 0
}

@MainActor
private func makeGreeting() -> Flow<WelcomeState, Never, Void> {
    Flow("Welcome", initialState: WelcomeState(), output: { _ in }) { router in
        router.addScreen({ $0.step == 0 }, name: "intro") { _, _ in FormScreen(id: "intro", title: "Intro") }
        router.addScreen({ $0.step == 1 }, name: "terms", back: .restoringEarlierState) { _, _ in
            FormScreen(id: "terms", title: "Terms")
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

@MainActor
private func makeGreetedHome() -> Flow<HomeState, Never, Void> {
    Flow("Home", initialState: HomeState()) { router in
        router.addFlow({ !$0.welcomed }, name: "welcome", presentation: .present, makeGreeting()) { state, _ in
            state.welcomed = true
        }
        router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
    }
}

/// The saved layout's layers against the restored path's modal levels: a level without a screen of its own has
/// no layer, every other has one, in order, each presented from the place the path presents it from.
@Suite @MainActor struct RestoredModalLayerTests {
    private let helpAgain = RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }

    /// Home presenting Welcome on its terms screen, over its intro: `Home > Welcome > terms`.
    private func savedWelcome() -> (navigator: Navigator, document: NavigatorDocument) {
        let home = makeGreetedHome()
        let navigator = Navigator(root: home)
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<WelcomeState, Never, Void>.self)?.update { $0.step = 1 }
        navigator.flush()
        return (navigator, navigator.save())
    }

    @Test func aRootThatPresentsAFlowFirstIsRestoredWithItsBaseLayerAnchoredThere() throws {
        let (original, document) = savedWelcome()
        #expect(original.path.description == "Home > Welcome > terms")
        #expect(document.layout.map(\.screens) == [["intro", "terms"]])
        #expect(document.layout[0].anchor?.entry == 1)
        #expect(document.layout[0].anchor?.screen == nil)
        let restored = Navigator(root: makeGreetedHome())
        let host = ModelHost()
        restored.host = host
        let report = restored.restore(from: try document.encoded())
        #expect(report.description == "restoration: restored\n  restored Home\n  restored Welcome")
        #expect(restored.path.description == "Home > Welcome > terms")
        #expect(restored.hostModel == HostModel(layers: [["intro", "terms"]]))
        #expect(host.model == restored.hostModel)
        #expect(restored.back())
        #expect(restored.path.description == "Home > Welcome > intro")
        #expect(restored.save() == Navigator.savedAfterOneBack(savedWelcome().navigator))
    }

    @Test func aBaseLayerWithoutTheAnchorOfAPresentedFirstLevelIsDamaged() {
        var document = savedWelcome().document
        document.layout[0].anchor = nil
        expectDamaged(
            document, root: makeGreetedHome(), at: "layout",
            "it has 1 layer, but the restored path shows 2 modal levels", fresh: "Home > Welcome > intro")
    }

    @Test func aBaseLayerAnchoredAtTheRootIsDamagedAtTheFirstLayer() {
        var document = savedWelcome().document
        document.layout[0].anchor?.entry = 0
        document.layout[0].anchor?.place = nil
        expectDamaged(
            document, root: makeGreetedHome(), at: "layout[0]",
            "the layer is not presented from a place the restored path presents from, in order",
            fresh: "Home > Welcome > intro")
    }

    @Test func aLayoutWithoutItsBaseLayerIsDamagedAtTheFirstLayer() {
        var document = savedTrip().document
        document.layout.removeFirst()
        expectDamaged(
            document, root: makeTrip(), at: "layout[0]",
            "the layer is not presented from a place the restored path presents from, in order",
            fresh: "Trip > Pickup > street")
    }

    @Test func anOverlaysLayerAnchoredAtAnotherFlowIsDamagedAtItsAnchor() {
        var document = savedTrip().document
        document.layout[1].anchor = SavedPlace(entry: 0)
        expectDamaged(
            document, root: makeTrip(), at: "layout[1].anchor",
            "the layer is not presented from a place the restored path presents from, in order",
            fresh: "Trip > Pickup > street")
    }

    private func expectDamaged<State, Action, Output>(
        _ document: NavigatorDocument, root: Flow<State, Action, Output>, at field: String, _ problem: String,
        fresh: String
    ) {
        let restored = Navigator(root: root)
        let report = restored.restore(document, options: helpAgain)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at \(field): \(problem). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(report.outcome == .fresh)
        #expect(restored.path.description == fresh)
    }
}

extension Navigator {
    /// What `navigator` saves after one back.
    fileprivate static func savedAfterOneBack(_ navigator: Navigator) -> NavigatorDocument {
        navigator.back()
        return navigator.save()
    }
}
