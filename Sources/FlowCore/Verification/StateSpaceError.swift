/// Why a ``StateSpace`` cannot be verified: it has more combinations than can be enumerated.
public struct StateSpaceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many combinations the space's enumerated fields have (`Int.max` when the count overflows).
    public var combinations: Int
    /// A full sentence saying what happened and how to fix it.
    public var message: String

    /// Creates an error for a space of `combinations` combinations.
    public init(combinations: Int) {
        self.combinations = combinations
        let count = combinations == Int.max ? "more than \(Int.max)" : "\(combinations)"
        message =
            "The state space has \(count) combinations, more than the \(StateSpaceLimit.maximumCombinations) verification enumerates. Call sampled(count:seed:) to verify a sample of it, or vary fewer fields."
    }

    /// `error[state-space-too-large]: message`.
    public var description: String { "error[state-space-too-large]: \(message)" }
}

/// How many combinations a ``StateSpace`` may have and still be enumerated whole.
public enum StateSpaceLimit {
    /// 10,000,000: a few seconds of rule checks; past it, sample the space.
    public static let maximumCombinations = 10_000_000
}

extension StateSpace {
    /// Throws when the space would enumerate more than ``StateSpaceLimit/maximumCombinations`` states.
    func checkSize() throws(StateSpaceError) {
        guard count == nil, combinations > StateSpaceLimit.maximumCombinations else { return }
        throw StateSpaceError(combinations: combinations)
    }
}
