import RootLogic

/// Keeps the signed-in account on the device.
///
/// Resolve it through the service locator; tests and mini-apps mock it with ``InMemoryAccountStore``.
public protocol AccountStoring: Sendable {
    /// The signed-in account, or `nil` before sign-up.
    var current: Account? { get }
    /// Remembers `account` as the signed-in account.
    func save(_ account: Account)
}
