import ProfileLogic
import Synchronization

/// A profile store that keeps profiles in memory, for mini-apps and tests.
public final class InMemoryProfileStore: ProfileStoring {
    private let profiles: Mutex<[String: Profile]>

    /// Creates a store holding `profiles`.
    public init(_ profiles: [Profile] = []) {
        self.profiles = Mutex(Dictionary(profiles.map { ($0.userID, $0) }, uniquingKeysWith: { $1 }))
    }

    /// Ada's profile, for apps that start signed in.
    public static let sampleProfile = Profile(
        userID: "ada", name: "Ada Lovelace", phoneNumber: "+15550100", email: "ada@example.com")

    /// The stored profile of `userID`, if any.
    public func profile(for userID: String) async -> Profile? { profiles.withLock { $0[userID] } }

    /// Stores `profile`.
    public func save(_ profile: Profile) async { profiles.withLock { $0[profile.userID] = profile } }
}
