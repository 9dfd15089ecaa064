/// What the rating flow knows so far; the router picks the screen from it.
public struct RatingState: Hashable, Sendable {
    /// The driver being rated.
    public var driver: String
    /// The stars given, once valid.
    public var stars: Int?
    /// The comment, once given or skipped (empty).
    public var comment: String?
    /// A tip in dollars; only plugins set it (see ``RatingFlow/pluginPoints``).
    public var tip: Int?
    /// Why the last rating was refused.
    public var error: String?
    /// Whether the rider closed the thanks screen.
    public var isDone = false

    /// Creates the state of a rating that has not started.
    public init(driver: String) { self.driver = driver }

    /// What the rider gave, e.g. `5 stars, tip $2`.
    public var summary: String { "\(stars ?? 0) stars" + (tip.map { ", tip $\($0)" } ?? "") }
}

/// What rating hands to its parent.
public struct RideRating: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to 5.
    public var stars: Int
    /// The comment; empty when skipped.
    public var comment: String
    /// The tip in dollars, if any.
    public var tip: Int?

    /// `5 stars, "Smooth", tip $2`.
    public var description: String { "\(stars) stars, \"\(comment)\"" + (tip.map { ", tip $\($0)" } ?? "") }

    /// Creates a rating.
    public init(stars: Int, comment: String, tip: Int? = nil) {
        (self.stars, self.comment, self.tip) = (stars, comment, tip)
    }
}
