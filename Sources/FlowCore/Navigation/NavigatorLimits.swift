/// Bounds that keep a misbehaving flow tree from hanging the navigator.
public struct NavigatorLimits: Hashable, Sendable {
    /// The longest route path allowed, counting flows and the leaf screen.
    public var maximumDepth: Int
    /// How many flows may finish (each making its parent route again) in one update.
    public var maximumFinishesPerUpdate: Int
    /// How many events the log keeps before dropping the oldest.
    public var eventLogCapacity: Int

    /// Creates limits; the defaults suit real apps.
    public init(
        maximumDepth: Int = 32,
        maximumFinishesPerUpdate: Int = 64,
        eventLogCapacity: Int = 1_000
    ) {
        precondition(maximumDepth >= 2, "NavigatorLimits.maximumDepth must be at least 2 (a root flow and a screen).")
        precondition(eventLogCapacity >= 1, "NavigatorLimits.eventLogCapacity must be at least 1.")
        self.maximumDepth = maximumDepth
        self.maximumFinishesPerUpdate = maximumFinishesPerUpdate
        self.eventLogCapacity = eventLogCapacity
    }
}
