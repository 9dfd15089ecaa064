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
private func makeRoot(verifier: InMemoryPhoneVerifier = InMemoryPhoneVerifier()) -> Flow<AppState, Never, Void> {
    Flow("Root", initialState: AppState()) { router in
        router.addFlow({ $0.needsOnboarding }, name: "needs onboarding", OnboardingFlow.make(service: verifier)) {
            state, account in state.account = account
        }
        router.addScreen({ _ in true }, name: "home", presentation: .replace) { state, _ in
            FormScreen(id: "home", title: "Welcome", body: ["Signed in as \(state.account?.email ?? "")."])
        }
    }
}

@Suite(.timeLimit(.minutes(1))) @MainActor struct RootOnboardingTests {
    @Test func needsOnboardingRoutesIntoOnboardingAndItsOutputLeadsHome() async {
        await withFlowTester(makeRoot()) { tester in
            tester.expect(path: "Root > Onboarding > enter-phone")

            tester.tap("submit-phone", values: ["phone": "+1 555 0100 999"])
            tester.expect(transitions: ["push enter-phone -> verify-phone"])
            await tester.settle()
            tester.tap("submit-code", values: ["code": "123456"])
            await tester.settle()
            tester.expect(transitions: ["push verify-phone -> enter-email"])

            tester.tap("submit-email", values: ["email": "ada@example.com"]) {
                $0.account = OnboardingResult(phoneNumber: "+15550100999", email: "ada@example.com")
            }
            tester.expect(transitions: ["replace enter-email -> home"])
            tester.expect(path: "Root > home")
            #expect(tester.navigator.form?.body == ["Signed in as ada@example.com."])
            #expect(tester.navigator.canGoBack == false, "a replace leaves no way back into onboarding")
        }
    }

    @Test func aWrongCodeKeepsTheUserOnTheCodeScreenWithTheReason() async {
        await withFlowTester(makeRoot()) { tester in
            tester.tap("submit-phone", values: ["phone": "+1 555 0100 999"])
            await tester.settle()
            tester.expect(transitions: ["push enter-phone -> verify-phone"])
            tester.tap("submit-code", values: ["code": "000000"])
            await tester.settle()
            tester.expect(path: "Root > Onboarding > verify-phone")
            #expect(
                tester.navigator.form?.body == [
                    "We texted a six-digit code to +15550100999.",
                    "The code 000000 doesn't match the one we texted to +15550100999; check the message or change the number.",
                ])
        }
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
