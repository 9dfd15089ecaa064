import FlowPlugins

/// The tips the thanks screen offers, the variants of the experiment ``TipsPlugin/amounts``.
///
/// ```swift
/// let flags = FeatureFlags([TipsPlugin.flag], experiments: [TipsPlugin.amounts.definition])
/// try flags.setOverride("generous", forExperimentNamed: TipsPlugin.amounts.key)
/// flags.variantOrDefault(of: TipsPlugin.amounts, for: "rider").dollars  // [2, 5, 10]
/// ```
public enum TipAmounts: String, CaseIterable, ExperimentValue, Sendable {
    /// Tip $1, $2 or $5.
    case standard
    /// Tip $2, $5 or $10.
    case generous

    /// The amounts offered, in dollars, smallest first.
    public var dollars: [Int] {
        switch self {
        case .standard: [1, 2, 5]
        case .generous: [2, 5, 10]
        }
    }
}
