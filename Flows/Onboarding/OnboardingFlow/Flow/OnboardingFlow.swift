import FlowCore
import OnboardingLogic
import OnboardingService
import OnboardingUI

/// Lyft's onboarding example: phone number, then the texted code, then email; then done.
public typealias OnboardingFlow = Flow<OnboardingState, OnboardingResult>

extension Flow where State == OnboardingState, Output == OnboardingResult {
    /// Builds the onboarding flow.
    ///
    /// ```swift
    /// let navigator = Navigator(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()))
    /// navigator.start()
    /// print(navigator.path)  // Onboarding > enter-phone
    /// ```
    ///
    /// - Parameter service: sends and checks verification codes.
    public static func make(service: any PhoneVerifying) -> OnboardingFlow {
        let flow = OnboardingFlow(
            "Onboarding", initialState: OnboardingState(),
            output: { OnboardingResult(phoneNumber: $0.phoneNumber ?? "", email: $0.email ?? "") }
        ) { router in
            router.addRoute({ $0.phoneNumber == nil }, name: "enter phone") {
                OnboardingScreens.enterPhone(error: $0.error)
            }
            router.addRoute({ $0.verificationCode == nil }, name: "verify phone") {
                OnboardingScreens.verifyPhone(phoneNumber: $0.phoneNumber ?? "", error: $0.error)
            }
            router.addRoute({ $0.email == nil }, name: "enter email") { OnboardingScreens.enterEmail(error: $0.error) }
            // Everything is known: nothing more to show, so the flow finishes with its output.
            router.addRoute({ _ in true }, nil, name: "done")
        }
        flow.onEvent { flow, event in handle(event, in: flow, service: service) }
        return flow
    }

    private static func handle(_ event: ScreenEvent, in flow: OnboardingFlow, service: any PhoneVerifying)
        -> EventHandling
    {
        switch event.action {
        case OnboardingScreens.submitPhone:
            guard let phone = validated(event["phone"], OnboardingValidation.phoneNumber, in: flow) else { break }
            flow.update {
                $0.error = nil
                $0.phoneNumber = phone
            }
            flow.run { flow in
                do {
                    try await service.sendCode(to: phone)
                } catch {
                    flow.update {
                        $0.phoneNumber = nil
                        $0.error = "We couldn't text \(phone): \(error). Check the number and try again."
                    }
                }
            }
        case OnboardingScreens.submitCode:
            guard let phone = flow.state.phoneNumber else { return .unhandled }
            guard let code = validated(event["code"], OnboardingValidation.verificationCode, in: flow) else { break }
            flow.run { flow in
                let accepted = await service.verify(code: code, for: phone)
                flow.update {
                    if accepted {
                        $0.error = nil
                        $0.verificationCode = code
                    } else {
                        $0.error =
                            "The code \(code) doesn't match the one we texted to \(phone); check the message or change the number."
                    }
                }
            }
        case OnboardingScreens.changeNumber:
            flow.update {
                $0.phoneNumber = nil
                $0.error = nil
            }
        case OnboardingScreens.submitEmail:
            guard let email = validated(event["email"], OnboardingValidation.email, in: flow) else { break }
            flow.update {
                $0.error = nil
                $0.email = email
            }
        default:
            return .unhandled
        }
        return .handled
    }

    /// Returns the validated input, or stores the validation message as the screen's error and returns `nil`.
    private static func validated(
        _ input: String?,
        _ validate: (String) throws(OnboardingInputError) -> String,
        in flow: OnboardingFlow
    ) -> String? {
        do {
            return try validate(input ?? "")
        } catch {
            flow.update { $0.error = error.message }
            return nil
        }
    }
}
