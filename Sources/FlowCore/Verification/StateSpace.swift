/// A set of states to verify a flow over: the fields that have few values enumerated, the rest sampled with a seed.
///
/// Enumerated fields (`Bool`, `CaseIterable` enums, optionals of those, or values you list)
/// are combined in every way; sampled fields get a value drawn from a seeded generator for each
/// state, so the same seed always gives the same states.
///
/// ```swift
/// let space = StateSpace(RideState())
///     .varying(\.hasActiveTrip)
///     .varying(\.isFinished)
///     .sampling(\.lastTrip, from: [nil, .sample])
///     .sampled(count: 10_000, seed: 7)
/// let report = verify(rideFlow, over: space)
/// ```
public struct StateSpace<State>: Sequence {
    /// A field whose values are all combined with the other enumerated fields' values.
    struct Axis {
        var count: Int
        var apply: (inout State, Int) -> Void
    }

    let base: State
    var axes: [Axis] = []
    var samplers: [(inout State, inout SeededGenerator) -> Void] = []
    var count: Int?
    var seed: UInt64 = 0

    /// Starts a space from `base`; fields not varied or sampled keep its values.
    public init(_ base: State) { self.base = base }

    /// How many combinations the enumerated fields have.
    public var combinations: Int {
        axes.reduce(1) { product, axis in
            let (result, overflow) = product.multipliedReportingOverflow(by: axis.count)
            return overflow ? Int.max : result
        }
    }

    /// How many states the space yields: every combination once, or the sample count.
    public var underestimatedCount: Int { count ?? combinations }

    /// Enumerates every value in `values` for the field at `keyPath`.
    public func varying<Value>(_ keyPath: WritableKeyPath<State, Value>, over values: [Value]) -> Self {
        precondition(!values.isEmpty, "StateSpace.varying(_:over:) needs at least one value for \(keyPath).")
        var space = self
        space.axes.append(Axis(count: values.count) { state, index in state[keyPath: keyPath] = values[index] })
        return space
    }

    /// Enumerates `false` and `true`.
    public func varying(_ keyPath: WritableKeyPath<State, Bool>) -> Self { varying(keyPath, over: [false, true]) }

    /// Enumerates `nil`, `false` and `true`.
    public func varying(_ keyPath: WritableKeyPath<State, Bool?>) -> Self {
        varying(keyPath, over: [nil, false, true])
    }

    /// Enumerates every case.
    public func varying<Value: CaseIterable>(_ keyPath: WritableKeyPath<State, Value>) -> Self {
        varying(keyPath, over: Array(Value.allCases))
    }

    /// Enumerates `nil` and every case.
    public func varying<Value: CaseIterable>(_ keyPath: WritableKeyPath<State, Value?>) -> Self {
        varying(keyPath, over: [nil] + Value.allCases.map { $0 })
    }

    /// Draws the field's value from `values` for each state, instead of combining them all.
    public func sampling<Value>(_ keyPath: WritableKeyPath<State, Value>, from values: [Value]) -> Self {
        precondition(!values.isEmpty, "StateSpace.sampling(_:from:) needs at least one value for \(keyPath).")
        return sampling(keyPath) { values[Int.random(in: 0..<values.count, using: &$0)] }
    }

    /// Draws the field's value from `range` for each state.
    public func sampling(_ keyPath: WritableKeyPath<State, Int>, in range: ClosedRange<Int>) -> Self {
        sampling(keyPath) { Int.random(in: range, using: &$0) }
    }

    /// Draws the field's value with `generate` for each state, from the space's seeded generator.
    public func sampling<Value>(
        _ keyPath: WritableKeyPath<State, Value>, _ generate: @escaping (inout SeededGenerator) -> Value
    ) -> Self {
        var space = self
        space.samplers.append { state, generator in state[keyPath: keyPath] = generate(&generator) }
        return space
    }

    /// Yields `count` states: the combinations in turn (all of them when `count` is at least ``combinations``), sampled fields drawn from `seed`.
    public func sampled(count: Int, seed: UInt64 = 0) -> Self {
        precondition(count > 0, "StateSpace.sampled(count:seed:) needs a positive count, but got \(count).")
        var space = self
        space.count = count
        space.seed = seed
        return space
    }

    /// Iterates the states.
    public func makeIterator() -> Iterator {
        let total = count ?? combinations
        precondition(
            count != nil || combinations <= StateSpaceLimit.maximumCombinations,
            "The state space has \(combinations) combinations, too many to enumerate; call sampled(count:seed:) to sample it, or pass it to verify(_:over:), which throws StateSpaceError for it."
        )
        return Iterator(
            space: self, total: total, combinations: Swift.max(combinations, 1), generator: SeededGenerator(seed: seed))
    }

    /// Yields the space's states.
    public struct Iterator: IteratorProtocol {
        let space: StateSpace
        let total: Int
        let combinations: Int
        var generator: SeededGenerator
        var index = 0

        /// The next state, or `nil` after the last.
        public mutating func next() -> State? {
            guard index < total else { return nil }
            var state = space.base
            var rest = index % combinations
            for axis in space.axes {
                axis.apply(&state, rest % axis.count)
                rest /= axis.count
            }
            for sampler in space.samplers { sampler(&state, &generator) }
            index += 1
            return state
        }
    }
}

/// A seeded random number generator (SplitMix64): the same seed always gives the same numbers.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next random number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE5_E9B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
