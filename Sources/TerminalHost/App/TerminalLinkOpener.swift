import FlowCore

/// Opens a deep link in a session's navigator; TerminalHost knows no routing engine, so the app supplies one.
///
/// It returns once the link has started, failed or finished, or waits on the person (for example
/// to sign in first). Deep-link engines record their steps in the navigator's event log, and the
/// session prints them with the screen that follows. An opener keeps alive whatever it needs
/// (a hub, the task that follows the open) for the rest of the run.
///
/// ```swift
/// let opener: TerminalLinkOpener = { link, navigator in
///     guard let hub = try? RideLinks.makeHub(attachedTo: navigator) else { return }
///     // Read the stream: dropping it would cancel the open at once.
///     for await state in hub.open(link) {
///         if case .started = state { return }
///     }
/// }
/// ```
public typealias TerminalLinkOpener = @MainActor (_ link: String, _ navigator: Navigator) async -> Void
