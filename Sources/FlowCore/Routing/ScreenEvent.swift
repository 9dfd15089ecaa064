/// Something the user did on a screen, sent by a host to the navigator.
///
/// ```swift
/// navigator.send(ScreenEvent("submit", values: ["phone": "+1 555 0100"]))
/// ```
public struct ScreenEvent: Hashable, Sendable, CustomStringConvertible {
    /// The ``Screen/Action/id`` or ``Screen/Item/action`` the user triggered.
    public var action: String
    /// The values of the screen's fields, by ``Screen/Field/id``.
    public var values: [String: String]

    /// Creates an event for `action` with the given field values.
    public init(_ action: String, values: [String: String] = [:]) {
        self.action = action
        self.values = values
    }

    /// Creates an event for `action` carrying a single value under the key `"value"`.
    public init(_ action: String, value: String) {
        self.init(action, values: ["value": value])
    }

    /// The value of a field, or of the single `"value"` key when `key` is omitted.
    public subscript(key: String = "value") -> String? { values[key] }

    /// The action and its values, e.g. `submit(phone: "+1 555 0100")`.
    public var description: String {
        guard !values.isEmpty else { return action }
        let pairs = values.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
        return "\(action)(\(pairs.joined(separator: ", ")))"
    }
}

/// Whether a flow's event handler acted on an event, or lets it travel up to the parent flow.
public enum EventHandling: Sendable {
    /// The handler acted on the event; it goes no further.
    case handled
    /// The handler ignored the event; the next handler, then the parent flow, gets it.
    case unhandled
}
