/// The states that produced one earlier path, so `back()` can restore them.
///
/// Only values are kept: flows that left the path are released, and rebuilt by their rules
/// when a restored state routes to them again. Each chain is kept as its bottom ``StateNode``,
/// linked upwards, so consecutive snapshots share the states of flows that did not change:
/// a snapshot after a leaf-screen change costs one node, not one copy of every state.
@MainActor
struct HistorySnapshot {
    /// One flow's state, by the flow's name.
    struct FlowState {
        var flow: String
        var state: any Sendable
    }

    /// One chain's states, top first: the form restoration and saving read.
    struct Chain {
        var root: ObjectIdentifier
        /// A struct, not a tuple: destroying an array of tuples goes through the runtime's generic tuple witnesses.
        var states: [FlowState]
    }

    /// A chain as it is stored: its top flow and the node of its bottom flow.
    struct ChainTip {
        var root: ObjectIdentifier
        var bottom: StateNode?
    }

    /// The first chain (the root's, unless the root finished) kept apart, so most snapshots allocate no array.
    var first: ChainTip?
    var others: [ChainTip]
    var leaf: ScreenID?
    /// The flow whose rule shows the leaf screen.
    var leafOwner: String?
    /// What the host showed.
    var layout: HostLayout

    // No initializer here, so the implicit memberwise one is used: with a hand-written one, the
    // optimizer built each new snapshot twice and copied and destroyed one (five retains and
    // five releases per snapshot).
}

extension HistorySnapshot {
    /// A snapshot of states given top first (restored from a saved document).
    init(chains: [Chain], leaf: ScreenID?, leafOwner: String?, layout: HostLayout) {
        var tips: [ChainTip] = []
        for chain in chains {
            var bottom: StateNode?
            for saved in chain.states {
                bottom = StateNode(flow: saved.flow, state: saved.state, above: bottom)
            }
            tips.append(ChainTip(root: chain.root, bottom: bottom))
        }
        self.init(
            first: tips.first, others: Array(tips.dropFirst()), leaf: leaf, leafOwner: leafOwner, layout: layout)
    }

    /// The chains' states, top first; built on demand, for `back()` and saving.
    var chains: [Chain] {
        var result: [Chain] = []
        if let first { result.append(Self.chain(first)) }
        for tip in others { result.append(Self.chain(tip)) }
        return result
    }

    private static func chain(_ tip: ChainTip) -> Chain {
        var states: [FlowState] = []
        var node = tip.bottom
        while let current = node {
            states.append(FlowState(flow: current.flow, state: current.state))
            node = current.above
        }
        states.reverse()
        return Chain(root: tip.root, states: states)
    }
}

/// One flow's state in a history snapshot, linked to the state of the flow above it in its chain.
///
/// Immutable once shared: a flow whose state did not change since the last snapshot keeps its
/// node, and so does every flow above it. Only a node that nothing but the navigator's list of
/// current nodes holds is refilled (see `Navigator.captureStates()`).
final class StateNode {
    // Unchecked: nodes are reached only from the navigator's main-actor state, and no access is
    // held across a call, so the dynamic checks (a runtime call each per refill) would never fire.
    @exclusivity(unchecked) private(set) var flow: String
    @exclusivity(unchecked) private(set) var state: any Sendable
    @exclusivity(unchecked) private(set) var above: StateNode?

    init(flow: String, state: any Sendable, above: StateNode?) {
        self.flow = flow
        self.state = state
        self.above = above
    }

    /// Replaces the flow and its state, for a node no snapshot and no other node holds; see ``link(above:)``.
    func refill(flow: consuming String, state: consuming any Sendable) {
        self.flow = flow
        self.state = state
    }

    /// Links the node to the one above it, for a node no snapshot and no other node holds.
    func link(above: consuming StateNode?) { self.above = above }

    /// Lets go of the state and the node above, for a node kept to be refilled later: it keeps no stale state alive.
    func empty() {
        flow = ""
        state = ()
        above = nil
    }
}
