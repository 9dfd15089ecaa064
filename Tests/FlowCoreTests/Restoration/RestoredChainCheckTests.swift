import FlowCore
import Testing

/// A ride: the pickup, then the payment, each a child flow, then done.
@MainActor
private func makeRide() -> Flow<TripState, TripAction, Bool> {
    Flow(
        "Ride", initialState: TripState(), output: { $0.confirmed },
        reducer: { state, action in
            switch action {
            case .confirm: state.confirmed = true
            }
            return .none
        }
    ) { router in
        router.addFlow({ $0.pickup == nil }, name: "pickup", makePickup()) { state, street in state.pickup = street }
        router.addFlow({ !$0.confirmed }, name: "payment", makePickup(name: "Payment")) { state, _ in
            state.confirmed = true
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

/// Each chain restored in full must route through exactly the flows it lists, overlays' chains included: a saved
/// child whose state has already finished, or a chain cut short, is a damaged document.
@Suite @MainActor struct RestoredChainCheckTests {
    private func expectDamaged(
        _ report: RestorationReport, at field: String, _ problem: String
    ) {
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at \(field): \(problem). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(report.outcome == .fresh)
    }

    @Test func aSavedChildWhoseStateFinishedRoutesToTheNextChildAndIsRefused() {
        let navigator = Navigator(root: makeRide())
        navigator.start()
        var document = navigator.save()
        #expect(document.chains[0].flows.map(\.flow) == ["Ride", "Pickup"])
        document.chains[0].flows[1].state = .object(["street": .string("1 Main St"), "door": .integer(4)])
        let restored = Navigator(root: makeRide())
        let report = restored.restore(document)
        expectDamaged(
            report, at: "chains[0].flows",
            "the chain lists Ride > Pickup, but its restored states route through Ride > Payment")
        #expect(restored.path.description == "Ride > Pickup > street")
    }

    @Test func aSavedChildWhoseStateFinishedIntoAScreenIsRefused() {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0].flows[1].state = .object(["street": .string("1 Main St"), "door": .integer(4)])
        let restored = Navigator(root: makeTrip())
        expectDamaged(
            restored.restore(document), at: "chains[0].flows",
            "the chain lists Trip > Pickup, but its restored states route through Trip")
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func anOverlaysChainCutShortIsRefused() {
        let navigator = Navigator(root: makeHelp())
        navigator.start()
        navigator.present(makeTrip())
        #expect(navigator.path.description == "Help > help-1 > Trip > Pickup > street")
        var document = navigator.save()
        #expect(document.chains.map { $0.flows.map(\.flow) } == [["Help"], ["Trip", "Pickup"]])
        let options = RestorationOptions { name in name == "Trip" ? OverlayRestoration(makeTrip()) : nil }
        #expect(Navigator(root: makeHelp()).restore(document, options: options).isComplete)

        document.chains[1].flows.removeLast()
        let restored = Navigator(root: makeHelp())
        expectDamaged(
            restored.restore(document, options: options), at: "chains[1].flows",
            "the chain lists Trip, but its restored states route through Trip > Pickup")
        #expect(restored.path.description == "Help > help-1")
    }
}
