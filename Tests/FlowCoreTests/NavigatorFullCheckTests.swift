import FlowCore
import Testing

/// Rules that read something outside their flow's state are checked again on the occasions the
/// navigator documents (presentations, dismissals, `setNeedsRouting()`), and only then.
@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorFullCheckTests {
    /// Something a rule reads that is not its flow's state, such as a shared account store.
    final class Account {
        var signedIn = false
    }

    /// A root flow whose first rule reads `account` rather than the flow's state.
    static func makeRoot(_ account: Account) -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>("Root", initialState: 0) { router in
            router.addScreen({ _ in account.signedIn }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            router.addScreen({ _ in true }, name: "sign-in") { _, _ in FormScreen(id: "sign-in", title: "Sign in") }
        }
    }

    @Test func presentingAndDismissingCheckEveryRuleAgain() {
        let account = Account()
        let navigator = Navigator(root: Self.makeRoot(account))
        navigator.start()
        #expect(navigator.path.description == "Root > sign-in")

        account.signedIn = true
        let presentation = navigator.present(makeAddressFlow())
        #expect(navigator.path.description == "Root > home > Address > street")

        account.signedIn = false
        presentation.dismiss()
        #expect(navigator.path.description == "Root > sign-in")
    }

    @Test func dismissingAPresentedFlowWithBackChecksEveryRuleAgain() {
        let account = Account()
        let navigator = Navigator(root: Self.makeRoot(account))
        navigator.start()
        navigator.present(
            Flow<Int, Never, Void>("Notice", initialState: 0) { router in
                router.addScreen({ _ in true }, name: "notice") { _, _ in FormScreen(id: "notice", title: "Notice") }
            })
        #expect(navigator.path.description == "Root > sign-in > Notice > notice")

        account.signedIn = true
        #expect(navigator.back(), "no rule of the notice declares a back: it is dismissed")
        #expect(navigator.path.description == "Root > home")
    }

    /// Back restores the root's earlier state (its rule opts in), so all of its rules are read again, the one that reads the account too.
    @Test func goingBackChecksEveryRuleAgain() {
        let account = Account()
        let root = Flow<Int, Never, Void>("Root", initialState: 0) { router in
            router.addScreen({ _ in account.signedIn }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            router.addScreen({ $0 >= 1 }, name: "step", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "step", title: "Step")
            }
            router.addScreen({ _ in true }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
        }
        let navigator = Navigator(root: root)
        navigator.start()
        root.update { $0 = 1 }
        navigator.flush()
        #expect(navigator.path.description == "Root > step")
        account.signedIn = true
        #expect(navigator.back())
        #expect(root.state == 0)
        #expect(navigator.path.description == "Root > home")
        #expect(navigator.hostModel == HostModel(layers: [["start", "home"]]))
    }

    @Test func betweenFullChecksOnlyFlowsWhoseStateChangedRouteAgain() {
        let account = Account()
        let root = Self.makeRoot(account)
        let navigator = Navigator(root: root)
        navigator.start()
        account.signedIn = true
        root.update { $0 += 1 }
        navigator.flush()
        #expect(navigator.path.description == "Root > home")

        // The root's state did not change, so its rules are not read again until a full check.
        account.signedIn = false
        let counter = Flow<Int, Never, Void>("Counter", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "count") { _, _ in FormScreen(id: "count", title: "Count") }
        }
        let presentation = navigator.present(counter)
        #expect(navigator.path.description == "Root > sign-in > Counter > count")
        account.signedIn = true
        counter.update { $0 += 1 }
        navigator.flush()
        #expect(navigator.path.description == "Root > sign-in > Counter > count")
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(navigator.path.description == "Root > home > Counter > count")
        #expect(presentation.isPresented)
    }

    @Test func aPresentationOutlivingItsNavigatorIsNotPresented() {
        var presentation: FlowPresentation?
        do {
            let navigator = Navigator(root: Self.makeRoot(Account()))
            navigator.start()
            presentation = navigator.present(makeAddressFlow())
            #expect(presentation?.isPresented == true)
        }
        #expect(presentation?.isPresented == false)
    }

    @Test func presentingAFlowThatIsAlreadyOnThePathIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = Self.makeRoot(Account())
                let navigator = Navigator(root: root)
                navigator.start()
                navigator.present(root)
            }
        }
    }
}
