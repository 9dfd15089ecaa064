/// How long a session waits for async work started by flows before it reports that it did not settle.
///
/// The session first yields to let quick work finish, then sleeps a millisecond at a time.
public struct SettleLimit: Hashable, Sendable {
    /// How many times to yield before sleeping.
    public var yields: Int
    /// How many one-millisecond sleeps to allow after the yields.
    public var sleeps: Int

    /// Creates a limit; the defaults allow about ten seconds of work per command.
    public init(yields: Int = 200, sleeps: Int = 10_000) {
        self.yields = yields
        self.sleeps = sleeps
    }
}
