/// Work a reducer asks for after changing state: async operations that may send more actions.
///
/// A reducer returns an effect; its store runs it and cancels it when the store's flow leaves
/// the active path (or the standalone store is released). Effects are values, so tests can
/// run a reducer and see what it asked for.
///
/// ```swift
/// case .submitPhone(let phone):
///     state.phoneNumber = phone
///     return .run { send in
///         do { try await service.sendCode(to: phone) }
///         catch { await send(.codeFailed(phone, "\(error)")) }
///     }
/// ```
public struct Effect<Action: Sendable>: Sendable {
    enum Operation: Sendable {
        case run(id: EffectID?, @Sendable (Send<Action>) async -> Void)
        case cancel(EffectID)
    }

    /// The operations, in order; `nil` for ``none`` (never an empty list).
    ///
    /// An optional rather than an empty array: most reducer calls return `.none`, and in code
    /// generic over `Action`, making or even testing an empty `[Operation]` looks up its metadata
    /// at run time (a hash-table lookup of about 300 instructions), where a `nil` test is one compare.
    let operations: [Operation]?

    /// No work.
    public static var none: Effect { Effect(operations: nil) }

    /// Runs `operation` asynchronously; it may send actions back through its `send`.
    ///
    /// With an `id`, a running effect of the same id is cancelled first, so only the latest runs.
    public static func run(
        id: EffectID? = nil, _ operation: @escaping @Sendable (_ send: Send<Action>) async -> Void
    ) -> Effect {
        Effect(operations: [.run(id: id, operation)])
    }

    /// Sends `action` right after the reducer returns, as the first step of an effect.
    public static func send(_ action: Action) -> Effect {
        .run { send in await send(action) }
    }

    /// Cancels the running effect named `id`, if any.
    public static func cancel(id: EffectID) -> Effect { Effect(operations: [.cancel(id)]) }

    /// Runs all `effects` side by side.
    public static func merge(_ effects: Effect...) -> Effect {
        let operations = effects.flatMap { $0.operations ?? [] }
        return Effect(operations: operations.isEmpty ? nil : operations)
    }

    /// Whether the effect does nothing.
    public var isNone: Bool { operations == nil }
}
