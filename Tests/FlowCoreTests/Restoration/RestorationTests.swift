import FlowCore
import Foundation
import Testing

@Suite @MainActor struct RestorationTests {
    private let helpAgain = RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }

    @Test func aRestoredNavigatorShowsTheSamePathScreensAndOverlays() throws {
        let (original, document) = savedTrip()
        let host = ModelHost()
        let restored = Navigator(root: makeTrip())
        restored.host = host
        let report = restored.restore(try NavigatorDocument.decoded(from: try document.encoded()), options: helpAgain)
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup\n  restored Help")
        #expect(restored.path.description == "Trip > Pickup > door > Help > help-2")
        #expect(restored.path == original.path)
        #expect(restored.hostModel == original.hostModel)
        #expect(host.model == HostModel(layers: [["street", "door"], ["help-1", "help-2"]]))
        #expect(restored.canGoBack == original.canGoBack)
        #expect(restored.log.events.contains { $0.description.contains("action") } == false)
        #expect(report.presentations.map(\.isPresented) == [true])
    }

    @Test func theDocumentIsReadableJSONWithEachFlowsState() throws {
        let document = savedTrip(presentingHelp: false).document
        #expect(document.chains.map { $0.flows.map(\.flow) } == [["Trip", "Pickup"]])
        #expect(document.chains[0].flows[1].rule == "pickup")
        #expect(document.chains[0].flows[1].state == .object(["street": .string("1 Main St"), "door": .integer(0)]))
        #expect(
            document.layout == [
                SavedLayer(
                    anchor: nil, screens: ["street", "door"],
                    places: [
                        SavedPlace(
                            entry: 1, rule: "street", screen: "street", place: "4e0d456c43a0dfd3", owner: "Pickup"),
                        SavedPlace(entry: 1, rule: "door", screen: "door", place: "4e0d456c43a0dfd3"),
                    ])
            ])
        let text = String(decoding: try document.encoded(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"format":"switchyard-navigator","version":3,"appVersion":"1.0","chains":["#))
    }

    @Test func aFlowWhoseStateIsNotCodableIsSkippedWithAReasonAndStartsFresh() throws {
        let trip = makeTrip(makePickup(UnsavedPickupState.self))
        let navigator = Navigator(root: trip)
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<UnsavedPickupState, PickupAction, String>.self)?.send(
            .street("1 Main St"))
        let document = navigator.save()
        #expect(document.chains[0].flows[1].skipped == "its state type UnsavedPickupState is not Codable")
        let restored = Navigator(root: makeTrip(makePickup(UnsavedPickupState.self)))
        let report = restored.restore(document)
        #expect(report.outcome == .restored)
        #expect(report.isComplete == false)
        #expect(
            report.description == """
                restoration: partly restored: skipped Pickup
                  restored Trip
                  skipped Pickup: its state type UnsavedPickupState is not Codable
                """)
        #expect(
            report.skippedFlows == [.init(flow: "Pickup", reason: "its state type UnsavedPickupState is not Codable")])
        #expect(restored.path.description == "Trip > Pickup > street")
        // The saved stack ended on "door", which the fresh Pickup no longer shows: the host gets the restored path.
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aSkippedFlowWhoseFreshStateRoutesLikeTheSavedOneKeepsTheSavedStack() throws {
        let trip = makeTrip(makePickup(UnsavedPickupState.self))
        let navigator = Navigator(root: trip)
        navigator.start()
        let document = navigator.save()
        let restored = Navigator(root: makeTrip(makePickup(UnsavedPickupState.self)))
        let report = restored.restore(from: try document.encoded())
        #expect(report.headline == "restoration: partly restored: skipped Pickup")
        #expect(report.errors.isEmpty)
        #expect(restored.hostModel == navigator.hostModel)
    }

    @Test func aDocumentOfAnotherFormatVersionStartsFresh() throws {
        let text = String(decoding: try savedTrip().document.encoded(), as: UTF8.self)
        let data = Data(text.replacingOccurrences(of: #""version":3"#, with: #""version":4"#).utf8)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: data, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.unsupportedVersion])
        #expect(report.errors.first?.field == "version")
        #expect(
            report.errors.first?.message
                == "The document is version 4, but this FlowCore reads version 3. Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it."
        )
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func aDocumentFromAnotherAppVersionStartsFreshWhenTheAppRequiresItsOwn() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(savedTrip().document, options: RestorationOptions(appVersion: "2.0"))
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[other-app-version]: The document was saved by '1.0', but this app restores only documents of version '2.0'. Start fresh, or drop RestorationOptions.appVersion to accept documents of other versions."
            ])
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func aRenamedFlowIsNamedWithItsFieldAndNothingIsHalfApplied() {
        let restored = Navigator(root: makeTrip(makePickup(name: "PickupPlace")))
        let report = restored.restore(savedTrip().document, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.renamedFlow])
        #expect(report.errors.first?.flow == "Pickup")
        #expect(report.errors.first?.field == "chains[0].flows[1].flow")
        #expect(
            report.errors.first?.message
                == "The restored state of flow 'Trip' no longer routes to 'Pickup' (rule \"pickup\"). The flow was renamed or its rules changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
        )
        #expect(report.restoredFlows.isEmpty)
        #expect(restored.path.description == "Trip > PickupPlace > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aRenamedRootFlowIsNamedWithItsField() {
        let renamed = Flow<TripState, TripAction, Bool>(
            "Journey", initialState: TripState(), output: { _ in false }, reducer: { _, _ in .none }
        ) {
            $0.addScreen({ _ in true }, name: "start") { _, send in form("start", send) }
        }
        let report = Navigator(root: renamed).restore(savedTrip(presentingHelp: false).document)
        #expect(
            report.errors.map(\.description) == [
                "error[renamed-flow]: The document has flow 'Trip' at chains[0].flows[0].flow, but the tree builds 'Journey' there. The flow was renamed or the tree changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
            ])
    }

    @Test func aStateThatNoLongerDecodesNamesTheFlowAndTheField() {
        let restored = Navigator(root: makeTrip(makePickup(PickupStateWithFloor.self)))
        let report = restored.restore(savedTrip().document, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[undecodable-state]: The saved state of flow 'Pickup' no longer decodes at chains[0].flows[1].state.floor: the field 'floor' is missing. Its State type changed since the document was saved; give the new field a default or a custom init(from:) that reads the old shape."
            ])
        #expect(report.errors.first?.flow == "Pickup")
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func restoringWhatDecodesKeepsTheFlowsAboveTheFailure() {
        var options = helpAgain
        options.onError = .restoreWhatDecodes
        let restored = Navigator(root: makeTrip(makePickup(PickupStateWithFloor.self)))
        let report = restored.restore(savedTrip().document, options: options)
        #expect(report.outcome == .partial)
        #expect(report.restoredFlows == ["Trip", "Help"])
        #expect(report.errors.map(\.code) == [.undecodableState])
        #expect(restored.path.description == "Trip > Pickup > street > Help > help-2")
        #expect(restored.hostModel == HostModel(layers: [["street"], ["help-2"]]))
        // Presenting Help again is one layer over the restored base, as when it was opened.
        #expect(restored.canGoBack)
    }

    @Test func aTruncatedDocumentStartsFresh() throws {
        let data = try savedTrip().document.encoded()
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: data.prefix(data.count / 2), options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.unreadableDocument])
        #expect(
            report.errors.first?.message.hasPrefix("The \(data.count / 2)-byte document is not a navigator document")
                == true)
        #expect(
            report.errors.first?.message.hasSuffix(
                "It may be truncated or not written by Navigator.save(); discard it and start fresh.") == true)
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test(arguments: [
        "not a document", "{}", #"{"format": "switchyard-navigator", "version": 3, "chains": 3}"#, "[1, 2]",
    ])
    func garbageStartsFresh(text: String) {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.unreadableDocument])
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func aMissingFieldIsNamed() {
        let report = Navigator(root: makeTrip()).restore(
            from: Data(#"{"format": "switchyard-navigator", "version": 3, "chains": 3}"#.utf8))
        #expect(report.errors.first?.field == "chains")
        #expect(
            report.errors.first?.message
                == "The 61-byte document is not a navigator document at chains: expected an array but found a number. It may be truncated or not written by Navigator.save(); discard it and start fresh."
        )
    }

    @Test func anOverlayTheAppDoesNotPresentAgainIsAnError() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(savedTrip().document)
        #expect(
            report.errors.map(\.description) == [
                "error[unknown-overlay]: The document presents overlay 'Help', but RestorationOptions.overlays built no flow for it. Return an OverlayRestoration for 'Help' from the overlays closure."
            ])
        #expect(report.outcome == .fresh)
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test func theSavedStacksComeBackSoTheWayBackIsTheSame() throws {
        let (original, document) = savedTrip(presentingHelp: false)
        let restored = Navigator(root: makeTrip())
        let host = ModelHost()
        restored.host = host
        restored.restore(from: try document.encoded())
        #expect(original.hostModel == HostModel(layers: [["street", "door"]]))
        #expect(restored.hostModel == original.hostModel)
        #expect(host.model == original.hostModel)
        #expect(original.back())
        #expect(restored.back())
        #expect(restored.path == original.path)
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func restoredStatesThatNoLongerRouteStartFresh() {
        let trip = makeTrip()
        let navigator = Navigator(root: trip)
        navigator.start()
        trip.update { $0.pickup = "1 Main St" }
        navigator.flush()
        #expect(navigator.path.description == "Trip > confirm")
        let changed = Flow<TripState, TripAction, Bool>(
            "Trip", initialState: TripState(), output: { _ in false }, reducer: { _, _ in .none }
        ) {
            $0.addScreen({ $0.pickup == nil }, name: "pickup") { _, send in form("street", send) }
        }
        let restored = Navigator(root: changed)
        let report = restored.restore(navigator.save())
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.unroutableState])
        #expect(report.errors.first?.flow == "Trip")
        #expect(
            report.errors.first?.message.hasPrefix(
                "The restored states do not route: Flow 'Trip' has no rule for state <omitted>.") == true)
        #expect(restored.path.description == "Trip > street")
    }
}
