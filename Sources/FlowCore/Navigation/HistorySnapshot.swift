/// The states that produced one earlier path, so `back()` can restore them.
///
/// Only values are kept: flows that left the path are released, and rebuilt by their rules
/// when a restored state routes to them again.
@MainActor
struct HistorySnapshot {
    struct Chain {
        var root: ObjectIdentifier
        var states: [(flow: String, state: any Sendable)]
    }

    var chains: [Chain]
    var leaf: ScreenID?
    /// The flow whose rule shows the leaf screen.
    var leafOwner: String?
    /// What the host showed.
    var layout: HostLayout
}
