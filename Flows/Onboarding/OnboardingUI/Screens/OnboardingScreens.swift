import FlowCore

/// The three onboarding screens as platform-neutral values.
///
/// Each takes the message of the last refused input, if any, and shows it under the title.
public enum OnboardingScreens {
    /// The action a host sends when the phone number is submitted; the value is under `"phone"`.
    public static let submitPhone = "submit-phone"
    /// The action a host sends when the code is submitted; the value is under `"code"`.
    public static let submitCode = "submit-code"
    /// The action that goes back to typing another phone number.
    public static let changeNumber = "change-number"
    /// The action a host sends when the email is submitted; the value is under `"email"`.
    public static let submitEmail = "submit-email"

    /// Asks for a phone number.
    public static func enterPhone(error: String? = nil) -> Screen {
        Screen(
            id: "enter-phone",
            title: "What's your phone number?",
            body: ["We'll text you a code to check it's you."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "phone", label: "Phone number", placeholder: "+1 555 0100")],
            actions: [.init(id: submitPhone, title: "Send code")]
        )
    }

    /// Asks for the code texted to `phoneNumber`.
    public static func verifyPhone(phoneNumber: String, error: String? = nil) -> Screen {
        Screen(
            id: "verify-phone",
            title: "Enter the code",
            body: ["We texted a six-digit code to \(phoneNumber)."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "code", label: "Code", placeholder: "123456")],
            actions: [
                .init(id: submitCode, title: "Verify"),
                .init(id: changeNumber, title: "Change number", isPrimary: false),
            ]
        )
    }

    /// Asks for an email address.
    public static func enterEmail(error: String? = nil) -> Screen {
        Screen(
            id: "enter-email",
            title: "What's your email?",
            body: ["Receipts go there."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "email", label: "Email", placeholder: "name@example.com")],
            actions: [.init(id: submitEmail, title: "Finish")]
        )
    }
}
