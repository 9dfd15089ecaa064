/// One step in the life of a link opened by ``RoutingHub/open(_:params:exts:)-(String,_,_)``.
///
/// A successful open goes `preparing` → `started` → zero or more `produced` → `completed`; any
/// step may instead end in `failed`, after which nothing follows. The ``description`` is stable,
/// so tests compare whole sequences as text:
///
/// ```swift
/// var states: [String] = []
/// for await state in hub.open("ride://payments/methods") { states.append("\(state)") }
/// // ["preparing", "started", "produced(Visa •• 4242)", "completed"]
/// ```
public enum RoutingState: Sendable, CustomStringConvertible {
    /// The link is being parsed, redirected, matched and intercepted (interceptors may suspend here).
    case preparing
    /// The route's screen or flow is on the path (or its action is running).
    case started
    /// The opened flow or action emitted a value; a presented flow emits its final output here too.
    case produced(any Sendable)
    /// The route finished: its flow finished or was dismissed, or its action returned.
    case completed
    /// The link could not be opened; nothing follows.
    case failed(DeepLinkError)

    /// `preparing`, `started`, `produced(<value>)`, `completed` or `failed(<code>: <message>)`.
    public var description: String {
        switch self {
        case .preparing: "preparing"
        case .started: "started"
        case .produced(let value): "produced(\(value))"
        case .completed: "completed"
        case .failed(let error): "failed(\(error.code): \(error.message))"
        }
    }

    /// Whether nothing follows this state.
    public var isFinal: Bool {
        switch self {
        case .completed, .failed: true
        case .preparing, .started, .produced: false
        }
    }

    /// The error, if the open failed.
    public var error: DeepLinkError? {
        if case .failed(let error) = self { error } else { nil }
    }
}
