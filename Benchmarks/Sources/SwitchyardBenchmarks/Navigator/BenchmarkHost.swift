import FlowCore

/// The screen the navigator benchmarks' leaf flows show.
struct LeafScreen: Screen {
    var title: String
    var screenID: ScreenID
}

/// A host that only counts what it receives, as a real host's bookkeeping would.
@MainActor
final class CountingHost: NavigatorHost {
    var transitions = 0
    func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate) {
        transitions += update.transitions.count
    }
}
