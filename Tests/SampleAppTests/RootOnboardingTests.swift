import FlowCore
import FlowTesting
import OnboardingFlow
import OnboardingService
import Testing

/// The root of a small app: onboarding while there is no account, then home.
private struct AppState: Hashable, Sendable {
    var account: OnboardingResult?
    var needsOnboarding: Bool { account == nil }
}

@MainActor
private func makeRoot(verifier: InMemoryPhoneVerifier = InMemoryPhoneVerifier()) -> Flow<AppState, Void> {
    Flow("Root", initialState: AppState()) { router in
        router.addRoute({ $0.needsOnboarding }, OnboardingFlow.make(service: verifier), name: "needs onboarding") {
            state, account in state.account = account
        }
        router.addRoute({ _ in true }, name: "home", presentation: .replace) { state in
            Screen(id: "home", title: "Welcome", body: ["Signed in as \(state.account?.email ?? "")."])
        }
    }
}

@Suite @MainActor struct RootOnboardingTests {
    @Test func needsOnboardingRoutesIntoOnboardingAndItsOutputLeadsHome() async {
        let tester = FlowTester(makeRoot())
        tester.expect(path: "Root > Onboarding > enter-phone")

        tester.send("submit-phone", values: ["phone": "+1 555 0100 999"])
        await tester.settle()
        tester.expect(transitions: ["push enter-phone -> verify-phone"])
        tester.send("submit-code", values: ["code": "123456"])
        await tester.settle()
        tester.expect(transitions: ["push verify-phone -> enter-email"])

        tester.send("submit-email", values: ["email": "ada@example.com"])
        tester.expect(transitions: ["replace enter-email -> home"])
        tester.expect(path: "Root > home")
        #expect(tester.screen?.body == ["Signed in as ada@example.com."])
        #expect(tester.state.account == OnboardingResult(phoneNumber: "+15550100999", email: "ada@example.com"))
        #expect(tester.navigator.historyCount == 0, "a replace leaves no way back into onboarding")
        tester.finish()
    }

    @Test func aWrongCodeKeepsTheUserOnTheCodeScreenWithTheReason() async {
        let tester = FlowTester(makeRoot())
        tester.send("submit-phone", values: ["phone": "+1 555 0100 999"])
        await tester.settle()
        tester.expect(transitions: ["push enter-phone -> verify-phone"])
        tester.send("submit-code", values: ["code": "000000"])
        await tester.settle()
        tester.expect(path: "Root > Onboarding > verify-phone")
        #expect(
            tester.screen?.body == [
                "We texted a six-digit code to +15550100999.",
                "The code 000000 doesn't match the one we texted to +15550100999; check the message or change the number.",
            ])
        tester.finish()
    }

    @Test func theTreeShowsRootOnboardingAndTheActiveScreen() {
        let navigator = Navigator(root: makeRoot())
        navigator.start()
        #expect(
            navigator.flowTree().text == """
                Root
                ├─ * needs onboarding -> Onboarding
                │  ├─ * enter phone -> enter-phone
                │  ├─   verify phone
                │  ├─   enter email
                │  └─   done
                └─   home
                """)
    }
}
