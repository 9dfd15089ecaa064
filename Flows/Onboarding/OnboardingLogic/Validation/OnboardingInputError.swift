/// Why a value typed during onboarding was refused: the value, the rule, and how to fix it.
public struct OnboardingInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input was refused.
    public enum Field: String, Hashable, Sendable {
        /// The phone number.
        case phoneNumber = "phone number"
        /// The verification code.
        case verificationCode = "verification code"
        /// The email address.
        case email
    }

    /// Which input was refused.
    public var field: Field
    /// The text as typed.
    public var input: String
    /// The sentence shown to the user: what is wrong and how to fix it.
    public var message: String

    /// The message.
    public var description: String { message }
}
