/// A platform-neutral description of one screen, with a stable identity that a host renders.
///
/// A screen is a value: hosts (UIKit, SwiftUI, the terminal) turn it into pixels or text, and
/// send back a ``ScreenEvent`` when the user triggers one of its ``actions``.
///
/// ```swift
/// let screen = Screen(
///     id: "enter-phone",
///     title: "What's your number?",
///     fields: [.init(id: "phone", label: "Phone number")],
///     actions: [.init(id: "submit", title: "Continue")]
/// )
/// ```
public struct Screen: Routable, Identifiable, Hashable, Sendable {
    /// The stable identity of a screen, used in paths, transitions and `back(to:)`.
    public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The identifier's text, e.g. `"enter-phone"`.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The identifier's text.
        public var description: String { rawValue }
    }

    /// The screen's stable identity.
    public var id: ID
    /// The title a host shows at the top.
    public var title: String
    /// Paragraphs of text shown under the title.
    public var body: [String]
    /// Text inputs the user fills in; their values travel in ``ScreenEvent/values``.
    public var fields: [Field]
    /// Buttons or commands the user can trigger.
    public var actions: [Action]
    /// Named lists (e.g. payment methods); plugins may contribute items to them.
    public var lists: [ItemList]
    /// Named slots where plugins may place views.
    public var slots: [Slot]

    /// Creates a screen.
    public init(
        id: ID,
        title: String,
        body: [String] = [],
        fields: [Field] = [],
        actions: [Action] = [],
        lists: [ItemList] = [],
        slots: [Slot] = []
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.fields = fields
        self.actions = actions
        self.lists = lists
        self.slots = slots
    }

    /// A screen routes to itself.
    public var routeNode: RouteNode { .screen(self) }
}
