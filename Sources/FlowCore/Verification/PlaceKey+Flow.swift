extension PlaceKey {
    /// The place key of a flow named `name`, routed by `rule` (`nil` for a chain's top) under `parent`, as the navigator computes it.
    static func flow(_ name: String, rule: String?, under parent: PlaceKey) -> PlaceKey {
        var key = parent
        key.combine(rule ?? "")
        key.combine(name)
        return key
    }
}
