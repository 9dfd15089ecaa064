extension Screen {
    /// A text input on a screen.
    public struct Field: Hashable, Sendable {
        /// The key its value is sent under in ``ScreenEvent/values``.
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

    /// A command the user can trigger on a screen, such as a button.
    public struct Action: Hashable, Sendable {
        /// The identifier sent in ``ScreenEvent/action`` when the user triggers it.
        public var id: String
        /// The label a host shows.
        public var title: String
        /// Whether a host may show it as the main action.
        public var isPrimary: Bool

        /// Creates an action.
        public init(id: String, title: String, isPrimary: Bool = true) {
            self.id = id
            self.title = title
            self.isPrimary = isPrimary
        }
    }

    /// A named list of selectable items, such as the payment methods of a wallet.
    public struct ItemList: Hashable, Sendable {
        /// The list's name, which plugins use to contribute items.
        public var id: String
        /// The items, in display order.
        public var items: [Item]

        /// Creates a list.
        public init(id: String, items: [Item] = []) {
            self.id = id
            self.items = items
        }
    }

    /// One selectable row of an ``ItemList``; selecting it sends an event with its `action`.
    public struct Item: Hashable, Sendable {
        /// The item's identity, unique within its list.
        public var id: String
        /// The main text.
        public var title: String
        /// Secondary text, if any.
        public var detail: String
        /// The action sent when the item is selected.
        public var action: String

        /// Creates an item; selecting it sends `action`, which defaults to `"select:<id>"`.
        public init(id: String, title: String, detail: String = "", action: String? = nil) {
            self.id = id
            self.title = title
            self.detail = detail
            self.action = action ?? "select:\(id)"
        }
    }

    /// A named place on a screen where plugins may put views.
    public struct Slot: Hashable, Sendable {
        /// The slot's name.
        public var id: String
        /// The views placed in it, in display order.
        public var views: [View]

        /// Creates a slot.
        public init(id: String, views: [View] = []) {
            self.id = id
            self.views = views
        }
    }

    /// A platform-neutral view description: a kind a host knows how to draw, and its text.
    public struct View: Hashable, Sendable {
        /// The view's identity, unique within its slot.
        public var id: String
        /// What to draw, e.g. `"banner"` or `"text"`.
        public var kind: String
        /// The text it shows.
        public var text: String

        /// Creates a view description.
        public init(id: String, kind: String = "text", text: String) {
            self.id = id
            self.kind = kind
            self.text = text
        }
    }
}
