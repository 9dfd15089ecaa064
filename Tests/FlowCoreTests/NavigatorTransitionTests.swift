import FlowCore
import FlowTesting
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorTransitionTests {
    @Test func aChildFlowIsPushedAndItsOutputRoutesTheParentOn() async {
        await withFlowTester(makeCheckoutFlow()) { tester in
            tester.expect(path: "Checkout > cart")

            tester.send(.add) { $0.items = 1 }
            tester.expect(transitions: ["push cart -> street"])
            tester.expect(path: "Checkout > Address > street")

            tester.tap("save", values: ["street": "1 Main St"]) { $0.address = "1 Main St" }
            tester.expect(transitions: ["push street -> pay"])
            tester.expect(path: "Checkout > pay")

            tester.send(.pay) { $0.paid = true }
            tester.expect(output: true)
            tester.expect(path: "")
        }
    }

    @Test func aPresentedRuleIsPresentedAndClosingItByStateDismissesBackToTheSameScreen() async {
        await withFlowTester(makeCheckoutFlow()) { tester in
            tester.send(.help) { $0.showsHelp = true }
            tester.expect(transitions: ["present cart -> help"])
            tester.send(.closeHelp) { $0.showsHelp = false }
            tester.expect(transitions: ["dismiss help -> cart"])
        }
    }

    @Test func backLeavesTheTopScreenAsItsRuleDeclaresAcrossNestedFlows() async {
        await withFlowTester(makeCheckoutFlow()) { tester in
            tester.send(.add) { $0.items = 1 }
            tester.expect(transitions: ["push cart -> street"])
            tester.tap("save", values: ["street": "1 Main St"]) { $0.address = "1 Main St" }
            tester.expect(transitions: ["push street -> pay"])

            // pay's rule sends `.changeAddress`: only the address is forgotten, the cart stays.
            tester.back { $0.address = nil }
            tester.expect(transitions: ["pop pay -> street"])
            tester.expect(path: "Checkout > Address > street")

            // street's rule declares nothing: the checkout's rule that routed to Address decides.
            tester.back { $0.items = 0 }
            tester.expect(transitions: ["pop street -> cart"])
            tester.expect(path: "Checkout > cart")
        }
    }

    @Test func backCountAndBackToAScreenSkipSeveralSteps() async {
        await withFlowTester(makeCheckoutFlow(), exhaustivity: .all.subtracting([.transitions, .stateChanges])) {
            tester in
            tester.send(.add)
            tester.tap("save", values: ["street": "1 Main St"])
            tester.skipTransitions()
            tester.back(to: .screen("cart"))
            tester.expect(transitions: ["pop 2 pay -> cart"])

            tester.send(.add)
            tester.tap("save", values: ["street": "2 Side St"])
            tester.skipTransitions()
            tester.back(count: 2)
            tester.expect(transitions: ["pop 2 pay -> cart"])
            #expect(tester.state == CheckoutState())
        }
    }

    @Test func backToAFlowReturnsToItsLastScreen() throws {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.send(.add)
        navigator.flush()
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(navigator.back(to: .flow("Address")))
        #expect(navigator.path.description == "Checkout > Address > street")
        #expect(flow.state.address == nil)
        #expect(!navigator.back(to: .flow("Nowhere")))
        #expect(
            navigator.log.events.last?.description
                == "#\(navigator.log.count) back: back(to: flow 'Nowhere') found no such screen beneath the top; the path stays Checkout > Address > street."
        )
    }

    @Test func aBackTheHostAlreadyPerformedIsAcceptedWithNothingLeftToDo() {
        let flow = makeCheckoutFlow()
        let (navigator, host) = startRecording(flow)
        flow.send(.add)
        navigator.flush()
        #expect(navigator.canGoBack)
        let transitionsBefore = host.transitions.count
        // The host popped street itself (a swipe); the navigator follows and the flow empties the cart.
        #expect(navigator.handleSystemBack())
        #expect(host.transitions.count == transitionsBefore)
        #expect(flow.state.items == 0)
        #expect(navigator.hostModel == HostModel(layers: [["cart"]]))
        #expect(!navigator.canGoBack)
        #expect(!navigator.handleSystemBack())
        #expect(
            navigator.log.events.last?.description
                == "#\(navigator.log.count) back: a system back was reported, but the host model [cart] has nothing to go back to."
        )
    }

    @Test func aBackTheFlowRefusesIsUndoneForAHostThatCouldNotPreventIt() {
        let flow = Flow<Int, Never, Void>("Receipt", initialState: 0) { router in
            router.addScreen({ $0 == 0 }, name: "pay") { _, _ in FormScreen(id: "pay", title: "Pay") }
            router.addScreen({ _ in true }, name: "receipt", back: .disabled) { _, _ in
                FormScreen(id: "receipt", title: "Receipt")
            }
        }
        let (navigator, host) = startRecording(flow)
        flow.update { $0 = 1 }
        navigator.flush()
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        // A browser's back button cannot be disabled: the host went back, the navigator brings the receipt back.
        #expect(!navigator.handleSystemBack())
        #expect(host.transitions.last == Transition(.push, from: "pay", to: "receipt", cause: .systemBack))
        #expect(flow.state == 1)
        #expect(navigator.hostModel == HostModel(layers: [["pay", "receipt"]]))
    }

    @Test func aRoutingErrorAfterThePathChangedLeavesThePathTheHostShows() {
        // Routing enters the child flow (the new path has left the old one) before the child's
        // state matches no rule: the path, the screen and the host model stay as they were, and
        // the next change is diffed against what the host shows.
        let child = Flow<Int, Never, Void>("Child", initialState: 0) { router in
            router.addScreen({ $0 == 1 }, name: "one") { _, _ in FormScreen(id: "one", title: "One") }
        }
        let root = Flow<Int, Never, Void>("Root", initialState: 0) { router in
            router.addFlow({ $0 == 1 }, name: "child", child)
            router.addScreen({ $0 == 2 }, name: "two") { _, _ in FormScreen(id: "two", title: "Two") }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let (navigator, host) = startRecording(root)
        root.update { $0 = 1 }
        navigator.flush()

        #expect(navigator.log.errors.map(\.code) == [.noMatchingRule])
        #expect(navigator.path.description == "Root > home")
        #expect(navigator.screen?.screenID == "home")
        #expect(navigator.activeFlows.map(\.name) == ["Root"])
        #expect(navigator.hostModel.layers == [["home"]])

        root.update { $0 = 2 }
        navigator.flush()
        #expect(host.transcript == ["replace -> home | Root > home", "push home -> two | Root > two"])
        #expect(navigator.hostModel.layers == [["home", "two"]])
    }

    @Test func aScreenShownAgainByARuleInsertedAtTheSamePlaceNamesTheNewRule() {
        // A screen entry is remembered by its rule's index; a rule inserted since (a plugin's)
        // takes that index, and the path must name the new rule, not the remembered one.
        let flow = Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ $0 == 0 }, name: "list") { _, _ in FormScreen(id: "list", title: "List") }
            router.addScreen({ _ in true }, name: "detail") { _, _ in FormScreen(id: "detail", title: "Detail") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.update { $0 = 1 }
        navigator.flush()
        flow.router.insertScreen({ $0 == 0 }, name: "promoted list", source: "Promotions", at: .before("list")) { _ in
            FormScreen(id: "list", title: "Promoted")
        }
        flow.update { $0 = 0 }
        navigator.flush()

        #expect(navigator.path.description == "Home > list")
        #expect(navigator.path.elements.last?.rule?.name == "promoted list")
        #expect((navigator.screen as? FormScreen)?.title == "Promoted")
    }

    @Test func aRecordingHostSeesEveryTransitionWithItsPath() {
        let flow = makeCheckoutFlow()
        let (navigator, host) = startRecording(flow)
        flow.send(.add)
        navigator.flush()
        flow.send(.help)
        navigator.flush()
        #expect(
            host.transcript == [
                "replace -> cart | Checkout > cart",
                "push cart -> street | Checkout > Address > street",
                "present street -> help | Checkout > help",
            ])
        #expect(host.transitions[1].cause == .stateChange(flow: "Checkout", rule: "address"))
    }

    @Test func severalChangesInOneTurnProduceOneUpdate() async {
        let flow = makeCheckoutFlow()
        let (navigator, host) = startRecording(flow)
        // The update scheduled for the end of the turn needs the navigator, held weakly by its task.
        defer { withExtendedLifetime(navigator) {} }
        flow.update { $0.items = 1 }
        flow.update { $0.address = "1 Main St" }
        #expect(host.updates.count == 1)
        await Task { @MainActor in }.value
        #expect(host.updates.count == 2)
        #expect(host.transcript.last == "push cart -> pay | Checkout > pay")
    }

    @Test func aPresentedFlowReturnsItsOutputAndIsDismissed() throws {
        let (navigator, host) = startRecording(makeCheckoutFlow())
        var received: [String?] = []
        let presentation = navigator.present(makeAddressFlow()) { received.append($0) }
        #expect(navigator.path.description == "Checkout > cart > Address > street")
        #expect(presentation.isPresented)

        try navigator.form?.perform(FormEvent("save", values: ["street": "9 Elm St"]))
        navigator.flush()
        #expect(received == ["9 Elm St"])
        #expect(!presentation.isPresented)
        #expect(
            host.transcript.suffix(2) == [
                "present cart -> street | Checkout > cart > Address > street",
                "dismiss street -> cart | Checkout > cart",
            ])
    }

    @Test func aPresentedFlowsOutputThatChangesTheFlowBeneathRoutesItInTheSameUpdate() throws {
        let checkout = makeCheckoutFlow()
        let (navigator, host) = startRecording(checkout)
        navigator.present(makeAddressFlow()) { _ in checkout.send(.add) }
        try navigator.form?.perform(FormEvent("save", values: ["street": "9 Elm St"]))
        navigator.flush()
        #expect(checkout.state.items == 1)
        #expect(navigator.path.description == "Checkout > Address > street")
        #expect(navigator.hostModel.top == navigator.path.screenID)
        #expect(
            host.transcript == [
                "replace -> cart | Checkout > cart",
                "present cart -> street | Checkout > cart > Address > street",
                "dismiss street -> cart | Checkout > cart",
                "push cart -> street | Checkout > Address > street",
            ])
    }

    @Test func anUpdateThatPopsTheBaseBackAndOpensAModalShowsBoth() throws {
        let checkout = makeCheckoutFlow()
        let (navigator, host) = startRecording(checkout)
        checkout.send(.add)
        navigator.flush()
        checkout.update { $0.items = 0 }
        navigator.present(makeAddressFlow())
        #expect(navigator.path.description == "Checkout > cart > Address > street")
        #expect(
            host.transcript.suffix(2) == [
                "pop street -> cart | Checkout > cart > Address > street",
                "present cart -> street | Checkout > cart > Address > street",
            ])
        #expect(navigator.hostModel.layers == [["cart"], ["street"]])
        // Back leaves the presented flow's screen: its rules say nothing, so it is dismissed.
        #expect(navigator.back())
        #expect(navigator.hostModel.layers == [["cart"]])
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

    @Test func aFormEventTheScreenDoesNotOfferIsATypedErrorAndChangesNothing() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        #expect(throws: FormEventError.self) { try navigator.form?.perform(FormEvent("dance")) }
        do {
            try navigator.form?.perform(FormEvent("dance"))
        } catch {
            #expect(error.description == "Screen 'cart' has no action 'dance'; it offers 'add', 'help'.")
        }
        #expect(navigator.path.description == "Checkout > cart")
    }

    @Test func actionsAreLoggedWithTheFlowThatReceivedThem() {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.send(.add)
        #expect(
            navigator.log.events.suffix(2).map(\.description).first
                == "#\(navigator.log.count - 1) action Checkout: add")
    }

    @Test func statesAndActionsStayOutOfTheLogUnlessTheAppOptsIn() {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.send(.add)
        #expect(
            navigator.log.events.suffix(2).map(\.description).map { $0.split(separator: " ", maxSplits: 1)[1] } == [
                "action Checkout", "state Checkout changed",
            ])
        navigator.stateLogging = .redacted { state in (state as? CheckoutState).map { "\($0.items) items" } ?? "?" }
        flow.send(.add)
        #expect(
            navigator.log.events.last.map { "\($0)".split(separator: " ", maxSplits: 1)[1] }
                == "state Checkout: 2 items")
    }
}

/// A navigator for `root`, started with a recording host attached before its first update.
@MainActor
private func startRecording<State, Action, Output>(
    _ root: Flow<State, Action, Output>
) -> (navigator: Navigator, host: RecordingHost) {
    let host = RecordingHost()
    return (startNavigator(root, host: host), host)
}
