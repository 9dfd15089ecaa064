/// What onboarding knows so far; the router picks the screen from it.
public struct OnboardingState: Hashable, Sendable, Codable {
    /// The verified-to-be-sent phone number, normalized.
    public var phoneNumber: String?
    /// The code the user typed, once the service accepted it.
    public var verificationCode: String?
    /// The email address, normalized.
    public var email: String?
    /// The message of the last refused input, shown on the current screen.
    public var error: String?

    /// Creates a state; the defaults start onboarding from the beginning.
    public init(phoneNumber: String? = nil, verificationCode: String? = nil, email: String? = nil, error: String? = nil)
    {
        self.phoneNumber = phoneNumber
        self.verificationCode = verificationCode
        self.email = email
        self.error = error
    }
}

/// What onboarding hands to its parent: the new account's contact details.
public struct OnboardingResult: Hashable, Sendable, CustomStringConvertible {
    /// The verified phone number.
    public var phoneNumber: String
    /// The email address.
    public var email: String

    /// Creates a result.
    public init(phoneNumber: String, email: String) {
        self.phoneNumber = phoneNumber
        self.email = email
    }

    /// `phone, email`.
    public var description: String { "\(phoneNumber), \(email)" }
}
