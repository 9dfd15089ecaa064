/// A button or list item triggered on a ``FormScreen``, by its id, with the form's field values.
///
/// This is the terminal host's text encoding of a form's buttons (`tap submit-phone phone=…`);
/// ``FormScreen/perform(_:)`` maps it to the closure of the button, which sends the flow's
/// typed action. Flows and screens never see it.
///
/// ```swift
/// try navigator.form?.perform(FormEvent("submit-phone", values: ["phone": "+1 555 0100"]))
/// ```
public struct FormEvent: Hashable, Sendable, CustomStringConvertible {
    /// The ``FormScreen/Action/id`` or ``ListItem/action`` the user triggered.
    public var action: String
    /// The values of the form's fields, by ``FormScreen/Field/id``.
    public var values: [String: String]

    /// Creates an event for `action` with the given field values.
    public init(_ action: String, values: [String: String] = [:]) {
        self.action = action
        self.values = values
    }

    /// The action and its values, e.g. `submit-phone(phone: "+1 555 0100")`.
    public var description: String {
        guard !values.isEmpty else { return action }
        let pairs = values.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
        return "\(action)(\(pairs.joined(separator: ", ")))"
    }
}

extension FormScreen {
    /// Runs the button or list item that `event` names, with the event's values.
    ///
    /// - Throws: ``FormEventError`` when the form has no such button or item; nothing runs.
    @MainActor
    public func perform(_ event: FormEvent) throws(FormEventError) {
        if let action = actions.first(where: { $0.id == event.action }) {
            action.perform(event.values)
            return
        }
        for list in lists {
            if let item = list.items.first(where: { $0.action == event.action }) {
                item.select()
                return
            }
        }
        throw FormEventError(
            event: event, screen: id, available: actions.map(\.id) + lists.flatMap { $0.items.map(\.action) })
    }
}

/// A ``FormEvent`` named a button or item the form does not have.
public struct FormEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event that was sent.
    public var event: FormEvent
    /// The form it was sent to.
    public var screen: ScreenID
    /// The buttons and items the form has, in order.
    public var available: [String]

    /// A sentence naming the action, the screen and what it offers.
    public var description: String {
        let offered = available.isEmpty ? "nothing" : available.map { "'\($0)'" }.joined(separator: ", ")
        return "Screen '\(screen)' has no action '\(event.action)'; it offers \(offered)."
    }
}
