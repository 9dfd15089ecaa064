extension RoutePattern {
    /// How specifically the pattern matches a link with `segmentCount` path segments, as ranks
    /// compared from the left (greater is more specific).
    ///
    /// One rank per level — scheme, host, then each path segment: a literal ranks 3, a typed
    /// parameter (or a `*.domain` host) 2, a parameter (or "any scheme"/"any host") 1, a wildcard 0, after which nothing
    /// follows; a pattern that ends exactly at the link's last segment gets a final 1, which
    /// beats a wildcard matching zero segments there. This is the order a ``RouteTable``
    /// prefers, and how a ``RoutingHub`` picks between the matches of several registries
    /// (specificity first, then scope):
    ///
    /// ```swift
    /// let literal: RoutePattern = "ride://profile/me"
    /// let scoped: RoutePattern = "/*rest"
    /// scoped.specificity(forSegmentCount: 2).lexicographicallyPrecedes(
    ///     literal.specificity(forSegmentCount: 2))  // true: the literal route wins
    /// ```
    public func specificity(forSegmentCount segmentCount: Int) -> [UInt8] {
        var ranks: [UInt8] = []
        ranks.reserveCapacity(segmentCount + 3)
        ranks.append(scheme == nil ? 1 : 3)
        ranks.append(host != nil ? 3 : hostSuffix != nil ? 2 : 1)
        for (position, segment) in segments.enumerated() {
            // An optional segment the link leaves out: the pattern ends here.
            if position >= segmentCount, position >= requiredSegmentCount { break }
            switch segment {
            case .literal: ranks.append(3)
            case .typedParameter: ranks.append(2)
            case .parameter: ranks.append(1)
            case .wildcard:
                ranks.append(0)
                return ranks
            }
        }
        ranks.append(1)
        return ranks
    }

    /// Values that fill every parameter so that the printed link matches this pattern: each
    /// parameter's own name, `0` for an `int`, the nil UUID for a `uuid`.
    func sampleValues() -> RouteValues {
        var values = RouteValues()
        for segment in segments {
            switch segment {
            case .literal, .wildcard(nil): continue
            case .parameter(let name), .wildcard(let name?): values[name] = name
            case .typedParameter(let name, .int): values[name] = "0"
            case .typedParameter(let name, .uuid): values[name] = "00000000-0000-0000-0000-000000000000"
            }
        }
        return values
    }

    /// A host the pattern matches, for printing sample links: its own, one below its
    /// `*.domain`, or `sample.example`.
    var sampleHost: String { host ?? hostSuffix.map { "sample." + $0 } ?? "sample.example" }
}
