/// How a rule's routable enters the screen when its rule becomes current.
///
/// The presentation belongs to the rule, not to the screen, so the same screen can be pushed
/// in one flow and presented modally in another.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// Pushed onto the current stack; leaves with a pop.
    case push
    /// Presented over the current stack (a modal layer); leaves with a dismiss.
    case present
    /// Replaces what was shown without a way back on screen (e.g. onboarding → home).
    case replace
}
