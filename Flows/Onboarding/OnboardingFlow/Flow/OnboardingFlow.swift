import FlowCore
import OnboardingLogic
import OnboardingService
import OnboardingUI

/// Lyft's onboarding example: phone number, then the texted code, then email; then done.
public typealias OnboardingFlow = Flow<OnboardingState, OnboardingAction, OnboardingResult>

extension Flow where State == OnboardingState, Action == OnboardingAction, Output == OnboardingResult {
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
        OnboardingFlow(
            "Onboarding", initialState: OnboardingState(),
            output: { OnboardingResult(phoneNumber: $0.phoneNumber ?? "", email: $0.email ?? "") },
            reducer: { state, action in reduce(&state, action, service: service) }
        ) { router in
            router.addScreen({ $0.phoneNumber == nil }, name: "enter phone") { state, send in
                EnterPhoneScreen(error: state.error) { send(.submitPhone($0)) }
            }
            // Back from a code screen is "wrong number": the rider types another one.
            router.addScreen({ $0.verificationCode == nil }, name: "verify phone", back: .send(.changeNumber)) {
                state, send in
                VerifyPhoneScreen(
                    phoneNumber: state.phoneNumber ?? "", error: state.error,
                    submitCode: { send(.submitCode($0)) }, changeNumber: { send(.changeNumber) })
            }
            // The number is verified; going back means changing it, and a new number needs a new code.
            router.addScreen({ $0.email == nil }, name: "enter email", back: .send(.changeNumber)) { state, send in
                EnterEmailScreen(error: state.error) { send(.submitEmail($0)) }
            }
            // Everything is known: nothing more to show, so the flow finishes with its output.
            router.addFinish({ _ in true }, name: "done")
        }
    }

    /// The onboarding reducer: validates input, asks the service, and records its answers.
    static func reduce(
        _ state: inout OnboardingState, _ action: OnboardingAction, service: any PhoneVerifying
    ) -> Effect<OnboardingAction> {
        switch action {
        case .submitPhone(let input):
            guard let phone = state.validated(input, OnboardingValidation.phoneNumber) else { return .none }
            state.phoneNumber = phone
            return .run { send in
                do {
                    try await service.sendCode(to: phone)
                } catch {
                    await send(.codeNotSent(phoneNumber: phone, reason: "\(error)"))
                }
            }
        case .codeNotSent(let phone, let reason):
            state.phoneNumber = nil
            state.error = "We couldn't text \(phone): \(reason). Check the number and try again."
        case .submitCode(let input):
            guard let phone = state.phoneNumber,
                let code = state.validated(input, OnboardingValidation.verificationCode)
            else { return .none }
            return .run { send in
                await send(.codeChecked(code: code, accepted: await service.verify(code: code, for: phone)))
            }
        case .codeChecked(let code, true):
            state.error = nil
            state.verificationCode = code
        case .codeChecked(let code, false):
            state.error =
                "The code \(code) doesn't match the one we texted to \(state.phoneNumber ?? "your phone"); check the message or change the number."
        case .changeNumber:
            state.phoneNumber = nil
            state.verificationCode = nil
            state.error = nil
        case .submitEmail(let input):
            guard let email = state.validated(input, OnboardingValidation.email) else { return .none }
            state.email = email
        }
        return .none
    }
}

extension OnboardingState {
    /// Returns the validated input and clears the error, or stores the validation message as the error and returns `nil`.
    mutating func validated(
        _ input: String, _ validate: (String) throws(OnboardingInputError) -> String
    ) -> String? {
        do {
            let valid = try validate(input)
            error = nil
            return valid
        } catch {
            self.error = error.message
            return nil
        }
    }
}
