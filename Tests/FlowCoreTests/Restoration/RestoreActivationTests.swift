import FlowCore
import Testing

/// `onActivate` and `onDeactivate` around a restore: the flows of the path shown are activated once, whether the
/// document was restored or refused, and what an activation handler changes is on screen when `restore` returns.
@Suite @MainActor struct RestoreActivationTests {
    final class Calls {
        var values: [String] = []
    }

    /// A trip whose flows, and every pickup it builds, record their activations in `calls`.
    private func makeRecordedTrip(_ calls: Calls) -> Flow<TripState, TripAction, Bool> {
        let trip = makeTrip(
            {
                let pickup = makePickup()
                pickup.onActivate { calls.values.append("Pickup on") }
                pickup.onDeactivate { calls.values.append("Pickup off") }
                return pickup
            }())
        trip.onActivate { calls.values.append("Trip on") }
        trip.onDeactivate { calls.values.append("Trip off") }
        return trip
    }

    @Test func aRestoredPathActivatesEachOfItsFlowsOnce() {
        let calls = Calls()
        let restored = Navigator(root: makeRecordedTrip(calls))
        let report = restored.restore(savedTrip(presentingHelp: false).document)
        #expect(report.isComplete)
        #expect(calls.values == ["Trip on", "Pickup on"])
    }

    @Test func aRefusedDocumentActivatesTheNewStartsFlowsAsStartDoes() {
        var document = savedTrip(presentingHelp: false).document
        document.layout[0].screens[1] = "street-2"
        document.layout[0].places[1].screen = "street-2"
        let started = Calls()
        Navigator(root: makeRecordedTrip(started)).start()
        #expect(started.values == ["Trip on", "Pickup on"])

        let calls = Calls()
        let restored = Navigator(root: makeRecordedTrip(calls))
        let report = restored.restore(document)
        #expect(report.errors.map(\.field) == ["layout[0].places[1]"])
        #expect(report.outcome == .fresh)
        #expect(calls.values == started.values)
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func whatAnOverlaysActivationChangesIsShownWhenRestoreReturns() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            savedTrip().document,
            options: helpTurningAPageOnEachShowing())
        #expect(report.isComplete)
        #expect(restored.path.description == "Trip > Pickup > door > Help > help-3")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"], ["help-1", "help-2", "help-3"]]))
    }

    @Test func anOverlayPresentedAgainOverAPartialRestoreShowsWhatItsActivationChangedWhenRestoreReturns() {
        let restored = Navigator(root: makeTrip(makePickup(PickupStateWithFloor.self)))
        let report = restored.restore(
            savedTrip().document,
            options: helpTurningAPageOnEachShowing())
        #expect(report.outcome == .partial)
        #expect(restored.path.description == "Trip > Pickup > street > Help > help-3")
        #expect(restored.hostModel == HostModel(layers: [["street"], ["help-2", "help-3"]]))
    }

    /// Restores the help overlay so that each time it is shown, it turns to its next page.
    private func helpTurningAPageOnEachShowing() -> RestorationOptions {
        RestorationOptions(onError: .restoreWhatDecodes) { name in
            guard name == "Help" else { return nil }
            let help = makeHelp()
            help.onActivate { [weak help] in help?.update { $0.page += 1 } }
            return OverlayRestoration(help)
        }
    }
}
