import FlowCore
import Foundation
import MiniApp
import ServiceLocator

/// One browser session: a navigator of its own, running inside the app's mock scope for as long as the session lives.
///
/// The app's in-memory services are mocks registered with `withMocks`, which holds them for one
/// task tree; so every session runs one task that opens the scope, builds the runtime inside it and
/// then carries out the session's jobs one at a time. Work the flows start (`Task`s of effects, a
/// deep link's open) inherits the scope. Sessions never share services or navigators.
@MainActor
final class BrowserSession {
    typealias Job = @MainActor @Sendable (SessionRuntime) async -> Void

    /// The session's unguessable id (128 random bits, as hex).
    let id: String
    /// When a request last used the session.
    private(set) var lastUsed: ContinuousClock.Instant
    private let inbox: AsyncStream<Job>.Continuation
    private var task: Task<Void, Never>?

    /// Starts a session of `app`: builds its navigator inside the mock scope and shows the first screen.
    ///
    /// - Parameters:
    ///   - app: the app to run.
    ///   - flags: the flags the services are mocked with and the plugin flags start with.
    ///   - experiments: the variants the plugin experiments start with, by name.
    ///   - document: the saved session to start from, if any.
    ///   - link: a deep link to open once the first screen is shown.
    init(
        app: MiniApp, flags: [String: Bool], experiments: [String: String] = [:],
        restoring document: NavigatorDocument?,
        opening link: String?
    ) {
        id = Self.makeID()
        lastUsed = .now
        let (jobs, inbox) = AsyncStream<Job>.makeStream()
        self.inbox = inbox
        let id = id
        task = Task { @MainActor in
            await withMocks { mocks in
                app.mocks(flags, &mocks)
            } operation: {
                let runtime = SessionRuntime(app: app, id: id, startFlags: flags, startExperiments: experiments)
                await runtime.start(restoring: document)
                if let link { try? await runtime.open(link) }
                for await job in jobs { await job(runtime) }
                runtime.end()
            }
        }
    }

    /// Runs `body` on the session's runtime after the jobs before it, and returns its result.
    ///
    /// - Throws: ``BrowserError`` `unknown-session` (410) when the session ended before the job ran.
    func run<T: Sendable>(_ body: @escaping @MainActor @Sendable (SessionRuntime) async -> T)
        async throws(BrowserError) -> T
    {
        lastUsed = .now
        let result: Result<T, BrowserError> = await withCheckedContinuation { continuation in
            let queued = inbox.yield { runtime in continuation.resume(returning: .success(await body(runtime))) }
            if case .terminated = queued {
                continuation.resume(
                    returning: .failure(
                        BrowserError(
                            .unknownSession, status: 410,
                            "This browser's session ended while the request waited. Start a new one at '/'.")))
            }
        }
        return try result.get()
    }

    /// Ends the session: no more jobs are taken, and the runtime is released once the current one finishes.
    func end() {
        inbox.finish()
    }

    /// Waits until the session's task has finished, after ``end()``.
    func finished() async {
        await task?.value
    }

    /// 128 random bits as 32 hex digits, from the system's random number generator.
    private static func makeID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = UInt32.random(in: .min ... .max, using: &generator)
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}
