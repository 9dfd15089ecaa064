import FlowCore
import FlowTesting
import OnboardingFlow
import OnboardingService
import Testing

@Suite @MainActor struct OnboardingFlowTests {
    @Test func walksPhoneCodeEmailAndFinishesWithTheAccount() async {
        let tester = FlowTester(OnboardingFlow.make(service: InMemoryPhoneVerifier()))
        tester.expect(path: "Onboarding > enter-phone")

        tester.send("submit-phone", values: ["phone": "+1 555 0100 999"])
        await tester.settle()
        tester.expect(transitions: ["push enter-phone -> verify-phone"])
        tester.expect(path: "Onboarding > verify-phone")

        tester.send("submit-code", values: ["code": "123456"])
        await tester.settle()
        tester.expect(transitions: ["push verify-phone -> enter-email"])

        tester.send("submit-email", values: ["email": "Ada@Example.com"])
        tester.expect(output: OnboardingResult(phoneNumber: "+15550100999", email: "ada@example.com"))
        tester.expect(path: "")
    }

    @Test func aRefusedPhoneNumberStaysOnTheScreenWithTheReason() {
        let tester = FlowTester(OnboardingFlow.make(service: InMemoryPhoneVerifier()))
        tester.send("submit-phone", values: ["phone": "12"])
        tester.expect(path: "Onboarding > enter-phone")
        #expect(
            tester.screen?.body.last
                == "The phone number '12' has 2 digits; a phone number has 7 to 15. Type it with its country code, e.g. +1 555 0100."
        )
    }

    @Test func backReturnsToThePhoneScreenWithThePreviousState() async {
        let tester = FlowTester(OnboardingFlow.make(service: InMemoryPhoneVerifier()))
        tester.send("submit-phone", values: ["phone": "+1 555 0100 999"])
        await tester.settle()
        tester.expect(transitions: ["push enter-phone -> verify-phone"])
        tester.back()
        tester.expect(transitions: ["pop verify-phone -> enter-phone"])
        tester.expect(path: "Onboarding > enter-phone")
        #expect(tester.state.phoneNumber == nil)
    }
}
