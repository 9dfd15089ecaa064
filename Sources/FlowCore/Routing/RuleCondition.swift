/// One rule's condition, as a router keeps it.
///
/// Wrapped in a struct: an array of bare function types keeps each closure at the most general
/// abstraction, so every call from code specialized for `State` went through a thunk that hands
/// the result back indirectly. A struct's field keeps the closure as `(State) -> Bool`.
@usableFromInline
struct RuleCondition<State> {
    /// Whether the rule applies to a state.
    @usableFromInline let holds: (State) -> Bool

    @usableFromInline
    init(_ holds: @escaping (State) -> Bool) { self.holds = holds }
}
