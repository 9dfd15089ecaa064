import FlowCore

extension RoutingHub {
    /// Leaves the top screen as the app's back button does (`Navigator.back()`): the flow showing it decides how.
    ///
    /// - Returns: `false` when no navigator is attached or back is not possible there.
    @discardableResult
    public func back() -> Bool {
        back(count: 1)
    }

    /// Leaves the top screen `count` times, in one update (`Navigator.back(count:)`).
    ///
    /// - Returns: `false` when no navigator is attached or fewer than `count` steps could be taken.
    @discardableResult
    public func back(count: Int) -> Bool {
        guard let navigator else { return false }
        record("back(count: \(count))")
        return navigator.back(count: count)
    }

    /// Leaves the top screen until `destination` (a screen, or a screen of a flow) is on top, in one update.
    ///
    /// - Returns: `false` when no navigator is attached, `destination` is not beneath the top, or a step was refused.
    @discardableResult
    public func back(to destination: BackDestination) -> Bool {
        guard let navigator else { return false }
        record("back(to: \(destination))")
        return navigator.back(to: destination)
    }
}
