/// The flags and experiments whose effective value changed in one step, with the source now in force for each.
public struct FlagChange: Hashable, Sendable, CustomStringConvertible {
    /// One flag's change.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The flag key.
        public var key: String
        /// The value before.
        public var oldValue: Bool
        /// The value now.
        public var newValue: Bool
        /// Where the new value comes from.
        public var source: FlagSource

        /// E.g. `coupons: off -> on (runtime override)`.
        public var description: String {
            "\(key): \(oldValue ? "on" : "off") -> \(newValue ? "on" : "off") (\(source))"
        }
    }

    /// One experiment's change of setting: one value for everyone, or a rollout.
    public struct ExperimentEntry: Hashable, Sendable, CustomStringConvertible {
        /// The experiment key.
        public var key: String
        /// The setting before, e.g. `none` or `rollout bold 30%, striped 20%`.
        public var oldSetting: String
        /// The setting now.
        public var newSetting: String
        /// Where the new setting comes from.
        public var source: FlagSource

        /// E.g. `fare-banner: none -> rollout bold 30% (remote payload)`.
        public var description: String { "\(key): \(oldSetting) -> \(newSetting) (\(source))" }
    }

    /// The changed flags, sorted by key.
    public var entries: [Entry]
    /// The experiments whose setting changed, sorted by key.
    public var experiments: [ExperimentEntry] = []

    /// The keys of the changed flags and experiments.
    public var keys: Set<String> { Set(entries.map(\.key) + experiments.map(\.key)) }

    /// The entries, then the experiments, joined by `"; "`.
    public var description: String {
        (entries.map(\.description) + experiments.map(\.description)).joined(separator: "; ")
    }
}
