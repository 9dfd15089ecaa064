import FlowCore
import Testing

/// An overlay presented again by a restore hands its output to the `onFinish` the app gave for it, as the
/// overlay it replaces would have: its output when it finishes, `nil` when it is dismissed, once. An overlay the
/// app does not present again leaves, under `.restoreWhatDecodes`, the root's chain restored without it.
@Suite @MainActor struct RestoredOverlayOutputTests {
    /// Asks for a rating; finishes with it.
    func makeRating() -> Flow<Int, Int, Int> {
        Flow(
            "Rating", initialState: 0, output: { $0 },
            reducer: { rating, stars in
                rating = stars
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "stars") { _, _ in FormScreen(id: "stars", title: "Rate") }
            router.addFinish({ _ in true }, name: "rated")
        }
    }

    /// A trip with the rating presented over it, saved.
    func savedWithRating() -> NavigatorDocument {
        let navigator = Navigator(root: makeTrip())
        navigator.start()
        navigator.present(makeRating())
        return navigator.save()
    }

    /// Restores the saved trip, presenting `rating` again with an `onFinish` that records what it got.
    func restore(_ rating: Flow<Int, Int, Int>, into navigator: Navigator, recording outputs: Outputs)
        -> RestorationReport
    {
        navigator.restore(
            savedWithRating(),
            options: RestorationOptions { name in
                name == "Rating" ? OverlayRestoration(rating, onFinish: { outputs.values.append($0) }) : nil
            })
    }

    final class Outputs {
        var values: [Int?] = []
    }

    @Test func aRestoredOverlayThatFinishesHandsItsOutputOn() {
        let rating = makeRating()
        let outputs = Outputs()
        let navigator = Navigator(root: makeTrip())
        let report = restore(rating, into: navigator, recording: outputs)
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup\n  restored Rating")
        #expect(navigator.path.description == "Trip > Pickup > street > Rating > stars")
        rating.send(4)
        navigator.flush()
        #expect(outputs.values == [4])
        #expect(navigator.path.description == "Trip > Pickup > street")
    }

    @Test func aRestoredOverlayThatIsDismissedHandsOnNothingOnce() {
        let outputs = Outputs()
        let navigator = Navigator(root: makeTrip())
        let report = restore(makeRating(), into: navigator, recording: outputs)
        #expect(report.presentations.count == 1)
        report.presentations.first?.dismiss()
        report.presentations.first?.dismiss()
        navigator.flush()
        #expect(outputs.values == [nil])
        #expect(navigator.path.description == "Trip > Pickup > street")
    }

    @Test func restoringWhatDecodesWithoutAnOverlayKeepsTheRootsChainAsANewStartShowsIt() {
        let saved = savedTrip().document
        let restored = Navigator(root: makeTrip())
        var options = RestorationOptions()
        options.onError = .restoreWhatDecodes
        let report = restored.restore(saved, options: options)
        #expect(report.outcome == .partial)
        #expect(report.restoredFlows == ["Trip", "Pickup"])
        #expect(report.errors.map(\.code) == [.unknownOverlay])
        #expect(report.presentations.isEmpty)
        #expect(restored.path.description == "Trip > Pickup > door")
        #expect(
            restored.hostModel == HostModel(layers: [["door"]]), "without the saved layout, as a new start shows it")
    }

    @Test func anOverlayPresentedAgainAsAnotherFlowIsNamedWithItsField() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            savedTrip().document, options: RestorationOptions { _ in OverlayRestoration(makeRating()) })
        #expect(report.outcome == .fresh)
        #expect(report.errors.first?.flow == "Help")
        #expect(
            report.errors.map(\.description) == [
                "error[renamed-flow]: The document has flow 'Help' at chains[1].flows[0].flow, but the tree builds 'Rating' there. The flow was renamed or the tree changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
            ])
        #expect(restored.path.description == "Trip > Pickup > street")
    }
}
