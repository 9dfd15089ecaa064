import FlowCore
import MiniApp
import TerminalHost

/// The live sessions by id: creates them, hands them to requests that carry their id, and ends idle ones.
@MainActor
final class SessionStore {
    private let app: MiniApp
    private let options: WebOptions
    private let document: NavigatorDocument?
    private var sessions: [String: BrowserSession] = [:]
    /// The id of the session a request used last, for `--save` when the server stops.
    private(set) var lastUsedID: String?

    init(app: MiniApp, options: WebOptions, restoring document: NavigatorDocument?) {
        self.app = app
        self.options = options
        self.document = document
    }

    /// How many sessions are live.
    var count: Int { sessions.count }

    /// Starts a new session with the command line's flags, saved session and link.
    ///
    /// - Throws: ``BrowserError`` `too-many-sessions` (503) when ``WebOptions/maximumSessions`` are live.
    func create() throws(BrowserError) -> BrowserSession {
        endIdleSessions()
        guard sessions.count < options.maximumSessions else {
            throw BrowserError(
                .tooManySessions, status: 503,
                "The host already runs \(sessions.count) sessions, its limit (--max-sessions). Try again once idle sessions end."
            )
        }
        let session = BrowserSession(
            app: app, flags: options.terminal.flags, experiments: options.experiments, restoring: document,
            opening: options.terminal.link)
        sessions[session.id] = session
        lastUsedID = session.id
        return session
    }

    /// The live session with `id`.
    ///
    /// - Throws: ``BrowserError`` `unknown-session` (410) when the id is missing, ended or never existed.
    func session(_ id: String?) throws(BrowserError) -> BrowserSession {
        endIdleSessions()
        guard let id, let session = sessions[id] else {
            let shown = id.map { "'\($0.prefix(8))…'" } ?? "none"
            throw BrowserError(
                .unknownSession, status: 410,
                "This browser's session (\(shown)) has ended or never existed; sessions end after \(options.idleSeconds) s unused. Start a new one at '/'."
            )
        }
        lastUsedID = id
        return session
    }

    /// Ends every session unused for longer than ``WebOptions/idleSeconds``.
    func endIdleSessions() {
        let limit = ContinuousClock.now - .seconds(options.idleSeconds)
        for (id, session) in sessions where session.lastUsed < limit {
            session.end()
            sessions[id] = nil
        }
    }

    /// Ends every session, e.g. when the server stops.
    func endAll() {
        for session in sessions.values { session.end() }
        sessions = [:]
    }
}
