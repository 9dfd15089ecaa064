extension DeepLinkError.Code {
    /// The link belongs to a feature (a plugin) that is switched off.
    public static let featureOff = Self("featureOff")
}

extension DeepLinkError {
    /// The error a route handler throws when the feature its link belongs to is switched off.
    ///
    /// The hub passes a thrown ``DeepLinkError`` to the open's stream as it is, so the stream fails
    /// with `featureOff` and `message` in full instead of a shortened `handlerFailed`.
    ///
    /// ```swift
    /// throw DeepLinkError.featureOff(
    ///     feature: "coupons", rule: "flag.coupons",
    ///     message: "The link 'ride://payments/coupons/RIDE10' belongs to plugin 'coupons', which is off …")
    /// ```
    ///
    /// - Parameters:
    ///   - feature: the feature's id, kept as the error's ``value``.
    ///   - rule: what switched it off, e.g. `flag.coupons` or `kill-switch`.
    ///   - message: the full sentence, ending with how to switch the feature on.
    public static func featureOff(feature: String, rule: String, message: String) -> DeepLinkError {
        DeepLinkError(code: .featureOff, value: feature, rule: rule, message: message)
    }
}
