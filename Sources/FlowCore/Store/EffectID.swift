/// The name of a long-running effect, so a later effect can cancel or replace it.
///
/// ```swift
/// return .run(id: "quote") { send in await send(.quoted(try await service.quote())) }
/// // later
/// return .cancel(id: "quote")
/// ```
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier's text.
    public var description: String { rawValue }
}
