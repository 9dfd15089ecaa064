import FlowCore
import Testing

/// The order in which flows hear that they leave and enter the path, and presentations of two
/// flows with one name, as an app with nested features meets them.
@Suite @MainActor struct FlowLifecycleOrderTests {
    static func leaf(_ name: String) -> Flow<Int, Never, Void> {
        Flow(name, initialState: 0) { router in
            router.addScreen({ _ in true }, name: "screen") { _, _ in
                FormScreen(id: ScreenID(name.lowercased()), title: name)
            }
        }
    }

    static func parent(_ name: String, of child: String) -> Flow<Int, Never, Void> {
        Flow(name, initialState: 0) { router in
            router.addFlow({ _ in true }, name: child, leaf(child))
        }
    }

    static func lifecycle(of navigator: Navigator) -> [String] {
        navigator.log.events.compactMap { event -> String? in
            switch event.kind {
            case .activated, .deactivated: event.description.split(separator: " ", maxSplits: 1).last.map(String.init)
            default: nil
            }
        }
    }

    @Test func leavingFlowsAreDeactivatedLeafFirstBeforeEnteringFlowsAreActivatedRootFirst() {
        let mall = Flow<Bool, Never, Void>("Mall", initialState: true) { router in
            router.addFlow({ $0 }, name: "shops", Self.parent("Shops", of: "Shoes"))
            router.addFlow({ _ in true }, name: "food", Self.parent("Food", of: "Pizza"))
        }
        let navigator = Navigator(root: mall)
        navigator.start()
        #expect(navigator.path.flowNames == ["Mall", "Shops", "Shoes"])

        mall.update { $0 = false }
        navigator.flush()
        #expect(navigator.path.flowNames == ["Mall", "Food", "Pizza"])
        #expect(
            Self.lifecycle(of: navigator) == [
                "activate Mall", "activate Shops", "activate Shoes",
                "deactivate Shoes", "deactivate Shops", "activate Food", "activate Pizza",
            ])
    }

    @Test func twoPresentedFlowsWithOneNameAreDismissedEachOnItsOwn() {
        let navigator = Navigator(root: Self.leaf("Home"))
        navigator.start()
        var endings: [String] = []
        let first = navigator.present(Self.leaf("Help")) { _ in endings.append("first") }
        let second = navigator.present(Self.leaf("Help")) { _ in endings.append("second") }
        #expect(navigator.path.flowNames == ["Home", "Help", "Help"])

        first.dismiss()
        #expect(endings == ["first"])
        #expect(!first.isPresented)
        #expect(second.isPresented)
        #expect(navigator.path.flowNames == ["Home", "Help"])

        first.dismiss()  // already dismissed: nothing happens
        #expect(endings == ["first"])
        second.dismiss()
        #expect(endings == ["first", "second"])
        #expect(navigator.path.flowNames == ["Home"])
    }
}
