import FlowCore

/// Asks for an email address; shows the message of the last refused input, if any.
public struct EnterEmailScreen: Screen {
    /// Why the last address was refused, shown under the title.
    public var error: String?
    /// Sends the typed address.
    public var submit: @MainActor @Sendable (String) -> Void

    /// Creates the screen.
    public init(error: String? = nil, submit: @escaping @MainActor @Sendable (String) -> Void) {
        (self.error, self.submit) = (error, submit)
    }
}

extension EnterEmailScreen: FormRepresentable {
    /// The screen as a terminal form: an `email` field and a `submit-email` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "What's your email?",
            body: ["Receipts go there."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "email", label: "Email", placeholder: "name@example.com")],
            actions: [.init(id: "submit-email", title: "Finish") { submit($0["email"] ?? "") }]
        )
    }
}
