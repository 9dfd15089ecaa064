import FlowCore
import MiniApp
import OnboardingFlow
import OnboardingService
import ServiceLocator
import TerminalHost

/// Onboarding alone: phone, code, email; prints the new account when it finishes.
@main
@MainActor
enum OnboardingApp {
    static let description = TerminalAppDescription(
        name: "OnboardingApp",
        summary: "the Onboarding flow alone (phone, code, email); the texted code is always 123456.",
        exampleScript: """
            tap submit-phone phone=+15550100
            tap submit-code code=123456
            tap submit-email email=ada@example.com
            expect finished
            """
    )

    /// The app: its description, mocks and root flow.
    static var app: MiniApp {
        MiniApp(
            description: description,
            mocks: { _, mocks in SampleServices.mockVerifier(&mocks) },
            root: { _ in
                OnboardingFlow.make(service: bind((any PhoneVerifying).self) { InMemoryPhoneVerifier() }).handle
            }
        )
    }

    static func main() async {
        await app.main()
    }
}
