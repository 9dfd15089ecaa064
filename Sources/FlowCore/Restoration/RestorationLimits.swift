/// Bounds on the documents ``Navigator/restore(from:options:)`` accepts, so a hostile or runaway file is refused quickly.
///
/// Each bound refused is a ``RestorationError`` naming the bound, the value found and how to
/// raise the bound; the navigator then starts fresh. The defaults are far above what a real
/// navigator saves (a few kilobytes) and low enough that a refused document costs little:
/// reading is linear in the document's size, about a second for 8 MiB of state on one core.
///
/// ```swift
/// var options = RestorationOptions()
/// options.limits.maximumBytes = 32 << 20  // this app saves large drafts
/// navigator.restore(from: data, options: options)
/// ```
public struct RestorationLimits: Hashable, Sendable {
    /// The largest document read, in bytes (default 8 MiB).
    public var maximumBytes: Int
    /// How deeply arrays and objects may nest in the document, states included (default 100).
    public var maximumNesting: Int
    /// How many chains a document may have: the root's and one per overlay (default 32).
    public var maximumChains: Int
    /// How many modal layers a saved layout may have (default 32).
    public var maximumLayers: Int
    /// How many screens one layer's stack may hold (default 512).
    public var maximumScreensPerLayer: Int

    /// Creates limits; the defaults suit real apps.
    public init(
        maximumBytes: Int = 8 << 20, maximumNesting: Int = 100, maximumChains: Int = 32, maximumLayers: Int = 32,
        maximumScreensPerLayer: Int = 512
    ) {
        precondition(maximumBytes > 0, "RestorationLimits.maximumBytes must be positive.")
        precondition(
            maximumNesting >= 8, "RestorationLimits.maximumNesting must be at least 8, the document's own nesting.")
        precondition(maximumChains >= 1, "RestorationLimits.maximumChains must be at least 1, the root's chain.")
        precondition(maximumLayers >= 1, "RestorationLimits.maximumLayers must be at least 1, the base layer.")
        precondition(maximumScreensPerLayer >= 1, "RestorationLimits.maximumScreensPerLayer must be at least 1.")
        self.maximumBytes = maximumBytes
        self.maximumNesting = maximumNesting
        self.maximumChains = maximumChains
        self.maximumLayers = maximumLayers
        self.maximumScreensPerLayer = maximumScreensPerLayer
    }
}
