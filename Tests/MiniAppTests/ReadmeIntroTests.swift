import FlowCore
import OnboardingFlow
import OnboardingService
import OnboardingUI
import Testing

/// The README's opening example, run as written, so its comments stay the real output.
@Suite @MainActor struct ReadmeIntroTests {
    @Test func theIntroExamplePrintsWhatTheReadmeShows() {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let navigator = Navigator(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()))
        navigator.start()
        print(navigator.path)
        let phone = navigator.screen as! EnterPhoneScreen
        phone.submit("12")
        navigator.flush()
        print((navigator.screen as! EnterPhoneScreen).error!)
        phone.submit("+1 555 0100")
        navigator.flush()
        print(navigator.path)
        navigator.back()
        print(navigator.path)

        #expect(
            printed == [
                "Onboarding > enter-phone",
                "The phone number '12' has 2 digits; a phone number has 7 to 15. Type it with its country code, e.g. +1 555 0100.",
                "Onboarding > verify-phone",
                "Onboarding > enter-phone",
            ])
    }
}
