import FlowCore
import ProfileLogic

/// The profile screens as platform-neutral values.
public enum ProfileScreens {
    /// Opens the name editor.
    public static let editName = "edit-name"
    /// Saves the name in the `name` field.
    public static let saveName = "save-name"
    /// Leaves the editor without saving.
    public static let cancelEdit = "cancel-edit"
    /// Leaves the profile.
    public static let close = "close"

    /// The rider's details; while loading, or when there is no such rider, the same screen says so.
    ///
    /// One screen id for all three keeps loading from becoming a step that back returns to.
    public static func profile(userID: String, profile: Profile?, isLoaded: Bool) -> Screen {
        guard isLoaded else {
            return Screen(
                id: "profile", title: "Profile", body: ["Loading the profile of \(userID)..."],
                actions: [.init(id: close, title: "Close", isPrimary: false)])
        }
        guard let profile else {
            return Screen(
                id: "profile", title: "No such rider",
                body: ["There is no rider with the ID '\(userID)'. Check the link."],
                actions: [.init(id: close, title: "Close")])
        }
        return Screen(
            id: "profile",
            title: profile.displayName,
            body: ["Phone: \(profile.phoneNumber)", "Email: \(profile.email)"],
            actions: [
                .init(id: editName, title: "Change name"),
                .init(id: close, title: "Close", isPrimary: false),
            ]
        )
    }

    /// Edits the name drivers see.
    public static func nameEditor(current: String, error: String? = nil) -> Screen {
        Screen(
            id: "edit-name",
            title: "Your name",
            body: ["Drivers see this name."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "name", label: "Name", value: current, placeholder: "Ada")],
            actions: [
                .init(id: saveName, title: "Save"),
                .init(id: cancelEdit, title: "Cancel", isPrimary: false),
            ]
        )
    }
}
