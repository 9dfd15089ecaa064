/// A feature that attaches to a flow the flow never imports: an id, a kind, a feature flag, and its contributions.
///
/// The plugin module depends on the flow, never the reverse. Its contributions closure runs
/// once, when the plugin is attached; if it throws, the plugin is turned off and the flow runs
/// without it.
///
/// ```swift
/// let banner = Plugin<PaymentsState>("promo-banner", flag: "promo-banner") { plugin in
///     plugin.addView(to: "payment-banners") { _ in SlotView(id: "promo", kind: "banner", text: "10% off today") }
/// }
/// registry.attach([banner], to: payments, points: PaymentsFlow.pluginPoints)
/// ```
public struct Plugin<State>: Identifiable {
    /// Whether the kill switch can turn a plugin off.
    public enum Kind: String, Hashable, Sendable {
        /// Part of the core product: stays on when the kill switch is on.
        case core
        /// An optional feature: the kill switch turns it off.
        case optional
    }

    /// The plugin's id, unique in its registry; it prefixes its route names (`coupons: coupon entry`).
    public let id: String
    /// Whether the kill switch can turn it off.
    public let kind: Kind
    /// The feature flag that turns it on, or `nil` when it is always on (unless it fails).
    public let flag: String?
    let contribute: @MainActor (inout PluginContributions<State>) throws -> Void

    /// Creates a plugin.
    ///
    /// - Parameters:
    ///   - id: a unique id of lowercase letters, digits and dashes.
    ///   - kind: `.optional` (the default) or `.core`.
    ///   - flag: the feature flag that turns it on; `nil` for always on.
    ///   - contributions: adds the plugin's routes, deep links, list items, views and event handler.
    public init(
        _ id: String,
        kind: Kind = .optional,
        flag: String? = nil,
        contributions: @escaping @MainActor (inout PluginContributions<State>) throws -> Void
    ) {
        precondition(
            !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") },
            "A plugin id must be lowercase letters, digits and dashes, but '\(id)' is not.")
        self.id = id
        self.kind = kind
        self.flag = flag
        self.contribute = contributions
    }
}
