extension RoutePattern {
    /// The link this pattern gives when filled with `values`.
    ///
    /// Values named like a parameter fill it (percent-encoded); a named wildcard's value is split
    /// at `/`; every other value becomes a query item, in order.
    ///
    /// ```swift
    /// var values = RouteValues()
    /// values.set("userID", 42)
    /// values["ref"] = "push"
    /// RoutePattern("ride://profile/:userID").url(with: values)  // ride://profile/42?ref=push
    /// ```
    ///
    /// - Parameters:
    ///   - values: the values, usually from ``Route/encode(into:)``.
    ///   - scheme: the scheme to use if the pattern has no scope of its own.
    ///   - host: the host to use if the pattern has no scope of its own.
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if a path
    ///   parameter has no value or an empty one (a link cannot carry an empty segment), or if the
    ///   pattern's host is `*` and no `host` is given, or if a path value is or holds a dot
    ///   segment (`..`, `a/../b`), which no link may carry even encoded.
    public func url(
        with values: RouteValues, scheme: String? = nil, host: String? = nil
    ) throws(DeepLinkError) -> DeepLinkURL {
        var text = ""
        if let scheme = self.scheme ?? scheme {
            if let host = self.host ?? host {
                if let hostSuffix, self.host == nil,
                    !(host.lowercased().hasSuffix("." + hostSuffix) && host.utf8.count > hostSuffix.utf8.count + 1)
                {
                    throw .hostNeeded(for: self)
                }
                let carriesPort = self.host != nil || hostSuffix != nil
                text = scheme + "://" + host + (carriesPort ? port.map { ":\($0)" } ?? "" : "")
            } else {
                // A link with a scheme and no authority (`ride:/old/8`) keeps its scheme; a pattern
                // whose own scope is `scheme://*` needs a host.
                guard self.scheme == nil else { throw .hostNeeded(for: self) }
                text = scheme + ":"
            }
        }
        var used: Set<String> = []
        for (position, segment) in segments.enumerated() {
            if position >= requiredSegmentCount, let name = segment.parameterName, values[name]?.isEmpty ?? true {
                break  // optional segments end the path at the first one without a value
            }
            switch segment {
            case .literal(let literal):
                text += "/" + Self.encodedSegment(literal)
            case .parameter(let name), .typedParameter(let name, _):
                guard let value = values[name], !value.isEmpty else {
                    throw .emptyPathParameter(name, pattern: self, value: values[name])
                }
                guard !DotSegments.containsDotSegment(value) else {
                    throw .dotSegmentPathParameter(name, pattern: self, value: value)
                }
                text += "/" + Self.encodedSegment(value)
                used.insert(name)
            case .wildcard(let name):
                guard let name else { break }
                used.insert(name)
                guard let value = values[name], !value.isEmpty else { break }
                guard !DotSegments.containsDotSegment(value) else {
                    throw .dotSegmentPathParameter(name, pattern: self, value: value)
                }
                for part in value.split(separator: "/", omittingEmptySubsequences: false) {
                    text += "/" + Self.encodedSegment(String(part))
                }
            }
        }
        if text.isEmpty {
            text += "/"
        }
        let query = values.items.filter { !used.contains($0.name) }
        if !query.isEmpty {
            text += "?"
            text += query.map { item in
                PercentEncoding.encode(item.name, allowing: PercentEncoding.queryComponent)
                    + (item.value.map { "=" + PercentEncoding.encode($0, allowing: PercentEncoding.queryComponent) }
                        ?? "")
            }.joined(separator: "&")
        }
        return try DeepLinkURL(parsing: text, limits: .unlimited)
    }

    /// A segment's text percent-encoded; callers have already refused dot segments.
    static func encodedSegment(_ text: String) -> String {
        PercentEncoding.encode(text, allowing: PercentEncoding.pathSegment)
    }
}
