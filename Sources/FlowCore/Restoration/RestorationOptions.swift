/// How ``Navigator/restore(_:options:)`` treats a document: what to do on errors, which app version to require, how to present overlays again.
///
/// ```swift
/// let options = RestorationOptions(onError: .restoreWhatDecodes, appVersion: "2.4") { name in
///     name == "Help" ? OverlayRestoration(HelpFlow.make()) : nil
/// }
/// ```
@MainActor
public struct RestorationOptions {
    /// What to do when part of a document cannot be restored.
    public enum OnError: String, Sendable, Hashable {
        /// Restore nothing: the navigator starts as if there were no document.
        case startFresh
        /// Keep every flow above the first that fails; that flow and those below it start fresh.
        case restoreWhatDecodes
    }

    /// What to do when part of the document cannot be restored.
    public var onError: OnError
    /// The app version the document must have been saved by; `nil` accepts any.
    public var appVersion: String?
    /// Builds the flow to present again for a saved overlay, by the overlay's flow name; `nil` drops it with an error.
    public var overlays: (String) -> OverlayRestoration?
    /// The bounds a document must keep within; one over them starts the navigator fresh.
    public var limits = RestorationLimits()

    /// Creates options.
    public init(
        onError: OnError = .startFresh,
        appVersion: String? = nil,
        overlays: @escaping (String) -> OverlayRestoration? = { _ in nil }
    ) {
        self.onError = onError
        self.appVersion = appVersion
        self.overlays = overlays
    }
}

/// A flow to present again in place of a saved overlay, and what to do with its output.
@MainActor
public struct OverlayRestoration {
    let flow: FlowHandle
    let deliver: ((any Sendable)?) -> Void

    /// Presents `flow` again; `onFinish` gets its output, or `nil` when it is dismissed first (as with ``Navigator/present(_:presentation:onFinish:)``).
    public init<State, Action, Output>(
        _ flow: Flow<State, Action, Output>, onFinish: @escaping (Output?) -> Void = { _ in }
    ) {
        self.flow = flow.handle
        var delivered = false
        self.deliver = { output in
            guard !delivered else { return }
            delivered = true
            onFinish(output as? Output)
        }
    }
}
