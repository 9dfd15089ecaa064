/// The flags whose effective value changed in one step, with the source now in force for each.
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

    /// The changed flags, sorted by key.
    public var entries: [Entry]

    /// The keys of the changed flags.
    public var keys: Set<String> { Set(entries.map(\.key)) }

    /// The entries joined by `"; "`.
    public var description: String { entries.map(\.description).joined(separator: "; ") }
}
