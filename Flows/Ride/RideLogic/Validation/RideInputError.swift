/// Why an address typed when requesting a ride was refused: the value, the rule, and how to fix it.
public struct RideInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input was refused.
    public enum Field: String, Hashable, Sendable {
        /// The pickup address.
        case pickup
        /// The drop-off address.
        case dropoff
    }

    /// Which input was refused.
    public var field: Field
    /// The text as typed.
    public var input: String
    /// The sentence shown to the rider: what is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(field: Field, input: String, message: String) {
        self.field = field
        self.input = input
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
