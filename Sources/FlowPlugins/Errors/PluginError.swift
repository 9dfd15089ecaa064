/// Why a plugin was turned off: the plugin, the point or step involved, the rule, and how to fix it.
///
/// The registry never throws these at the app: it keeps them in ``PluginRegistry/failures``,
/// reports them through ``PluginRegistry/status(of:)`` and writes them to the navigator's event
/// log, and the flow keeps running without the plugin.
public struct PluginError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `undeclared-point`.
        public var rawValue: String

        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A contribution to a plugin point the flow did not declare.
        public static let undeclaredPoint = Code(rawValue: "undeclared-point")
        /// The plugin's feature flag is not defined in ``FeatureFlags``.
        public static let unknownFlag = Code(rawValue: "unknown-flag")
        /// The plugin's contributions closure, or one of its contributions, threw.
        public static let contributionFailed = Code(rawValue: "contribution-failed")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// What kind of problem it is.
    public var code: Code
    /// The id of the plugin that was turned off.
    public var plugin: String
    /// The offending value: the point, the flag key, or the step that threw (e.g. `list 'payment-methods'`).
    public var value: String
    /// The full sentence: what happened, the rule, and how to fix it.
    public var message: String

    /// Creates an error.
    public init(code: Code, plugin: String, value: String, message: String) {
        self.code = code
        self.plugin = plugin
        self.value = value
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func undeclaredPoint(_ point: PluginPoint, plugin: String, flow: String, declared: [PluginPoint]) -> Self {
        let accepted = declared.isEmpty ? "none" : declared.map(\.description).joined(separator: ", ")
        return PluginError(
            code: .undeclaredPoint, plugin: plugin, value: point.description,
            message:
                "Plugin '\(plugin)' contributes to \(point), which \(flow) does not declare; \(flow) accepts: \(accepted). "
                + "Use one of those points, or declare the point in \(flow)'s PluginPoints.")
    }

    static func unknownFlag(_ flag: String, plugin: String, known: [String]) -> Self {
        PluginError(
            code: .unknownFlag, plugin: plugin, value: flag,
            message:
                "Plugin '\(plugin)' is behind the flag '\(flag)', which is not defined; defined flags: \(known.joined(separator: ", ")). "
                + "Define it in FeatureFlags or fix the plugin's flag key.")
    }

    static func contributionFailed(plugin: String, step: String, flow: String, error: any Error) -> Self {
        var reason = String(describing: error)
        if reason.hasSuffix(".") { reason.removeLast() }
        return PluginError(
            code: .contributionFailed, plugin: plugin, value: step,
            message:
                "Plugin '\(plugin)' threw in \(step): \(reason). It is turned off and \(flow) keeps running without it; "
                + "fix the plugin, then call registry.retry(\"\(plugin)\").")
    }
}
