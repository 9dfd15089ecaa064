/// A rider's profile: who they are and how to reach them.
public struct Profile: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rider's identity, as in `ride://profile/:userID`.
    public var userID: String
    /// The name drivers see; empty until the rider sets one.
    public var name: String
    /// The verified phone number.
    public var phoneNumber: String
    /// The email address receipts go to.
    public var email: String

    /// Creates a profile.
    public init(userID: String, name: String = "", phoneNumber: String, email: String) {
        self.userID = userID
        self.name = name
        self.phoneNumber = phoneNumber
        self.email = email
    }

    /// The name, or "No name yet".
    public var displayName: String { name.isEmpty ? "No name yet" : name }

    /// `userID (displayName)`.
    public var description: String { "\(userID) (\(displayName))" }
}
