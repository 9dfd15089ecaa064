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
    /// The values of the screens beneath the leaf a host may have to build, base first (see ``screens``).
    var screensBeneath: [any Screen] = []
    /// How many layers the host model has after the update.
    var layerCount = 0
    /// Whether the top layer can go back (see ``canGoBack``).
    var topLayerCanGoBack = false

    /// For each layer of the host model after the update, bottom first: whether the navigator accepts a back there.
    ///
    /// A host enables its back button and interactive pop (or lets a sheet be swiped down) on a
    /// layer exactly where this is `true`, and disables them elsewhere (UIKit:
    /// `interactivePopGestureRecognizer.isEnabled`, `navigationItem.hidesBackButton`,
    /// `isModalInPresentation`; SwiftUI: `navigationBarBackButtonHidden`,
    /// `interactiveDismissDisabled`). Back always leaves the top screen, so only the top layer
    /// can be `true`; layers beneath a modal are covered.
    ///
    /// ```swift
    /// sheetController.isModalInPresentation = !(update.canGoBack.last ?? false)
    /// ```
    public var canGoBack: [Bool] {
        var result = Array(repeating: false, count: layerCount)
        if layerCount > 0 { result[layerCount - 1] = topLayerCanGoBack }
        return result
    }

    /// The values of the screens a host may have to build, base first; the last is ``screen``.
    ///
    /// Every screen a transition of the update brings in (each screen of a `present` or
    /// `replace` stack, each `to`) and the top of every layer is here. One update can bring in a
    /// screen that is not the leaf: when a deep link resumes after sign-in, the base layer
    /// becomes `home` and a profile is presented over it, so the update holds
    /// `replace enter-phone -> home` and `present home -> profile`. Most updates change one
    /// screen in one layer; then this holds only the leaf. A host finds each value by its id:
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
