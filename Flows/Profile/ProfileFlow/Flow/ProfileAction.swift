import ProfileLogic

/// What the profile screens and their effects tell the profile flow.
public enum ProfileAction: Hashable, Sendable {
    /// The flow entered the path without its profile.
    case load
    /// The store answered; `nil` when there is no such rider.
    case loaded(Profile?)
    /// The rider wants to change the name.
    case editName
    /// The rider left the editor without saving (its cancel button, or back).
    case cancelEdit
    /// The rider typed a new name.
    case saveName(String)
    /// The store saved the profile.
    case saved(Profile)
    /// The rider closed the profile (its close button, or back).
    case close
}
