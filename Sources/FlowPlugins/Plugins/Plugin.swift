/// A feature that attaches to a flow the flow never imports: an id, a kind, a gate (a feature flag or an
/// experiment's variants), and its contributions.
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
    /// What switches it on: always, a feature flag, or an experiment's variants.
    public let gate: PluginGate
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
        self.init(id, kind: kind, gate: flag.map(PluginGate.flag) ?? .always, contributions: contributions)
    }

    /// Creates a plugin that is on while `experiment` gives the registry's subject one of `variants`.
    ///
    /// The registry reads the variant for its ``PluginRegistry/subject`` and installs or removes the
    /// plugin when the experiment's setting (a file, a payload, an override, a rollout) or the subject changes.
    ///
    /// ```swift
    /// let fareBanner = Experiment<String>("fare-banner", default: "none")
    /// let banner = Plugin<PaymentsState>("fare-banner", experiment: fareBanner, variants: ["bold", "striped"]) { plugin in
    ///     plugin.addView(to: "payment-banners") { _ in SlotView(id: "fare", kind: "banner", text: "Fares drop at 10") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: a unique id of lowercase letters, digits and dashes.
    ///   - kind: `.optional` (the default) or `.core`.
    ///   - experiment: the experiment whose variant decides.
    ///   - variants: the variants that switch the plugin on; at least one.
    ///   - contributions: adds the plugin's routes, deep links, list items, views and event handler.
    public init<Value: ExperimentValue>(
        _ id: String,
        kind: Kind = .optional,
        experiment: Experiment<Value>,
        variants: Set<Value>,
        contributions: @escaping @MainActor (inout PluginContributions<State>) throws -> Void
    ) {
        precondition(
            !variants.isEmpty,
            "Plugin '\(id)' is gated by experiment '\(experiment.key)' with no variants, so it could never be on; name the variants that switch it on."
        )
        let texts = variants.map(\.experimentText).sorted()
        self.init(id, kind: kind, gate: .experiment(experiment.key, variants: texts), contributions: contributions)
    }

    private init(
        _ id: String, kind: Kind, gate: PluginGate,
        contributions: @escaping @MainActor (inout PluginContributions<State>) throws -> Void
    ) {
        precondition(
            !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") },
            "A plugin id must be lowercase letters, digits and dashes, but '\(id)' is not.")
        self.id = id
        self.kind = kind
        self.gate = gate
        self.contribute = contributions
    }
}
