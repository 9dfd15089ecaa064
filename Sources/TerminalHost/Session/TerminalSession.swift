import FlowCore

/// Hosts a navigator for a terminal: carries out commands and writes what changed as text.
///
/// Both modes of ``TerminalApp`` drive a session. After every command the session lets the
/// work that flows started with `Flow.run` finish, applies the resulting state changes, and
/// writes the transitions and the new screen in one piece, so a transcript does not depend on
/// timing.
///
/// ```swift
/// var lines: [String] = []
/// let session = TerminalSession(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()).handle) {
///     lines.append($0)
/// }
/// await session.start()
/// try await session.perform(.tap(action: "submit-phone", values: ["phone": "+15550100"]))
/// // lines.last ends with "1. Verify (submit-code)"
/// ```
@MainActor
public final class TerminalSession: NavigatorHost {
    /// The navigator that runs the root flow.
    public let navigator: Navigator
    /// Turns screens and transitions into text.
    public let renderer: ScreenRenderer
    /// The root flow's name.
    public let rootName: String
    /// Whether the root flow finished.
    public private(set) var isFinished = false

    let write: (String) -> Void
    let settleLimit: SettleLimit
    private var updates: [NavigationUpdate] = []

    /// Creates a session for the root flow `root`.
    ///
    /// - Parameters:
    ///   - root: the flow to host, as `flow.handle`.
    ///   - renderer: how screens look; plain text unless told otherwise.
    ///   - settleLimit: how long to wait for async work between commands.
    ///   - write: receives each piece of text to show, without a trailing newline.
    public init(
        root: FlowHandle,
        renderer: ScreenRenderer = ScreenRenderer(),
        settleLimit: SettleLimit = SettleLimit(),
        write: @escaping (String) -> Void
    ) {
        self.navigator = Navigator(root: root)
        self.rootName = root.name
        self.renderer = renderer
        self.settleLimit = settleLimit
        self.write = write
    }

    /// Receives the navigator's updates; the session writes them after the command settles.
    public func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate) {
        updates.append(update)
        if update.screen == nil, update.rootOutput != nil { isFinished = true }
    }

    /// Starts the navigator, lets the first async work finish, and writes the first screen.
    ///
    /// - Throws: ``CommandFailure`` when the first screen's work does not settle.
    public func start() async throws(CommandFailure) {
        try await begin { $0.start() }
    }

    /// Starts the navigator from a saved document instead of the root's first screen, and writes the restored screen.
    ///
    /// - Returns: what was restored; the navigator starts fresh or partly restored as `options` say.
    /// - Throws: ``CommandFailure`` when the restored screen's work does not settle.
    public func start(restoring document: NavigatorDocument, options: RestorationOptions = RestorationOptions())
        async throws(CommandFailure) -> RestorationReport
    {
        var report: RestorationReport?
        try await begin { report = $0.restore(document, options: options) }
        guard let report else { preconditionFailure("Navigator.restore always returns a report.") }
        return report
    }

    private func begin(_ startNavigator: (Navigator) -> Void) async throws(CommandFailure) {
        navigator.host = self
        let logMark = navigator.log.count
        startNavigator(navigator)
        try await settle()
        updates.removeAll()
        writeState(since: logMark)
    }

    /// The current screen, for commands that act on it.
    func currentScreen(for command: String) throws(CommandFailure) -> FormScreen {
        guard !isFinished, let screen = navigator.screen else {
            throw CommandFailure(
                code: .finished,
                message:
                    "\(rootName) already finished, so there is no screen for '\(command)'. End the script with 'expect finished' here."
            )
        }
        guard let form = (screen as? any FormRepresentable)?.form else {
            throw CommandFailure(
                code: .notAForm,
                message:
                    "The screen '\(screen.screenID)' (\(type(of: screen))) cannot be shown in a terminal, so '\(command)' has nothing to act on. Conform \(type(of: screen)) to FormRepresentable in its UI module."
            )
        }
        return form
    }

    /// Writes the collected transitions, any routing errors, and the screen (or the finished line).
    func writeChanges(since logMark: Int) {
        let transitions = updates.flatMap(\.transitions)
        let changed = !updates.isEmpty
        updates.removeAll()
        var parts: [String] = []
        if !transitions.isEmpty { parts.append(renderer.render(transitions: transitions)) }
        parts += notes(since: logMark) + flowErrors(since: logMark)
        if changed {
            parts.append(stateText)
        } else if parts.isEmpty {
            parts.append(renderer.render(failure: "nothing changed"))
        }
        write(parts.joined(separator: "\n"))
    }

    private func writeState(since logMark: Int) {
        write((notes(since: logMark) + flowErrors(since: logMark) + [stateText]).joined(separator: "\n"))
    }

    /// The screen with its breadcrumb, or the line saying the root flow finished.
    var stateText: String {
        if let screen = navigator.screen { return renderer.render(screen, path: navigator.path) }
        return renderer.render(finished: rootName, output: navigator.rootOutput)
    }

    /// Notes from extensions of the engine (plugins, deep links), e.g. `* links: open 'ride://profile/ada'`.
    private func notes(since logMark: Int) -> [String] {
        navigator.log.events.filter { $0.sequence > logMark }.compactMap { event in
            guard case .note(let category, let message) = event.kind else { return nil }
            return renderer.render(note: message, category: category)
        }
    }

    private func flowErrors(since logMark: Int) -> [String] {
        navigator.log.events.filter { $0.sequence > logMark }.compactMap { event in
            if case .error(let error) = event.kind { renderer.render(failure: error.description) } else { nil }
        }
    }
}
