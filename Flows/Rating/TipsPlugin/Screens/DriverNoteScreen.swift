import FlowCore

/// Offers to send the driver a note with the tip just charged.
public struct DriverNoteScreen: Screen {
    /// The driver the note goes to.
    public var driver: String
    /// The tip just charged, in dollars.
    public var tip: Int
    /// Sends the typed note.
    public var send: @MainActor @Sendable (String) -> Void
    /// Leaves the screen without a note.
    public var skip: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        driver: String, tip: Int, send: @escaping @MainActor @Sendable (String) -> Void,
        skip: @escaping @MainActor @Sendable () -> Void
    ) {
        self.driver = driver
        self.tip = tip
        self.send = send
        self.skip = skip
    }
}

extension DriverNoteScreen: FormRepresentable {
    /// The screen as a terminal form: a `note` field, `send-note` and `skip-note` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Note for \(driver)",
            body: ["Your $\(tip) tip is on its way to \(driver). Add a note?"],
            fields: [.init(id: "note", label: "Note", placeholder: "Thanks for the smooth ride!")],
            actions: [
                .init(id: "send-note", title: "Send") { send($0["note"] ?? "") },
                .init(id: "skip-note", title: "Skip", isPrimary: false) { _ in skip() },
            ]
        )
    }
}
