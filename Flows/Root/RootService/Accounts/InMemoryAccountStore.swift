import RootLogic
import Synchronization

/// An account store that keeps the account in memory, for mini-apps and tests.
public final class InMemoryAccountStore: AccountStoring {
    private let account: Mutex<Account?>

    /// Creates a store, signed out unless given an account.
    public init(_ account: Account? = nil) {
        self.account = Mutex(account)
    }

    /// Ada's account, for apps that start signed in.
    public static let sampleAccount = Account(userID: "ada", phoneNumber: "+15550100", email: "ada@example.com")

    /// The signed-in account, if any.
    public var current: Account? { account.withLock { $0 } }

    /// Remembers `account`.
    public func save(_ account: Account) { self.account.withLock { $0 = account } }
}
