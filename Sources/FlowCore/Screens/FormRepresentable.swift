/// A screen that can describe itself as a ``FormScreen``: title, text, fields, buttons and lists.
///
/// The terminal host renders any screen that conforms, and maps `tap <action> field=value`
/// to the closure of the form's button; this is the one place strings stand for actions.
/// A UI module conforms its typed screens in a small extension:
///
/// ```swift
/// extension EnterPhoneScreen: FormRepresentable {
///     public var form: FormScreen {
///         FormScreen(
///             id: screenID, title: "What's your phone number?",
///             fields: [.init(id: "phone", label: "Phone number")],
///             actions: [.init(id: "submit-phone", title: "Send code") { submit($0["phone"] ?? "") }]
///         )
///     }
/// }
/// ```
public protocol FormRepresentable: Screen {
    /// The screen as a form.
    var form: FormScreen { get }
}

extension Navigator {
    /// The leaf screen as a form, when it can describe itself as one (see ``FormRepresentable``).
    public var form: FormScreen? { (screen as? any FormRepresentable)?.form }
}
