import FlowCore

/// Asks for a phone number; shows the message of the last refused input, if any.
public struct EnterPhoneScreen: Screen {
    /// Why the last number was refused, shown under the title.
    public var error: String?
    /// Sends the typed phone number.
    public var submit: @MainActor @Sendable (String) -> Void

    /// Creates the screen.
    public init(error: String? = nil, submit: @escaping @MainActor @Sendable (String) -> Void) {
        (self.error, self.submit) = (error, submit)
    }
}

extension EnterPhoneScreen: FormRepresentable {
    /// The screen as a terminal form: a `phone` field and a `submit-phone` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "What's your phone number?",
            body: ["We'll text you a code to check it's you."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "phone", label: "Phone number", placeholder: "+1 555 0100")],
            actions: [.init(id: "submit-phone", title: "Send code") { submit($0["phone"] ?? "") }]
        )
    }
}
