/// A value an ``Experiment`` can take: `Bool`, `Int`, `String`, or a `String`-backed enum.
///
/// Values travel through files, payloads, variables and rollouts as text, so a type says how
/// it reads and writes that text and which JSON kind holds it.
///
/// ```swift
/// enum ButtonColor: String, CaseIterable, ExperimentValue { case blue, green }
/// let color = Experiment<ButtonColor>("checkout-button", default: .blue)
/// ```
public protocol ExperimentValue: Hashable, Sendable {
    /// The JSON kind that holds the value in files and payloads.
    static var experimentKind: ExperimentKind { get }
    /// The allowed texts when only some are valid (an enum's cases), or `nil` for any.
    static var experimentChoices: [String]? { get }
    /// Reads the value from its text, or `nil` when the text is not a valid value.
    init?(experimentText: String)
    /// The value as text, e.g. `true`, `42`, `green`.
    var experimentText: String { get }
}

/// The JSON kind an experiment's values are written as.
public enum ExperimentKind: String, Hashable, Sendable {
    /// `true` or `false`.
    case bool
    /// A whole number.
    case int
    /// A string.
    case string
}

extension ExperimentValue {
    /// Any text the type reads is allowed.
    public static var experimentChoices: [String]? { nil }
}

extension Bool: ExperimentValue {
    /// `.bool`.
    @inlinable public static var experimentKind: ExperimentKind { .bool }
    /// Reads `true` or `false`.
    @inlinable public init?(experimentText: String) { self.init(experimentText) }
    /// `true` or `false`.
    @inlinable public var experimentText: String { description }
}

extension Int: ExperimentValue {
    /// `.int`.
    @inlinable public static var experimentKind: ExperimentKind { .int }
    /// Reads a whole number such as `42`.
    @inlinable public init?(experimentText: String) { self.init(experimentText) }
    /// The number as text.
    @inlinable public var experimentText: String { description }
}

extension String: ExperimentValue {
    /// `.string`.
    @inlinable public static var experimentKind: ExperimentKind { .string }
    /// The text itself.
    @inlinable public init?(experimentText: String) { self = experimentText }
    /// The text itself.
    @inlinable public var experimentText: String { self }
}

extension ExperimentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// `.string`.
    @inlinable public static var experimentKind: ExperimentKind { .string }
    /// The raw values of the cases.
    @inlinable public static var experimentChoices: [String]? { allCases.map(\.rawValue) }
    /// Reads a case by its raw value.
    @inlinable public init?(experimentText: String) { self.init(rawValue: experimentText) }
    /// The case's raw value.
    @inlinable public var experimentText: String { rawValue }
}
