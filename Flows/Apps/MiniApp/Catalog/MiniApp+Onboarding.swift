import FlowCore
import OnboardingFlow
import OnboardingService
import ServiceLocator
import TerminalHost

extension MiniApp {
    /// Onboarding alone: phone, code, email; the root flow's output is the new account.
    ///
    /// `OnboardingApp` runs it in the terminal; the browser host serves it as `onboarding`.
    public static var onboarding: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "OnboardingApp",
                summary: "the Onboarding flow alone (phone, code, email); the texted code is always 123456.",
                exampleScript: """
                    tap submit-phone phone=+15550100
                    tap submit-code code=123456
                    tap submit-email email=ada@example.com
                    expect finished
                    """
            ),
            mocks: { _, mocks in SampleServices.mockVerifier(&mocks) },
            root: { _ in
                OnboardingFlow.make(service: bind((any PhoneVerifying).self) { InMemoryPhoneVerifier() }).handle
            }
        )
    }
}
