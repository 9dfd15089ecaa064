import FlowCore

/// The one place the browser host meets the navigator's back contract.
///
/// The browser performs back itself (its history moves before the page hears of it), so the host
/// reports a back it already performed, the way a native host reports a swipe. The contract is
/// changing to "leave the top screen, decided by its flow": then `handleSystemBack()` means "the
/// host already popped the top screen or dismissed the top sheet; the navigator accepts it when
/// back was allowed", and `NavigationUpdate.canGoBack` / `Navigator.canGoBack` say beforehand
/// whether it is. Only this file changes when that lands.
@MainActor
enum BackContract {
    /// Reports one browser back the page already performed; `false` when the navigator refused it.
    ///
    /// On `false` the page pushes its entry again (`history.pushState`) so page and navigator agree.
    static func hostDidGoBack(_ navigator: Navigator) -> Bool {
        navigator.handleSystemBack()
    }

    /// Whether a back from the top screen would be accepted now.
    ///
    /// Today's navigator accepts a back while it remembers an earlier path and the root flow has not
    /// finished; the new API answers this as `navigator.canGoBack`.
    static func canGoBack(_ navigator: Navigator) -> Bool {
        navigator.rootOutput == nil && navigator.screen != nil && navigator.historyCount > 0
    }

    /// Whether back is allowed on each host-model layer, bottom first (the new API's `NavigationUpdate.canGoBack`).
    ///
    /// Today only the top layer's answer is known; the layers beneath answer `false` until uncovered.
    static func canGoBackPerLayer(_ navigator: Navigator) -> [Bool] {
        let layers = navigator.hostModel.layers
        return layers.indices.map { $0 == layers.count - 1 ? canGoBack(navigator) : false }
    }
}
