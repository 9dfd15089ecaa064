import ProfileLogic

/// What the profile flow knows; its router picks the screen from it.
public struct ProfileState: Hashable, Sendable, Codable {
    /// Whose profile this is.
    public var userID: String
    /// The profile, once loaded.
    public var profile: Profile?
    /// Whether loading finished (with or without a profile).
    public var isLoaded: Bool
    /// Whether the name editor is open.
    public var isEditing: Bool
    /// Whether the rider left the profile.
    public var isClosed: Bool
    /// The message of the last refused name.
    public var error: String?

    /// Creates a state for `userID`, before loading.
    public init(
        userID: String, profile: Profile? = nil, isLoaded: Bool = false, isEditing: Bool = false,
        isClosed: Bool = false, error: String? = nil
    ) {
        self.userID = userID
        self.profile = profile
        self.isLoaded = isLoaded
        self.isEditing = isEditing
        self.isClosed = isClosed
        self.error = error
    }
}
