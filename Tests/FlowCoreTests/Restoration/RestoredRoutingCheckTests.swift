import FlowCore
import Testing

/// What a restore checks once the saved states route: whether the root finished as the document says, whether
/// the saved layers match the path's modal levels, and what happens below a flow whose restore handler dropped
/// a part of its state so that it routes elsewhere.
@Suite @MainActor struct RestoredRoutingCheckTests {
    /// The trip's state, confirmed at `pickup`: its finish rule wins.
    static let confirmedTrip = SavedValue.object(["pickup": .string("Home"), "confirmed": .bool(true)])

    /// A document of the trip alone, its root chain `finished` or not.
    func tripOnly(state: SavedValue, finished: Bool) -> NavigatorDocument {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0] = SavedChain(
            presentation: nil, flows: [SavedFlow(flow: "Trip", rule: nil, state: state)], finished: finished)
        return document
    }

    @Test func aRootMarkedFinishedWhoseStateRoutesToAScreenIsRefused() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(tripOnly(state: .object(["confirmed": .bool(false)]), finished: true))
        #expect(report.outcome == .fresh)
        #expect(report.errors.first?.flow == "Trip")
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at chains[0].finished: the root's chain is marked finished, but its restored state routes to a screen. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func aRootWhoseStateFinishesButIsNotMarkedFinishedIsRefused() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(tripOnly(state: Self.confirmedTrip, finished: false))
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at chains[0].finished: the root's restored state finishes, but its chain is not marked finished. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(restored.rootOutput(as: Bool.self) == nil, "a fresh start, not the finished trip")
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func aFinishedRootIsSavedAndRestoredFinished() {
        let trip = makeTrip()
        let navigator = Navigator(root: trip)
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.street("Home"))
        navigator.flush()
        navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.door(4))
        navigator.flush()
        trip.send(.confirm)
        navigator.flush()
        #expect(navigator.rootOutput(as: Bool.self) == true)
        let document = navigator.save()
        #expect(document.chains.map(\.finished) == [true])
        #expect(document.chains[0].flows.map(\.flow) == ["Trip"])

        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document)
        #expect(report.description == "restoration: restored\n  restored Trip")
        #expect(restored.rootOutput(as: Bool.self) == true)
        #expect(restored.hostModel == navigator.hostModel)
        #expect(restored.save() == document)
    }

    @Test func aFinishedRootWhoseHostShowsNothingAnyMoreIsRestoredFinished() {
        // A host may take every screen away once the root finished: the document then has no layer.
        var document = tripOnly(state: Self.confirmedTrip, finished: true)
        document.layout = []
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document)
        #expect(report.description == "restoration: restored\n  restored Trip")
        #expect(restored.rootOutput(as: Bool.self) == true)
        #expect(restored.hostModel == HostModel(layers: []))
    }

    @Test func aFinishedRootSavedWithoutItsStateStartsFreshAndSaysSo() {
        // A root whose state is not Codable is saved skipped: its finishing cannot be checked, and it starts anew.
        var document = savedTrip(presentingHelp: false).document
        document.chains[0] = SavedChain(
            presentation: nil,
            flows: [SavedFlow(flow: "Trip", rule: nil, state: nil, skipped: "its state type X is not Codable")],
            finished: true)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document)
        #expect(
            report.description
                == "restoration: partly restored: skipped Trip\n  skipped Trip: its state type X is not Codable")
        #expect(restored.rootOutput(as: Bool.self) == nil)
        #expect(restored.path.description == "Trip > Pickup > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aLayoutWithoutTheOverlaysLayerIsRefusedCountingBoth() {
        var document = savedTrip().document
        document.layout.removeLast()
        let help = RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document, options: help)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout: it has 1 layer, but the restored path shows 2 modal levels. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aLayerPresentedFromAPlaceThatPresentsNothingIsRefused() {
        var document = savedTrip(presentingHelp: false).document
        let pickup = document.layout[0].places[0].place
        document.layout.append(
            SavedLayer(
                anchor: SavedPlace(entry: 1, place: pickup), screens: ["help-1"],
                places: [SavedPlace(entry: nil, rule: "page", screen: "help-1", place: "7673f251bd3a4540")]))
        let report = Navigator(root: makeTrip()).restore(document)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout[1].anchor: the layer is not presented from a place the restored path presents from, in order. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
    }

    @Test func theFlowsBelowAFlowThatRoutesElsewhereWithoutADroppedPartAreSkippedSayingWhy() {
        let trip = makeTrip()
        // A pickup chosen by a feature that is off now: the handler settles the trip at home instead.
        trip.onRestore(reporting: { state in
            state.pickup = "Home"
            return [.init(flow: "Trip", part: "the pickup in progress", reason: "the pickup feature is off")]
        })
        let restored = Navigator(root: trip)
        let report = restored.restore(savedTrip(presentingHelp: false).document)
        #expect(report.outcome == .restored)
        #expect(!report.isComplete)
        #expect(
            report.description == """
                restoration: partly restored: skipped Pickup, the pickup in progress in Trip
                  restored Trip
                  skipped Pickup: flow 'Trip' no longer routes to it without the part of its state dropped on restore
                  skipped the pickup in progress in Trip: the pickup feature is off
                """)
        #expect(restored.path.description == "Trip > confirm")
        #expect(restored.hostModel == HostModel(layers: [["confirm"]]), "shown as a new start shows it")
    }

    @Test func aLastFlowThatRoutesToAnotherScreenWithoutADroppedPartIsShownAsANewStartShowsIt() {
        let pickup = makePickup()
        pickup.onRestore(reporting: { state in
            state.street = nil
            return [.init(flow: "Pickup", part: "the street", reason: "streets are asked again")]
        })
        let restored = Navigator(root: makeTrip(pickup))
        let report = restored.restore(savedTrip(presentingHelp: false).document)
        #expect(report.outcome == .restored)
        #expect(report.skippedFlows.isEmpty)
        #expect(report.headline == "restoration: partly restored: skipped the street in Pickup")
        #expect(report.errors.isEmpty)
        #expect(restored.path.description == "Trip > Pickup > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aCoveredScreenOfAPluginsRouteThatIsNotInTheTreeNowIsKept() {
        var document = savedTrip(presentingHelp: false).document
        // A plugin's routes are named "plugin: route" and exist only while the plugin is on.
        document.layout[0].places[0].rule = "coupons: banner"
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document)
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"]]))
        #expect(restored.save().layout[0].places[0].rule == "coupons: banner")
    }
}
