import DeepLinks
import FlowCore
import FlowPlugins
import Foundation
import MiniApp
import TerminalHost

/// One browser session's navigator and everything the inspector shows about it.
///
/// The navigator runs in a ``TerminalSession``, so a tap is checked and settled exactly as in the
/// terminal host; the runtime adds the browser's parts: live plugin flags and experiments, one deep-link hub, the
/// forms of the screens beneath a sheet, the time-travel history and the inspector's subscribers.
/// It lives inside its session's mock scope (see ``BrowserSession``).
@MainActor
final class SessionRuntime {
    let app: MiniApp
    let id: String
    /// The plugins' flags and experiments for this session; the inspector flips them.
    let flags: FeatureFlags
    /// The flags the session's services were mocked with (fixed for the session's life).
    let startFlags: [String: Bool]
    private(set) var terminal: TerminalSession
    private var hub: RoutingHub?
    private var observation: ObservationToken?
    /// The last form each screen of the host model showed, so the layers beneath a sheet can be drawn.
    private(set) var knownForms: [ScreenID: FormScreen] = [:]
    private(set) var opens: [LinkOpen] = []
    private(set) var timeline: [TimeTravelEntry] = []
    private var entryCount = 0
    private var openCount = 0
    private var updatesSinceRecord = 0
    /// Grows with every change the pages should show.
    private(set) var version = 0
    private var subscribers: [Int: AsyncStream<Data>.Continuation] = [:]
    private var subscriberCount = 0
    /// Whether the event log shows states and actions (`StateLogging.described`) instead of omitting them.
    private(set) var showsStates = false
    /// Notes about the session itself (a hub that could not be installed, a restore that skipped a flow).
    private(set) var notes: [String] = []

    /// How many time-travel points and link opens a session keeps.
    static let capacity = 50

    var navigator: Navigator { terminal.navigator }

    init(app: MiniApp, id: String, startFlags: [String: Bool], startExperiments: [String: String] = [:]) {
        self.app = app
        self.id = id
        self.startFlags = startFlags
        // `serve(arguments:)` checked the experiments before it listened, so they are known to apply.
        flags = (try? app.flags(startFlags, experiments: startExperiments)) ?? app.flags(startFlags)
        terminal = TerminalSession(root: app.root(flags)) { _ in }
        observe()
    }

    // MARK: Starting

    /// Starts the navigator, from `document` when given, and installs the app's links.
    func start(restoring document: NavigatorDocument?) async {
        do {
            if let document {
                let report = try await terminal.start(
                    restoring: document, options: RestorationOptions(onError: .restoreWhatDecodes))
                notes += report.skippedFlows.map { "\($0.flow) starts fresh: \($0.reason)." }
                notes += report.errors.map(\.description)
            } else {
                try await terminal.start()
            }
        } catch {
            notes.append(error.description)
        }
        installHub()
        record(cause: document == nil ? "start" : "start from the saved session")
    }

    private func observe() {
        observation = navigator.observe { [weak self] update in self?.remember(update) }
        navigator.stateLogging = showsStates ? .described : .omitted
    }

    private func installHub() {
        guard let links = app.links else { return }
        do {
            hub = try links(navigator, flags)
        } catch {
            notes.append("The app's links could not be installed: \(error).")
        }
    }

    private func remember(_ update: NavigationUpdate) {
        updatesSinceRecord += 1
        for screen in update.screens {
            if let form = (screen as? any FormRepresentable)?.form { knownForms[screen.screenID] = form }
        }
    }

    // MARK: Commands

    /// Runs the button or list item `_action` of the screen the form was posted from, with its fields.
    ///
    /// - Throws: ``BrowserError`` for a post from a stale page, an unknown action or field, a finished
    ///   root flow or work that does not settle; the navigator is unchanged.
    func act(_ form: FormBody) async throws(BrowserError) {
        guard let screen = navigator.form, navigator.rootOutput == nil else {
            throw BrowserError(
                .finished, status: 409,
                "\(app.name) already finished, so there is no screen to act on. Start a new session from '/'.")
        }
        guard let action = form.fields["_action"], !action.isEmpty else {
            throw BrowserError(
                .unknownAction, status: 400,
                "The form posted no '_action'. Press one of the screen's buttons: \(Self.offered(screen)).")
        }
        if let shown = form.fields["_screen"], shown != screen.id.rawValue {
            throw BrowserError(
                .staleScreen, status: 409,
                "The page showed '\(shown)', but the session is now on '\(screen.id)'. The page shows it again; try once more."
            )
        }
        let values = form.fields.filter { !$0.key.hasPrefix("_") }
        do {
            try await terminal.perform(.tap(action: action, values: values))
        } catch {
            throw Self.browserError(error)
        }
        record(cause: "tap \(action)")
    }

    /// Reports `count` browser backs the page already performed; returns how many the navigator accepted.
    func back(count: Int) async -> Int {
        var accepted = 0
        while accepted < count, BackContract.hostDidGoBack(navigator) {
            accepted += 1
            try? await terminal.settle()
        }
        if accepted > 0 { record(cause: "browser back") }
        return accepted
    }

    /// Opens `link` through the app's hub and waits until it started, failed or waits on the person.
    ///
    /// - Throws: ``BrowserError`` `bad-link` when the app has no links or the open failed; a failed open changes nothing.
    func open(_ link: String) async throws(BrowserError) {
        guard let hub else {
            throw BrowserError(.badLink, status: 404, "\(app.name) opens no deep links, so '\(link)' cannot be opened.")
        }
        openCount += 1
        let number = openCount
        opens.append(LinkOpen(number: number, link: link))
        if opens.count > Self.capacity { opens.removeFirst() }
        await hub.openUntilSettled(link, navigator: navigator) { [weak self] state in
            self?.append(state, toOpen: number)
        }
        try? await terminal.settle()
        record(cause: "open \(link)")
        if let failure = opens.last(where: { $0.number == number })?.failure {
            throw BrowserError(.badLink, status: 400, "The link '\(link)' was not opened: \(failure.message)")
        }
    }

    private func append(_ state: RoutingState, toOpen number: Int) {
        guard let index = opens.lastIndex(where: { $0.number == number }) else { return }
        opens[index].states.append(state)
        notify()
    }

    /// Flips a plugin flag and lets the flows follow it.
    ///
    /// - Throws: ``BrowserError`` `unknown-name` when the app defines no such flag.
    func setFlag(_ name: String, to value: Bool) async throws(BrowserError) {
        guard flags.isDefined(name) else {
            throw BrowserError(
                .unknownName, status: 404,
                "\(app.name) has no plugin flag '\(name)'. Its flags are: \(flags.keys.joined(separator: ", ")).")
        }
        try? flags.setOverride(value, for: name)
        navigator.setNeedsRouting()
        try? await terminal.settle()
        record(cause: "flag \(name)=\(value ? "on" : "off")", force: true)
    }

    /// Sets a plugin experiment to `variant` for everyone (or, with `nil`, back to its default) and lets the flows follow it.
    ///
    /// - Throws: ``BrowserError`` `unknown-name` (404) when the app defines no such experiment, or
    ///   `unknown-variant` (400) when the variant is not one of its own; nothing changes then.
    func setExperiment(_ name: String, to variant: String?) async throws(BrowserError) {
        guard flags.experimentKeys.contains(name) else {
            let known =
                flags.experimentKeys.isEmpty
                ? "it defines none" : "its experiments are: \(flags.experimentKeys.joined(separator: ", "))"
            throw BrowserError(
                .unknownName, status: 404, "\(app.name) has no experiment '\(name.prefix(80))'; \(known).")
        }
        do {
            try flags.setOverride(variant, forExperimentNamed: name)
        } catch {
            throw BrowserError(
                .unknownVariant, status: 400,
                "The experiment '\(name)' has no variant '\((variant ?? "").prefix(80))': expected \(error.expected). "
                    + "It stays '\(flags.experiments.first { $0.key == name }?.setting ?? "")'.")
        }
        // A screen is drawn again when its flow's state changes, and an experiment is not state:
        // every flow on the path draws its screen again, reading the new variant.
        for flow in navigator.activeFlows { flow.setNeedsRedraw() }
        try? await terminal.settle()
        record(cause: "experiment \(name)=\(variant ?? "default")", force: true)
    }

    /// Shows or omits states and actions in the event log from now on.
    func setShowsStates(_ shows: Bool) {
        showsStates = shows
        navigator.stateLogging = shows ? .described : .omitted
        notify()
    }

    /// Restores time-travel point `number` into a new navigator.
    ///
    /// - Throws: ``BrowserError`` `unknown-name` when the session keeps no such point.
    func travel(to number: Int) async throws(BrowserError) {
        guard let entry = timeline.first(where: { $0.number == number }) else {
            let kept = timeline.first.map { "\($0.number)–\(timeline.last?.number ?? $0.number)" } ?? "none"
            throw BrowserError(
                .unknownName, status: 404, "The session keeps no history point \(number); it keeps \(kept).")
        }
        try await replaceNavigator(restoring: entry.document, cause: "go back to #\(number)")
    }

    /// Restores an uploaded save file into a new navigator, or leaves the session as it is.
    ///
    /// - Throws: ``BrowserError`` `bad-document` (400) when the file is not a navigator document, or
    ///   (422) when a part of it does not restore in this app; the navigator is unchanged.
    func restore(_ data: Data) async throws(BrowserError) {
        let document: NavigatorDocument
        do {
            document = try NavigatorDocument.decoded(from: data)
        } catch {
            throw BrowserError(
                .badDocument, status: 400, "The uploaded file is not a saved \(app.name) session: \(error.message)")
        }
        try await replaceNavigator(restoring: document, cause: "restore an uploaded session")
    }

    /// The session saved as a document.
    func save() -> NavigatorDocument { navigator.save() }

    private func replaceNavigator(restoring document: NavigatorDocument, cause: String) async throws(BrowserError) {
        let candidate = TerminalSession(root: app.root(flags)) { _ in }
        let report: RestorationReport
        do {
            report = try await candidate.start(restoring: document, options: RestorationOptions(onError: .startFresh))
        } catch {
            throw BrowserError(.didNotSettle, status: 422, "The saved session did not settle: \(error.message)")
        }
        guard report.errors.isEmpty, report.outcome != .fresh else {
            let reasons = report.errors.map(\.description).joined(separator: " ")
            throw BrowserError(
                .badDocument, status: 422,
                "The saved session does not restore in \(app.name): \(reasons.isEmpty ? "it restores nothing" : reasons) The session is unchanged."
            )
        }
        hub?.detach()
        hub = nil
        terminal = candidate
        knownForms = [:]
        observe()
        for screen in [navigator.screen].compactMap({ $0 }) {
            if let form = (screen as? any FormRepresentable)?.form { knownForms[screen.screenID] = form }
        }
        installHub()
        record(cause: cause, force: true)
    }

    // MARK: Recording

    /// Keeps a time-travel point when the navigator changed, and tells the pages.
    private func record(cause: String, force: Bool = false) {
        let shown = Set(navigator.hostModel.layers.joined())
        knownForms = knownForms.filter { shown.contains($0.key) }
        if updatesSinceRecord > 0 || force || timeline.isEmpty {
            updatesSinceRecord = 0
            entryCount += 1
            timeline.append(
                TimeTravelEntry(
                    number: entryCount, path: navigator.path.description, cause: cause, document: navigator.save()))
            if timeline.count > Self.capacity { timeline.removeFirst() }
        }
        notify()
    }

    // MARK: Live updates

    /// A stream of server-sent events: one `changed` event per change of the session.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(8))
        subscriberCount += 1
        let number = subscriberCount
        subscribers[number] = continuation
        continuation.yield(Data("retry: 1000\n\nevent: changed\ndata: \(version)\n\n".utf8))
        continuation.onTermination = { _ in
            Task { @MainActor [weak self] in self?.subscribers[number] = nil }
        }
        return stream
    }

    private func notify() {
        version += 1
        let event = Data("event: changed\ndata: \(version)\n\n".utf8)
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Ends the session: closes the event streams and detaches the hub.
    func end() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
        hub?.detach()
        hub = nil
        observation = nil
    }

    // MARK: Errors

    private static func offered(_ screen: FormScreen) -> String {
        let ids = screen.actions.map(\.id) + screen.lists.flatMap { $0.items.map(\.action) }
        return ids.isEmpty ? "it has none" : ids.map { "'\($0)'" }.joined(separator: ", ")
    }

    private static func browserError(_ failure: CommandFailure) -> BrowserError {
        switch failure.code {
        case .unknownField: BrowserError(.unknownField, status: 400, failure.message)
        case .finished: BrowserError(.finished, status: 409, failure.message)
        case .didNotSettle: BrowserError(.didNotSettle, status: 503, failure.message)
        default: BrowserError(.unknownAction, status: 400, failure.message)
        }
    }
}
