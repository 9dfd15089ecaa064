import FlowCore
import ProfileLogic

/// A rider's profile: loading, not found, or the name, phone and email with a way to change the name.
public struct ProfileScreen: Screen {
    /// The rider the profile belongs to.
    public var userID: String
    /// The profile, once loaded; `nil` when there is no such rider.
    public var profile: Profile?
    /// Whether loading finished.
    public var isLoaded: Bool
    /// Starts editing the name.
    public var editName: @MainActor @Sendable () -> Void
    /// Closes the profile.
    public var close: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        userID: String, profile: Profile?, isLoaded: Bool,
        editName: @escaping @MainActor @Sendable () -> Void, close: @escaping @MainActor @Sendable () -> Void
    ) {
        self.userID = userID
        self.profile = profile
        self.isLoaded = isLoaded
        self.editName = editName
        self.close = close
    }
}

extension ProfileScreen: FormRepresentable {
    /// The screen as a terminal form: `edit-name` once loaded, and `close`.
    public var form: FormScreen {
        guard isLoaded else {
            return FormScreen(
                id: screenID, title: "Profile", body: ["Loading the profile of \(userID)..."],
                actions: [.init(id: "close", title: "Close", isPrimary: false) { _ in close() }])
        }
        guard let profile else {
            return FormScreen(
                id: screenID, title: "No such rider",
                body: ["There is no rider with the ID '\(userID)'. Check the link."],
                actions: [.init(id: "close", title: "Close") { _ in close() }])
        }
        return FormScreen(
            id: screenID,
            title: profile.displayName,
            body: ["Phone: \(profile.phoneNumber)", "Email: \(profile.email)"],
            actions: [
                .init(id: "edit-name", title: "Change name") { _ in editName() },
                .init(id: "close", title: "Close", isPrimary: false) { _ in close() },
            ]
        )
    }
}
