import ProfileLogic

/// Loads and saves riders' profiles.
///
/// Resolve it through the service locator; tests and mini-apps mock it with ``InMemoryProfileStore``.
public protocol ProfileStoring: Sendable {
    /// The profile of `userID`, or `nil` when there is none.
    func profile(for userID: String) async -> Profile?
    /// Saves `profile`, replacing the one with the same user ID.
    func save(_ profile: Profile) async
}
