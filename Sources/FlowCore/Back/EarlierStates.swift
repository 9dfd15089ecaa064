/// The states a flow had at its latest steps, for ``Back/restoringEarlierState``.
///
/// Invariant: `latest` is the state the flow's last step routed with, and `earlier` the state
/// of its last step in an earlier applied routing (`generation` names the routing of the latest
/// step; the navigator counts a routing only once it is applied, so a failed one adds no state).
/// A flow steps after every change of its state, so while its screen stays, `latest` is the
/// state that screen shows; when a routing covers that screen with another of the same flow,
/// `earlier` is the state that showed the covered screen, which the navigator keeps with it.
struct EarlierStates<State> {
    private(set) var earlier: State?
    private(set) var latest: State?
    private(set) var generation = -1

    /// Records a step of routing `generation` with `state`.
    mutating func record(_ state: State, generation: Int) {
        if generation != self.generation {
            earlier = latest
            self.generation = generation
        }
        latest = state
    }

    /// The state of the flow's last step before routing `generation`, if the flow stepped in that routing.
    func state(before generation: Int) -> State? {
        self.generation == generation ? earlier : nil
    }

    /// Forgets both states (the flow left the path).
    mutating func forget() {
        earlier = nil
        latest = nil
        generation = -1
    }
}
