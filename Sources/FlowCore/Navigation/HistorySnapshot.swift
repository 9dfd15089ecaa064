/// The states that produced one earlier path, so `back()` can restore them.
///
/// Only values are kept: flows that left the path are released, and rebuilt by their rules
/// when a restored state routes to them again.
@MainActor
struct HistorySnapshot {
    /// One flow's state, by the flow's name.
    struct FlowState {
        var flow: String
        var state: any Sendable
    }

    struct Chain {
        var root: ObjectIdentifier
        /// A struct, not a tuple: destroying an array of tuples goes through the runtime's generic tuple witnesses.
        var states: [FlowState]
    }

    var chains: [Chain]
    var leaf: ScreenID?
    /// The flow whose rule shows the leaf screen.
    var leafOwner: String?
    /// What the host showed.
    var layout: HostLayout
}
