import FlowCore
import OnboardingFlow
import OnboardingService
import OnboardingUI
import Testing

/// FlowCore's Back article, run as written, so its comments stay the real output.
@Suite @MainActor struct BackArticleTests {
    @Test func theArticlesExamplePrintsWhatItShows() {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let navigator = Navigator(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()))
        navigator.start()
        (navigator.screen as! EnterPhoneScreen).submit("+1 555 0100")
        navigator.flush()
        print(navigator.path)
        print(navigator.canGoBack)
        navigator.back()
        print(navigator.path)
        print(navigator.back())

        #expect(printed == ["Onboarding > verify-phone", "true", "Onboarding > enter-phone", "false"])
        #expect(
            navigator.log.text.contains(
                "back from 'enter-phone' is not possible: 'enter-phone' is the only screen of the base stack"))
    }
}
