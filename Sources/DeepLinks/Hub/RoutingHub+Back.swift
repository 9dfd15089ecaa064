import FlowCore

extension RoutingHub {
    /// Goes back one step through the navigator's history.
    ///
    /// - Returns: `false` when no navigator is attached or there is nothing to go back to.
    @discardableResult
    public func back() -> Bool {
        back(count: 1)
    }

    /// Goes back `count` steps through the navigator's history.
    ///
    /// - Returns: `false` when no navigator is attached or fewer steps are remembered.
    @discardableResult
    public func back(count: Int) -> Bool {
        guard let navigator else { return false }
        record("back(count: \(count))")
        return navigator.back(count: count)
    }

    /// Goes back to the most recent earlier path that showed `destination`: a screen, or a screen of a flow.
    ///
    /// - Returns: `false` when no navigator is attached or no remembered path showed it.
    @discardableResult
    public func back(to destination: BackDestination) -> Bool {
        guard let navigator else { return false }
        record("back(to: \(destination))")
        return navigator.back(to: destination)
    }
}
