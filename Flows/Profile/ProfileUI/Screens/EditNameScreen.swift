import FlowCore

/// Asks for the name drivers see.
public struct EditNameScreen: Screen {
    /// The name today.
    public var current: String
    /// Why the last name was refused.
    public var error: String?
    /// Saves the typed name.
    public var save: @MainActor @Sendable (String) -> Void
    /// Leaves without saving.
    public var cancel: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        current: String, error: String?,
        save: @escaping @MainActor @Sendable (String) -> Void, cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        self.current = current
        self.error = error
        self.save = save
        self.cancel = cancel
    }
}

extension EditNameScreen: FormRepresentable {
    /// The screen as a terminal form: a `name` field, `save-name` and `cancel-edit` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Your name",
            body: ["Drivers see this name."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "name", label: "Name", value: current, placeholder: "Ada")],
            actions: [
                .init(id: "save-name", title: "Save") { save($0["name"] ?? "") },
                .init(id: "cancel-edit", title: "Cancel", isPrimary: false) { _ in cancel() },
            ]
        )
    }
}
