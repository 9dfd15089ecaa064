import FlowCore
import Foundation
import Testing

/// A booking whose state is not `Codable`: it is skipped when saved, and starts fresh on its welcome screen.
private struct BookingState: Hashable, Sendable {
    var started = false
}

@MainActor
private func makeBooking() -> Flow<BookingState, Never, Void> {
    Flow("Booking", initialState: BookingState()) { router in
        router.addScreen({ !$0.started }, name: "welcome") { _, _ in FormScreen(id: "welcome", title: "Welcome") }
        router.addFlow({ _ in true }, name: "trip", makeTrip()) { _, _ in }
    }
}

/// `.restoreWhatDecodes` keeps each chain down to its first failure and starts the rest fresh: which flows that
/// keeps, the report's outcome, and the stacks the host is given.
@Suite @MainActor struct RestoreWhatDecodesTests {
    private func options(_ onError: RestorationOptions.OnError = .restoreWhatDecodes) -> RestorationOptions {
        RestorationOptions(onError: onError) { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }
    }

    @Test func aRenamedRootKeepsNothingButTheOverlaysAndStartsTheNewRootFresh() {
        let renamed = Flow<TripState, TripAction, Bool>(
            "Journey", initialState: TripState(), output: { _ in false }, reducer: { _, _ in .none }
        ) {
            $0.addScreen({ _ in true }, name: "start") { _, send in form("start", send) }
        }
        let restored = Navigator(root: renamed)
        let report = restored.restore(savedTrip().document, options: options())
        #expect(report.outcome == .partial)
        #expect(report.restoredFlows == ["Help"])
        #expect(report.errors.map(\.code) == [.renamedFlow])
        #expect(report.errors.map(\.field) == ["chains[0].flows[0].flow"])
        #expect(restored.path.description == "Journey > start > Help > help-2")
        #expect(restored.hostModel == HostModel(layers: [["start"], ["help-2"]]))
    }

    @Test func aRenamedChildKeepsItsParentAndTheOverlays() {
        let restored = Navigator(root: makeTrip(makePickup(name: "PickupPlace")))
        let host = ModelHost()
        restored.host = host
        let report = restored.restore(savedTrip().document, options: options())
        #expect(report.outcome == .partial)
        #expect(report.restoredFlows == ["Trip", "Help"])
        #expect(report.errors.map(\.field) == ["chains[0].flows[1].flow"])
        #expect(restored.path.description == "Trip > PickupPlace > street > Help > help-2")
        // The overlays are presented one by one over the restored path, and the host has them all at once.
        #expect(host.model == HostModel(layers: [["street"], ["help-2"]]))
        #expect(host.failure == nil)
    }

    @Test func aRootStateThatNoLongerDecodesStartsTheRootFreshAndRoutesAsANewStart() {
        let trip = makeTrip()
        let navigator = Navigator(root: trip)
        navigator.start()
        trip.update { $0.pickup = "1 Main St" }
        navigator.flush()
        var document = navigator.save()
        #expect(document.chains.map { $0.flows.map(\.flow) } == [["Trip"]])
        document.chains[0].flows[0].state = .object(["confirmed": .string("no")])
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document, options: options())
        #expect(report.outcome == .partial)
        #expect(report.restoredFlows.isEmpty)
        #expect(report.errors.map(\.field) == ["chains[0].flows[0].state.confirmed"])
        #expect(restored.path.description == "Trip > Pickup > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aSkippedRootThatRoutesElsewhereWhenFreshShowsItsNewStart() throws {
        let booking = makeBooking()
        let navigator = Navigator(root: booking)
        navigator.start()
        booking.update { $0.started = true }
        navigator.flush()
        navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.street("1 Main St"))
        navigator.flush()
        #expect(navigator.path.description == "Booking > Trip > Pickup > door")
        let document = navigator.save()
        #expect(document.chains[0].flows.map(\.skipped) == ["its state type BookingState is not Codable", nil, nil])
        #expect(document.layout[0].places.map(\.entry) == [0, 2, 2])

        let restored = Navigator(root: makeBooking())
        let host = ModelHost()
        restored.host = host
        let report = restored.restore(from: try document.encoded())
        #expect(
            report.description == """
                restoration: partly restored: skipped Booking
                  skipped Booking: its state type BookingState is not Codable
                """)
        #expect(report.outcome == .restored)
        #expect(restored.path.description == "Booking > welcome")
        #expect(host.model == HostModel(layers: [["welcome"]]))
    }
}

/// A restore that fails after part of it was applied starts the navigator as if there were no document: the report
/// keeps only the errors, the overlays built for it go back to their first state, and the host gets a new start.
@Suite @MainActor struct RestoreFailedFreshStartTests {
    @Test func aFreshStartReportsOnlyTheErrorNotWhatWasSkippedOrPresentedBefore() {
        let trip = makeTrip(makePickup(UnsavedPickupState.self))
        let navigator = Navigator(root: trip)
        navigator.start()
        navigator.present(makeHelp())
        let document = navigator.save()
        #expect(document.chains[0].flows[1].skipped == "its state type UnsavedPickupState is not Codable")
        let report = Navigator(root: makeTrip(makePickup(UnsavedPickupState.self))).restore(document)
        #expect(
            report.description == """
                restoration: fresh
                  error[unknown-overlay]: The document presents overlay 'Help', but RestorationOptions.overlays built no flow for it. Return an OverlayRestoration for 'Help' from the overlays closure.
                """)
        #expect(report.skippedFlows.isEmpty)
        #expect(report.presentations.isEmpty)
    }

    @Test func anOverlayBuiltForARestoreThatFailsGoesBackToItsFirstState() {
        var document = savedTrip().document
        document.layout[1].screens[1] = "help-9"
        document.layout[1].places[1].screen = "help-9"
        let help = makeHelp()
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            document, options: RestorationOptions { name in name == "Help" ? OverlayRestoration(help) : nil })
        #expect(report.errors.map(\.field) == ["layout[1].places[1]"])
        #expect(report.outcome == .fresh)
        #expect(report.restoredFlows.isEmpty)
        #expect(report.presentations.isEmpty)
        #expect(help.state == HelpState(page: 1))
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func theHostOfAFailedRestoreGetsWhatANewStartSends() {
        var document = savedTrip().document
        document.layout[1].screens[1] = "help-9"
        document.layout[1].places[1].screen = "help-9"
        var updates: [[String]] = [[], []]
        let navigators = [Navigator(root: makeTrip()), Navigator(root: makeTrip())]
        let hosts = [ModelHost(), ModelHost()]
        let tokens = navigators.enumerated().map { index, navigator in
            navigator.host = hosts[index]
            return navigator.observe { update in
                updates[index].append("\(update.transitions) \(update.screens.map(\.screenID)) \(update.canGoBack)")
            }
        }
        navigators[0].start()
        let report = navigators[1].restore(
            document, options: RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil })
        withExtendedLifetime(tokens) {}
        #expect(report.outcome == .fresh)
        #expect(updates[1] == updates[0])
        #expect(updates[1].count == 1)
        #expect(hosts[1].model == HostModel(layers: [["street"]]))
        #expect(hosts[1].failure == nil)
        #expect(navigators[1].save() == navigators[0].save())
    }
}
