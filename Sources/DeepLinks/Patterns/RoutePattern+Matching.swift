extension RoutePattern {
    /// The parameters of `url` if this pattern alone matches it, or `nil`.
    ///
    /// Use a ``RouteTable`` to match against many patterns; this checks one, segment by segment.
    ///
    /// ```swift
    /// let pattern: RoutePattern = "ride://profile/:userID"
    /// let parameters = pattern.match(try DeepLinkURL(parsing: "ride://profile/42"))
    /// parameters?["userID"]  // "42"
    /// ```
    public func match(_ url: DeepLinkURL) -> RouteParameters? {
        if let scheme, url.scheme != scheme { return nil }
        if let host, url.host != host { return nil }
        if let hostSuffix {
            guard let host = url.host, host.utf8.count > hostSuffix.utf8.count + 1,
                host.utf8.reversed().starts(with: ("." + hostSuffix).utf8.reversed())
            else { return nil }
        }
        if host != nil || hostSuffix != nil, port != DefaultPorts.significantPort(of: url) { return nil }
        let segments = self.segments
        let fixedCount = endsWithWildcard ? segments.count - 1 : segments.count
        if endsWithWildcard {
            guard url.segmentCount >= fixedCount else { return nil }
        } else {
            guard url.segmentCount >= requiredSegmentCount, url.segmentCount <= fixedCount else { return nil }
        }
        for (position, segment) in segments.prefix(min(fixedCount, url.segmentCount)).enumerated() {
            let span = url.parts[position]
            switch segment {
            case .literal(let text):
                // Bytes, not `String ==`, which would equate NFC and NFD spellings the trie keeps apart.
                guard let segment = url.string(span), segment.utf8.elementsEqual(text.utf8) else { return nil }
            case .parameter:
                guard span.count > 0 else { return nil }
            case .typedParameter(_, let type):
                guard let segment = url.string(span), type.accepts(segment) else { return nil }
            case .wildcard:
                break
            }
        }
        return RouteParameters(url: url, pattern: self)
    }
}
