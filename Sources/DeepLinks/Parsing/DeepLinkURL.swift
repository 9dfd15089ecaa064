/// A link that passed strict RFC 3986 parsing and the size limits, ready to be matched.
///
/// Parsing works on the link's UTF-8 bytes and records where each component lies. Components
/// that contain `%` are decoded and checked for valid UTF-8 while parsing; the others are plain
/// ASCII and become strings only when read. Scheme and host are compared case-insensitively and
/// are returned lowercased; a single trailing `/` is not significant.
///
/// ```swift
/// let url = try DeepLinkURL(parsing: "ride://profile/42?ref=push")
/// url.scheme        // "ride"
/// url.host          // "profile"
/// url.pathSegments  // ["42"]
/// url.queryValue(named: "ref")  // "push"
/// ```
public struct DeepLinkURL: Sendable, Hashable, CustomStringConvertible {
    /// The link as given; kept native and contiguous so its bytes can be read without copying.
    let text: String
    /// Decoded or lowercased bytes of the components that needed it; empty for most links.
    let normalized: [UInt8]
    /// The scheme (lowercased), or absent for a reference such as `/product/1`.
    let schemeSpan: ByteSpan
    /// The host (lowercased, decoded), or absent when the link has no `//` authority.
    let hostSpan: ByteSpan
    /// The path as written.
    let pathSpan: ByteSpan
    /// The query as written, or absent.
    let querySpan: ByteSpan
    /// The fragment (decoded), or absent.
    let fragmentSpan: ByteSpan
    /// Path segments, then a name and a value span for each query item.
    let parts: [ByteSpan]
    /// How many of `parts` are path segments.
    let segmentCount: Int
    /// The port, if the authority has one.
    public let port: Int?

    /// Parses `text` strictly, rejecting anything RFC 3986 or `limits` forbids.
    ///
    /// Accepts absolute links (`ride://profile/42`, `https://ride.example/p/1?x=y#top`) and
    /// references that start with `/` (`/product/1`) or `//` (`//ride.example/p`).
    ///
    /// ```swift
    /// let url = try DeepLinkURL(parsing: "ride://payments/methods")
    /// ```
    ///
    /// - Parameters:
    ///   - text: the untrusted link.
    ///   - limits: size limits checked before and during parsing.
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidURL``, naming the rule
    ///   broken and the byte where it happened, or the limit and the value seen.
    public init(parsing text: String, limits: URLLimits = .default) throws(DeepLinkError) {
        var copy = text
        let parsed: Result<DeepLinkURL, DeepLinkError> = copy.withUTF8 { bytes in
            var parser = URLParser(bytes: bytes, limits: limits)
            return parser.parse()
        }
        switch parsed {
        case .success(let url): self = url.withText(copy)
        case .failure(let error): throw error
        }
    }

    /// Creates a link from the parser's output.
    init(
        text: String, normalized: [UInt8], schemeSpan: ByteSpan, hostSpan: ByteSpan, port: Int?,
        pathSpan: ByteSpan, querySpan: ByteSpan, fragmentSpan: ByteSpan, parts: [ByteSpan], segmentCount: Int
    ) {
        self.text = text
        self.normalized = normalized
        self.schemeSpan = schemeSpan
        self.hostSpan = hostSpan
        self.port = port
        self.pathSpan = pathSpan
        self.querySpan = querySpan
        self.fragmentSpan = fragmentSpan
        self.parts = parts
        self.segmentCount = segmentCount
    }

    /// The same link holding `text`, the string whose bytes the spans describe.
    private func withText(_ text: String) -> DeepLinkURL {
        DeepLinkURL(
            text: text, normalized: normalized, schemeSpan: schemeSpan, hostSpan: hostSpan, port: port,
            pathSpan: pathSpan, querySpan: querySpan, fragmentSpan: fragmentSpan, parts: parts,
            segmentCount: segmentCount)
    }

    /// The link exactly as it was given.
    public var description: String { text }

    /// Two links are equal when their text is equal.
    public static func == (lhs: DeepLinkURL, rhs: DeepLinkURL) -> Bool {
        lhs.text == rhs.text
    }

    /// Hashes the link's text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}

/// Where a component's bytes lie: in the link's text, or in its buffer of normalized bytes.
struct ByteSpan: Sendable, Hashable {
    /// The first byte, or -1 when the component is absent.
    var start: Int32
    /// One past the last byte.
    var end: Int32
    /// Whether the bytes are in `DeepLinkURL.normalized` rather than the text.
    var isNormalized: Bool

    /// A span of the text.
    init(_ start: Int, _ end: Int, normalized: Bool = false) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.isNormalized = normalized
    }

    /// A component that is not there.
    static let absent = ByteSpan(-1, -1)

    /// Whether the component is not there.
    var isAbsent: Bool { start < 0 }

    /// The number of bytes.
    var count: Int { Int(end - start) }
}
