/// Opens links that belong to other apps (`mailto:`, `tel:`, a partner's scheme).
///
/// On iOS an implementation calls `UIApplication.shared.open(_:)`; tests record the links.
///
/// ```swift
/// struct SystemOpener: SystemURLOpening {
///     func open(_ url: DeepLinkURL) async -> Bool {
///         await UIApplication.shared.open(URL(string: url.description)!)
///     }
/// }
/// hub.registerExternalSchemes(["mailto", "tel"], opener: SystemOpener())
/// ```
public protocol SystemURLOpening: Sendable {
    /// Opens `url` outside the app; returns whether something accepted it.
    @MainActor func open(_ url: DeepLinkURL) async -> Bool
}
