/// What the onboarding screens and effects tell the onboarding flow.
public enum OnboardingAction: Hashable, Sendable {
    /// The rider typed a phone number.
    case submitPhone(String)
    /// Texting the code to the number failed with this message.
    case codeNotSent(phoneNumber: String, reason: String)
    /// The rider typed the code.
    case submitCode(String)
    /// The service checked the code.
    case codeChecked(code: String, accepted: Bool)
    /// The rider wants to type another number (the change-number button, or back from a later screen); the code is forgotten.
    case changeNumber
    /// The rider typed an email address.
    case submitEmail(String)
}
