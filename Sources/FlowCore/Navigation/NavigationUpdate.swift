/// What changed in one navigator update: the new path, the transitions and the leaf screen.
public struct NavigationUpdate: Sendable {
    /// The active path after the update.
    public var path: RoutePath
    /// The transitions that lead from the previous path to this one, in order.
    public var transitions: [Transition]
    /// The leaf screen to render, or `nil` when the root flow finished.
    public var screen: (any Screen)?
    /// The root flow's output, when this update finished it.
    public var rootOutput: (any Sendable)?
    /// The screens of the modal layers beneath the leaf's, base first, when the path crosses modal boundaries.
    var screensBeneath: [any Screen] = []

    /// The screen each modal layer of the path shows, base first; the last is ``screen``.
    ///
    /// One update can bring in a screen that is not the leaf: when a deep link resumes after
    /// sign-in, the base layer becomes `home` and a profile is presented over it, so the update
    /// holds `replace enter-phone -> home` and `present home -> profile`. A host finds the value
    /// for each transition's `to` here.
    ///
    /// ```swift
    /// for transition in update.transitions {
    ///     let screen = update.screens.last { $0.screenID == transition.to }
    /// }
    /// ```
    public var screens: [any Screen] { screensBeneath + (screen.map { [$0] } ?? []) }
}

/// Something that puts the navigator's screens in front of a person: UIKit, SwiftUI, a terminal.
///
/// A host receives every update after the navigator settles; it renders ``NavigationUpdate/screen``
/// and may animate ``NavigationUpdate/transitions``.
@MainActor
public protocol NavigatorHost: AnyObject {
    /// Called after every update of the active path or of the leaf screen.
    func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate)
}
