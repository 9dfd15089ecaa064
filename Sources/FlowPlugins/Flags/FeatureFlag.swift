/// A feature flag defined in code: its key, its default value and what it turns on.
///
/// ```swift
/// let flags = FeatureFlags([
///     FeatureFlag("coupons", default: false, summary: "Coupons in the payments flow"),
/// ])
/// ```
public struct FeatureFlag: Hashable, Sendable {
    /// The key used in files, payloads and overrides, e.g. `coupons`.
    public var key: String
    /// The value when no source sets it.
    public var defaultValue: Bool
    /// What the flag turns on, for listings.
    public var summary: String

    /// Defines a flag; `key` is lowercase letters, digits, dashes and dots.
    public init(_ key: String, default defaultValue: Bool, summary: String = "") {
        precondition(
            Self.isValidKey(key), "A flag key must be lowercase letters, digits, dashes and dots, but '\(key)' is not.")
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The environment variable that sets this flag: `SWITCHYARD_FLAG_` and the key in upper case, `-` and `.` as `_`.
    public var environmentVariable: String { Self.environmentVariable(for: key) }

    /// Whether `key` is lowercase letters, digits, dashes and dots, as flag and experiment keys must be.
    static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    /// The environment variable for any flag or experiment key.
    static func environmentVariable(for key: String) -> String {
        FeatureFlags.environmentPrefix + String(key.uppercased().map { $0 == "-" || $0 == "." ? "_" : $0 })
    }
}
