import FlowCore
import Foundation
import Testing

/// What `save()` puts in a document as an app calls it: changes not yet shown, overlays pushed or presented,
/// and the report a restore of each gives back.
@Suite @MainActor struct SavedNavigatorContentsTests {
    @Test func aChangeNotYetShownIsShownAndSavedFirst() {
        let navigator = Navigator(root: makeTrip())
        let host = ModelHost()
        navigator.host = host
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.street("1 Main St"))
        // No flush: the host still shows the street screen when the app saves.
        let document = navigator.save()
        #expect(document.chains[0].flows[1].state == .object(["street": .string("1 Main St"), "door": .integer(0)]))
        #expect(document.layout.map(\.screens) == [["street", "door"]])
        #expect(host.model == HostModel(layers: [["street", "door"]]))
        let restored = Navigator(root: makeTrip())
        #expect(restored.restore(document).isComplete)
        #expect(restored.path.description == "Trip > Pickup > door")
    }

    @Test(arguments: [Presentation.push, .present, .replace])
    func anOverlayIsSavedWithItsPresentationAndRestoredTheSameWay(_ presentation: Presentation) throws {
        let navigator = Navigator(root: makeTrip())
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.street("1 Main St"))
        navigator.flush()
        let help = makeHelp()
        navigator.present(help, presentation: presentation)
        help.update { $0.page = 3 }
        let document = navigator.save(appVersion: "3.1")
        #expect(document.chains.map(\.presentation) == [nil, presentation])
        #expect(
            String(decoding: try document.encoded(), as: UTF8.self).contains(
                #"{"presentation":"\#(presentation.rawValue)","flows":[{"flow":"Help","state":{"page":3}}]}"#))
        let layers: HostModel =
            switch presentation {
            case .push: HostModel(layers: [["street", "door", "help-1", "help-3"]])
            case .present: HostModel(layers: [["street", "door"], ["help-1", "help-3"]])
            // Replaces the stack shown, with no way back to it on screen.
            case .replace: HostModel(layers: [["help-1", "help-3"]])
            }
        #expect(navigator.hostModel == layers)

        let restored = Navigator(root: makeTrip())
        let host = ModelHost()
        restored.host = host
        let report = restored.restore(
            from: try document.encoded(),
            options: RestorationOptions(appVersion: "3.1") { name in
                name == "Help" ? OverlayRestoration(makeHelp()) : nil
            })
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup\n  restored Help")
        #expect(restored.path.description == "Trip > Pickup > door > Help > help-3")
        #expect(restored.hostModel == layers)
        #expect(host.model == layers)
        #expect(restored.save(appVersion: "3.1") == document)
    }

    @Test func overlaysAreSavedBottomFirstAndRestoredInThatOrder() throws {
        let navigator = Navigator(root: makeTrip())
        navigator.start()
        let first = makeHelp()
        navigator.present(first)
        first.update { $0.page = 4 }
        navigator.flush()
        let second = makeHelp()
        navigator.present(second, presentation: .push)
        let document = navigator.save()
        #expect(document.chains.map { $0.flows.map(\.flow) } == [["Trip", "Pickup"], ["Help"], ["Help"]])
        #expect(
            document.chains.map { $0.flows.map(\.state) } == [
                [.object(["confirmed": .bool(false)]), .object(["door": .integer(0)])],
                [.object(["page": .integer(4)])], [.object(["page": .integer(1)])],
            ])
        var built = 0
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            from: try document.encoded(),
            options: RestorationOptions { name in
                built += 1
                return name == "Help" ? OverlayRestoration(makeHelp()) : nil
            })
        #expect(built == 2)
        #expect(report.presentations.count == 2)
        #expect(restored.path.description == "Trip > Pickup > street > Help > help-4 > Help > help-1")
        #expect(restored.hostModel == HostModel(layers: [["street"], ["help-1", "help-4", "help-1"]]))
        #expect(restored.hostModel == navigator.hostModel)
    }
}
