/// A generic form screen: title, text, fields, buttons, lists and slots.
///
/// Apps define their own screen types (see ``Screen``); a form is the one concrete screen type
/// the engine ships, for generic, terminal and server-driven use. Typed screens describe
/// themselves as forms through ``FormRepresentable`` so the terminal host can show them.
/// A form's buttons and list items carry the closures that send the flow's typed actions.
///
/// ```swift
/// let form = FormScreen(
///     id: "enter-phone",
///     title: "What's your number?",
///     fields: [.init(id: "phone", label: "Phone number")],
///     actions: [.init(id: "submit-phone", title: "Continue") { values in submit(values["phone"] ?? "") }]
/// )
/// ```
public struct FormScreen: FormRepresentable, Hashable {
    /// The screen's stable identity.
    public var id: ScreenID
    /// The title a host shows at the top.
    public var title: String
    /// Paragraphs of text shown under the title.
    public var body: [String]
    /// Text inputs the user fills in; their values reach the button's closure by ``Field/id``.
    public var fields: [Field]
    /// Buttons or commands the user can trigger.
    public var actions: [Action]
    /// Named lists (e.g. payment methods); plugins may contribute items to them.
    public var lists: [ItemList]
    /// Named slots where plugins may place views.
    public var slots: [Slot]

    /// Creates a form.
    public init(
        id: ScreenID,
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

    /// The form's ``id``.
    public var screenID: ScreenID { id }

    /// A form describes itself.
    public var form: FormScreen { self }
}
