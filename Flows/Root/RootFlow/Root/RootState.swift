/// What the viewless root flow routes on: whether there is an account.
public struct RootState: Hashable, Sendable, Codable {
    /// Whether a rider is signed in.
    public var hasAccount: Bool

    /// Creates a state.
    public init(hasAccount: Bool) { self.hasAccount = hasAccount }
}
