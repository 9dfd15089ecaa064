import FlowCore

/// Asks for the code texted to a phone number, or for another number.
public struct VerifyPhoneScreen: Screen {
    /// The number the code went to.
    public var phoneNumber: String
    /// Why the last code was refused, shown under the title.
    public var error: String?
    /// Sends the typed code.
    public var submitCode: @MainActor @Sendable (String) -> Void
    /// Goes back to typing another phone number.
    public var changeNumber: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        phoneNumber: String, error: String? = nil,
        submitCode: @escaping @MainActor @Sendable (String) -> Void,
        changeNumber: @escaping @MainActor @Sendable () -> Void
    ) {
        self.phoneNumber = phoneNumber
        self.error = error
        self.submitCode = submitCode
        self.changeNumber = changeNumber
    }
}

extension VerifyPhoneScreen: FormRepresentable {
    /// The screen as a terminal form: a `code` field, `submit-code` and `change-number` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Enter the code",
            body: ["We texted a six-digit code to \(phoneNumber)."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "code", label: "Code", placeholder: "123456")],
            actions: [
                .init(id: "submit-code", title: "Verify") { submitCode($0["code"] ?? "") },
                .init(id: "change-number", title: "Change number", isPrimary: false) { _ in changeNumber() },
            ]
        )
    }
}
