import FlowPlugins

/// What the rating flow knows so far; the router picks the screen from it.
public struct RatingState: Hashable, Sendable, Codable {
    /// The driver being rated.
    public var driver: String
    /// The stars given, once valid.
    public var stars: Int?
    /// The comment, once given or skipped (empty).
    public var comment: String?
    /// A tip in dollars, once charged; only plugins set it (see ``RatingFlow/pluginPoints``).
    public var tip: Int?
    /// Why the last rating was refused.
    public var error: String?
    /// Whether the rider closed the thanks screen.
    public var isDone = false
    /// Values plugins keep while they show their own screens.
    public var plugins = PluginStorage()

    /// Creates the state of a rating that has not started.
    public init(driver: String) { self.driver = driver }

    /// The rating so far, which is the flow's output once it finishes.
    public var rating: RideRating { RideRating(stars: stars ?? 0, comment: comment ?? "", tip: tip) }
}

/// What rating hands to its parent.
public struct RideRating: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to 5.
    public var stars: Int
    /// The comment; empty when skipped.
    public var comment: String
    /// The tip in dollars, if any.
    public var tip: Int?

    /// `5 stars, "Smooth", tip $2`; without the comment when it is empty.
    public var description: String {
        "\(stars) stars" + (comment.isEmpty ? "" : ", \"\(comment)\"") + (tip.map { ", tip $\($0)" } ?? "")
    }

    /// Creates a rating.
    public init(stars: Int, comment: String, tip: Int? = nil) {
        (self.stars, self.comment, self.tip) = (stars, comment, tip)
    }
}
