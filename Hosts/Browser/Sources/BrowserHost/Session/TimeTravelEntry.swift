import FlowCore

/// One point of a session's time-travel history: the navigator saved after an update.
///
/// "Go back to here" restores the document into a new navigator; the navigator's own history is
/// not used, so the inspector keeps working when back stops rewinding states.
struct TimeTravelEntry {
    /// The entry's number in its session, from 1.
    var number: Int
    /// The path after the update, e.g. `Root > Onboarding > verify-code`.
    var path: String
    /// What caused the update, e.g. `tap submit-phone`.
    var cause: String
    /// The navigator as saved then.
    var document: NavigatorDocument
}
