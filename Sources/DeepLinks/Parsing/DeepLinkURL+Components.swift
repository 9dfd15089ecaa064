extension DeepLinkURL {
    /// One `name=value` pair of a link's query, percent-decoded.
    public struct QueryItem: Sendable, Hashable {
        /// The name, decoded.
        public let name: String
        /// The value, decoded; `nil` for an item written without `=`.
        public let value: String?

        /// Creates a query item.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The scheme, lowercased; `nil` for a reference such as `/product/1`.
    public var scheme: String? { string(schemeSpan) }

    /// The host, lowercased and decoded; `nil` when the link has no `//` authority.
    public var host: String? { string(hostSpan) }

    /// The path exactly as written, percent-encoding included.
    public var path: String { string(pathSpan) ?? "" }

    /// The path's segments, decoded; a trailing `/` adds no empty segment.
    public var pathSegments: [String] {
        (0..<segmentCount).map { string(parts[$0]) ?? "" }
    }

    /// The query exactly as written, or `nil` when the link has no `?`.
    public var query: String? { string(querySpan) }

    /// The query items, decoded, in order; empty items (`a=1&&b=2`) are skipped.
    public var queryItems: [QueryItem] {
        stride(from: segmentCount, to: parts.count, by: 2).map { index in
            QueryItem(name: string(parts[index]) ?? "", value: string(parts[index + 1]))
        }
    }

    /// The decoded value of the first query item called `name`, or `nil`.
    ///
    /// An item written without `=` has the value `""` here.
    public func queryValue(named name: String) -> String? {
        guard let index = queryItemIndex(named: name) else { return nil }
        return string(parts[index + 1]) ?? ""
    }

    /// The fragment, decoded; `nil` when the link has no `#`.
    public var fragment: String? { string(fragmentSpan) }

    /// The number of path segments.
    public var pathSegmentCount: Int { segmentCount }

    /// The index in `parts` of the first query item called `name`.
    func queryItemIndex(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            withBuffers { text, normalized in
                for index in stride(from: segmentCount, to: parts.count, by: 2) {
                    let span = parts[index]
                    let bytes = UnsafeBufferPointer(rebasing: (span.isNormalized ? normalized : text)[span.range])
                    if bytes.elementsEqual(wanted) { return index }
                }
                return nil
            }
        }
    }

    /// The text of a span, or `nil` if the component is absent.
    func string(_ span: ByteSpan) -> String? {
        guard !span.isAbsent else { return nil }
        return withBuffers { text, normalized in
            String(decoding: (span.isNormalized ? normalized : text)[span.range], as: UTF8.self)
        }
    }

    /// Calls `body` with the link's bytes and its normalized bytes.
    @inline(__always)
    func withBuffers<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        normalized.withUnsafeBufferPointer { normalized in
            if let result = text.utf8.withContiguousStorageIfAvailable({ body($0, normalized) }) {
                return result
            }
            return Array(text.utf8).withUnsafeBufferPointer { body($0, normalized) }
        }
    }
}

extension ByteSpan {
    /// The span as a range of offsets.
    var range: Range<Int> { Int(start)..<Int(end) }
}
