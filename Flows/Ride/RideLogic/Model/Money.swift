/// An amount of money in cents, printed as dollars.
///
/// ```swift
/// Money(cents: 1240).description  // "$12.40"
/// ```
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The amount in cents.
    public var cents: Int

    /// Creates an amount from cents.
    public init(cents: Int) { self.cents = cents }

    /// Orders amounts by value.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// The amount as dollars and cents, e.g. `$12.40`.
    public var description: String {
        let remainder = cents % 100
        return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
