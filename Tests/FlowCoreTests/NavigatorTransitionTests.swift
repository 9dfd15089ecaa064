import FlowCore
import FlowTesting
import Testing

@Suite @MainActor struct NavigatorTransitionTests {
    @Test func aChildFlowIsPushedAndItsOutputRoutesTheParentOn() {
        let tester = FlowTester(makeCheckoutFlow())
        tester.expect(path: "Checkout > cart")

        tester.send("add")
        tester.expect(transitions: ["push cart -> street"])
        tester.expect(path: "Checkout > Address > street")

        tester.send("save", values: ["street": "1 Main St"])
        tester.expect(transitions: ["push street -> pay"])
        tester.expect(path: "Checkout > pay")
        #expect(tester.state.address == "1 Main St")

        tester.send("pay")
        tester.expect(output: true)
        tester.expect(path: "")
    }

    @Test func aModalRuleIsPresentedAndClosingItByStateDismissesBackToTheSameScreen() {
        let tester = FlowTester(makeCheckoutFlow())
        tester.send("help")
        tester.expect(transitions: ["present cart -> help"])
        tester.send("close-help")
        tester.expect(transitions: ["dismiss help -> cart"])
        #expect(tester.navigator.historyCount == 0)
    }

    @Test func backRestoresEarlierStatesAcrossNestedFlows() {
        let tester = FlowTester(makeCheckoutFlow())
        tester.send("add")
        tester.expect(transitions: ["push cart -> street"])
        tester.send("save", values: ["street": "1 Main St"])
        tester.expect(transitions: ["push street -> pay"])

        tester.back()
        tester.expect(transitions: ["pop pay -> street"])
        tester.expect(path: "Checkout > Address > street")
        #expect(tester.state == CheckoutState(items: 1))

        tester.back()
        tester.expect(transitions: ["pop street -> cart"])
        tester.expect(path: "Checkout > cart")
    }

    @Test func backCountAndBackToAScreenSkipSeveralSteps() {
        let tester = FlowTester(makeCheckoutFlow(), exhaustive: false)
        tester.send("add")
        tester.send("save", values: ["street": "1 Main St"])
        tester.skipTransitions()
        tester.back(to: "cart")
        tester.expect(transitions: ["pop pay -> cart"])

        tester.send("add")
        tester.send("save", values: ["street": "2 Side St"])
        tester.skipTransitions()
        tester.back(count: 2)
        tester.expect(transitions: ["pop pay -> cart"])
        #expect(tester.state.address == nil)
    }

    @Test func backToAFlowReturnsToItsLastScreen() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        navigator.send(ScreenEvent("add"))
        navigator.send(ScreenEvent("save", values: ["street": "1 Main St"]))
        #expect(navigator.back(toFlow: "Address"))
        #expect(navigator.path.description == "Checkout > Address > street")
        #expect(!navigator.back(toFlow: "Nowhere"))
        #expect(
            navigator.log.events.last?.description
                == "#\(navigator.log.count) history: back(toFlow: Nowhere) found no earlier path showing a screen of 'Nowhere'; the path stays Checkout > Address > street."
        )
    }

    @Test func theSystemBackGestureIsABackStepWithItsOwnCause() {
        let host = RecordingHost()
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.host = host
        navigator.start()
        navigator.send(ScreenEvent("add"))
        #expect(navigator.handleSystemBack())
        #expect(host.transitions.last == Transition(.pop, from: "street", to: "cart", cause: .systemBack))
        #expect(!navigator.handleSystemBack())
    }

    @Test func aRecordingHostSeesEveryTransitionWithItsPath() {
        let host = RecordingHost()
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.host = host
        navigator.start()
        navigator.send(ScreenEvent("add"))
        navigator.send(ScreenEvent("help"))
        #expect(
            host.transcript == [
                "replace -> cart | Checkout > cart",
                "push cart -> street | Checkout > Address > street",
                "present street -> help | Checkout > help",
            ])
        #expect(host.transitions[1].cause == .stateChange(flow: "Checkout", rule: "address"))
    }

    @Test func severalChangesInOneTurnProduceOneUpdate() async {
        let host = RecordingHost()
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.host = host
        navigator.start()
        flow.update { $0.items = 1 }
        flow.update { $0.address = "1 Main St" }
        #expect(host.updates.count == 1)
        await Task { @MainActor in }.value
        #expect(host.updates.count == 2)
        #expect(host.transcript.last == "push cart -> pay | Checkout > pay")
    }

    @Test func aPresentedFlowReturnsItsOutputAndIsDismissed() {
        let navigator = Navigator(root: makeCheckoutFlow())
        let host = RecordingHost()
        navigator.host = host
        navigator.start()
        var received: [String?] = []
        let presentation = navigator.present(makeAddressFlow()) { received.append($0) }
        #expect(navigator.path.description == "Checkout > cart > Address > street")
        #expect(presentation.isPresented)

        navigator.send(ScreenEvent("save", values: ["street": "9 Elm St"]))
        #expect(received == ["9 Elm St"])
        #expect(!presentation.isPresented)
        #expect(
            host.transcript.suffix(2) == [
                "present cart -> street | Checkout > cart > Address > street",
                "dismiss street -> cart | Checkout > cart",
            ])
        #expect(navigator.historyCount == 0)
    }

    @Test func dismissingOrGoingBackFromAPresentedFlowDeliversNil() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        var received: [String?] = []
        navigator.present(makeAddressFlow()) { received.append($0) }
        #expect(navigator.back())
        #expect(received == [nil])
        #expect(navigator.path.description == "Checkout > cart")

        let second = navigator.present(makeAddressFlow()) { received.append($0) }
        second.dismiss()
        #expect(received == [nil, nil])
        #expect(navigator.path.description == "Checkout > cart")
    }

    @Test func eventsNoFlowHandlesAreLoggedAndChangeNothing() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        navigator.send(ScreenEvent("dance", value: "now"))
        #expect(navigator.path.description == "Checkout > cart")
        #expect(
            navigator.log.events.last?.description
                == "#\(navigator.log.count) event dance(value: \"now\") handled by no flow")
    }

    @Test func eventsTheChildIgnoresTravelUpToTheParent() {
        let tester = FlowTester(makeCheckoutFlow())
        tester.send("add")
        tester.skipTransitions()
        tester.send("help")
        tester.expect(transitions: ["present street -> help"])
    }
}
