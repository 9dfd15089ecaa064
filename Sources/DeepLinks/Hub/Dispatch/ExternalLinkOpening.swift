/// What happened when a link was handed to another app.
public enum ExternalOpenOutcome: Sendable, CustomStringConvertible {
    /// Another app took the link; the open completes.
    case opened
    /// Another app took the link and sent a value back (a payment app's receipt, a picked contact);
    /// the open reports it as `produced`, then completes.
    case produced(any Sendable)
    /// Nothing took the link; the open fails with ``DeepLinkError/Code/handlerFailed`` quoting the reason.
    case refused(String)

    /// `opened`, `produced(<value>)` or `refused(<reason>)`.
    public var description: String {
        switch self {
        case .opened: "opened"
        case .produced(let value): "produced(\(value))"
        case .refused(let reason): "refused(\(reason))"
        }
    }
}

/// Opens links that belong to other apps and reports more than yes or no.
///
/// ```swift
/// struct PartnerOpener: ExternalLinkOpening {
///     func open(_ url: DeepLinkURL) async -> ExternalOpenOutcome {
///         guard partner.isInstalled else { return .refused("the partner app is not installed") }
///         return .produced(await partner.pay(url))
///     }
/// }
/// hub.registerExternalSchemes(["partnerpay"], opener: PartnerOpener())
/// ```
public protocol ExternalLinkOpening: Sendable {
    /// Opens `url` outside the app and says what happened.
    @MainActor func open(_ url: DeepLinkURL) async -> ExternalOpenOutcome
}

/// A ``SystemURLOpening`` opener seen as an ``ExternalLinkOpening`` one.
struct BooleanOpener: ExternalLinkOpening {
    let opener: any SystemURLOpening

    func open(_ url: DeepLinkURL) async -> ExternalOpenOutcome {
        await opener.open(url) ? .opened : .refused("no app on the device accepted it")
    }
}
