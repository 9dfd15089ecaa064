/// Why a name typed on the profile was refused: the value and how to fix it.
public struct ProfileInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as typed.
    public var input: String
    /// The sentence shown to the rider: what is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(input: String, message: String) {
        self.input = input
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
