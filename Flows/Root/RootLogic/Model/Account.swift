/// The signed-in rider's account.
public struct Account: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rider's identity, e.g. `rider-0100`.
    public var userID: String
    /// The verified phone number.
    public var phoneNumber: String
    /// The email address.
    public var email: String

    /// Creates an account.
    public init(userID: String, phoneNumber: String, email: String) {
        self.userID = userID
        self.phoneNumber = phoneNumber
        self.email = email
    }

    /// Creates the account for a rider who just signed up; the ID comes from the phone number's last four digits.
    ///
    /// ```swift
    /// Account(signingUp: "+15550100", email: "ada@example.com").userID  // "rider-0100"
    /// ```
    public init(signingUp phoneNumber: String, email: String) {
        self.init(userID: "rider-" + String(phoneNumber.suffix(4)), phoneNumber: phoneNumber, email: email)
    }

    /// `userID (email)`.
    public var description: String { "\(userID) (\(email))" }
}
