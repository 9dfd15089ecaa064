/// Why a coupon code was refused: the code as typed, the rule, and how to fix it.
public struct CouponError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule the code broke.
    public enum Code: String, Hashable, Sendable {
        /// Nothing was typed.
        case empty
        /// The code has characters other than letters and digits, or a wrong length.
        case malformed
        /// The code is well formed but not in the catalog.
        case unknown
    }

    /// Which rule the code broke.
    public var code: Code
    /// The code as typed.
    public var input: String
    /// The sentence shown to the rider.
    public var message: String

    /// The message.
    public var description: String { message }
}
