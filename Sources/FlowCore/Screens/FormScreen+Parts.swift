extension FormScreen {
    /// A text input on a form.
    public struct Field: Hashable, Sendable {
        /// The key its value is passed under to the button's closure (and in ``FormEvent/values``).
        public var id: String
        /// The label a host shows next to the input.
        public var label: String
        /// The current value, if any.
        public var value: String
        /// A hint shown while the field is empty.
        public var placeholder: String

        /// Creates a field.
        public init(id: String, label: String, value: String = "", placeholder: String = "") {
            self.id = id
            self.label = label
            self.value = value
            self.placeholder = placeholder
        }
    }

    /// A command the user can trigger on a form, such as a button, and the closure it runs.
    ///
    /// Two actions are equal when their id, title and prominence are; the closure is not compared.
    public struct Action: Hashable, Sendable {
        /// The identifier a host uses for it, e.g. `submit-phone` in the terminal's `tap submit-phone`.
        public var id: String
        /// The label a host shows.
        public var title: String
        /// Whether a host may show it as the main action.
        public var isPrimary: Bool
        /// Runs when the user triggers the action, with the form's field values by ``Field/id``.
        public var perform: @MainActor @Sendable ([String: String]) -> Void

        /// Creates an action that runs `perform` with the field values when triggered.
        public init(
            id: String, title: String, isPrimary: Bool = true,
            perform: @escaping @MainActor @Sendable ([String: String]) -> Void
        ) {
            self.id = id
            self.title = title
            self.isPrimary = isPrimary
            self.perform = perform
        }

        /// Whether id, title and prominence match.
        public static func == (lhs: Action, rhs: Action) -> Bool {
            lhs.id == rhs.id && lhs.title == rhs.title && lhs.isPrimary == rhs.isPrimary
        }

        /// Hashes id, title and prominence.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(title)
            hasher.combine(isPrimary)
        }
    }
}
