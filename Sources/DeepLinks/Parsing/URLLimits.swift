/// The size limits a link must respect before it is parsed any further.
///
/// Links arrive from push payloads, web pages and other apps, so their size is bounded before
/// any work grows with it. Every rejection names the limit and the value seen.
///
/// ```swift
/// var limits = URLLimits()
/// limits.maxQueryItemCount = 8
/// let url = try DeepLinkURL(parsing: "ride://payments/methods?tab=cards", limits: limits)
/// ```
public struct URLLimits: Sendable, Hashable {
    /// One of the limits, as named in errors.
    public enum Limit: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The whole link, in UTF-8 bytes.
        case totalLength
        /// The number of path segments.
        case segmentCount
        /// One path segment, in bytes as written (before percent-decoding).
        case segmentLength
        /// The number of query items.
        case queryItemCount

        /// The limit's name.
        public var description: String { rawValue }

        /// The property of ``URLLimits`` that sets this limit, for messages.
        var property: String {
            switch self {
            case .totalLength: "maxLength"
            case .segmentCount: "maxSegmentCount"
            case .segmentLength: "maxSegmentLength"
            case .queryItemCount: "maxQueryItemCount"
            }
        }

        /// What is being counted, for messages.
        var unit: String {
            switch self {
            case .totalLength, .segmentLength: "bytes"
            case .segmentCount: "path segments"
            case .queryItemCount: "query items"
            }
        }
    }

    /// The longest link accepted, in UTF-8 bytes (default 4,096).
    public var maxLength: Int
    /// The most path segments accepted (default 32).
    public var maxSegmentCount: Int
    /// The longest path segment accepted, in bytes as written (default 256).
    public var maxSegmentLength: Int
    /// The most query items accepted (default 64).
    public var maxQueryItemCount: Int

    /// Creates limits; the defaults suit links from notifications, web pages and other apps.
    public init(
        maxLength: Int = 4096,
        maxSegmentCount: Int = 32,
        maxSegmentLength: Int = 256,
        maxQueryItemCount: Int = 64
    ) {
        precondition(
            maxLength > 0 && maxSegmentCount > 0 && maxSegmentLength > 0 && maxQueryItemCount >= 0,
            "URLLimits must be positive (maxQueryItemCount may be zero to forbid queries).")
        self.maxLength = maxLength
        self.maxSegmentCount = maxSegmentCount
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItemCount = maxQueryItemCount
    }

    /// The default limits.
    public static let `default` = URLLimits()

    /// No practical limit; used for links the module builds itself from route values.
    public static let unlimited = URLLimits(
        maxLength: .max, maxSegmentCount: .max, maxSegmentLength: .max, maxQueryItemCount: .max)

    /// The maximum for one limit.
    public subscript(limit: Limit) -> Int {
        switch limit {
        case .totalLength: maxLength
        case .segmentCount: maxSegmentCount
        case .segmentLength: maxSegmentLength
        case .queryItemCount: maxQueryItemCount
        }
    }
}
