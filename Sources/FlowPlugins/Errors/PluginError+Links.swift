import DeepLinks

extension PluginError.Code {
    /// A plugin deep link's pattern is not a valid route pattern under the flow's prefix.
    public static let invalidDeepLink = Self(rawValue: "invalid-deep-link")
    /// A link was opened for a plugin that is switched off (its flag, or the kill switch); the
    /// hub's stream reports it as `DeepLinkError.Code.featureOff` with the same message.
    public static let pluginOff = Self(rawValue: "plugin-off")
}

extension PluginError {
    /// What a plugin that is off answers when one of its links is opened: the open's stream fails
    /// with `featureOff` and this error's message, naming the plugin, its gate and how to turn it on.
    static func linkRefusal(_ link: String, plugin: String, gate: PluginGate, reason: OffReason) -> DeepLinkError {
        let error = linkOfPluginThatIsOff(link, plugin: plugin, gate: gate, reason: reason)
        let rule =
            switch (reason, gate) {
            case (.killSwitch, _): "kill-switch"
            case (.detached, _), (_, .always): "plugin.\(plugin)"
            case (.gate, .flag(let key)): "flag.\(key)"
            case (.gate, .experiment(let key, _)): "experiment.\(key)"
            }
        return DeepLinkError.featureOff(feature: plugin, rule: rule, message: error.message)
    }

    /// What a plugin that failed answers when one of its links is opened: the open's stream fails
    /// with `featureOff` and the failure's message in full, which ends with how to bring the plugin back
    /// (a thrown `PluginError` would reach the stream as a `handlerFailed` that cuts the message short).
    static func linkRefusal(_ link: String, failed failure: PluginError) -> DeepLinkError {
        DeepLinkError.featureOff(
            feature: failure.plugin, rule: "plugin.\(failure.plugin)",
            message:
                "The link '\(link)' belongs to plugin '\(failure.plugin)', which is off because it failed: \(failure.message) "
                + "Then open the link again.")
    }

    /// The plugin error behind ``linkRefusal(_:plugin:gate:reason:)``.
    static func linkOfPluginThatIsOff(_ link: String, plugin: String, gate: PluginGate, reason: OffReason) -> Self {
        let fix =
            switch reason {
            case .killSwitch: "release the kill switch"
            case .detached: "attach the plugins to the flow again"
            case .gate: gate.fix
            }
        return PluginError(
            code: .pluginOff, plugin: plugin, value: gate.key ?? link,
            message:
                "The link '\(link)' belongs to plugin '\(plugin)', which is off (\(reason)); \(fix) and open it again."
        )
    }

    static func invalidDeepLink(_ pattern: String, plugin: String, flow: String, error: DeepLinkError) -> Self {
        PluginError(
            code: .invalidDeepLink, plugin: plugin, value: pattern,
            message:
                "Plugin '\(plugin)' adds the deep link '\(pattern)', which is not a valid route pattern: \(error.message) "
                + "Write it as path segments under \(flow)'s prefix, e.g. 'payments/coupons/:code'.")
    }
}
