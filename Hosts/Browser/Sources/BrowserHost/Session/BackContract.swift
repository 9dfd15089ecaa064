import FlowCore

/// The one place the browser host meets the navigator's back contract.
///
/// The browser performs back itself (its history moves before the page hears of it), so the host
/// reports a back it already performed, the way a native host reports a swipe:
/// `handleSystemBack()` means "the host already popped the top screen or dismissed the top
/// sheet"; the navigator accepts it where back is allowed (the top screen's flow decides, see
/// `Back`), and `Navigator.canGoBack` says beforehand whether it is.
@MainActor
enum BackContract {
    /// Reports one browser back the page already performed; `false` when the navigator refused it.
    ///
    /// On `false` the page pushes its entry again (`history.pushState`) so page and navigator agree.
    static func hostDidGoBack(_ navigator: Navigator) -> Bool {
        navigator.handleSystemBack()
    }

    /// Whether a back from the top screen would be accepted now.
    static func canGoBack(_ navigator: Navigator) -> Bool { navigator.canGoBack }

    /// Whether back is allowed on each host-model layer, bottom first, as `NavigationUpdate.canGoBack` says.
    ///
    /// Back always leaves the top screen: the layers beneath a modal answer `false`.
    static func canGoBackPerLayer(_ navigator: Navigator) -> [Bool] {
        let layers = navigator.hostModel.layers
        return layers.indices.map { $0 == layers.count - 1 ? navigator.canGoBack : false }
    }
}
