/// The one rule for dot segments, written or percent-encoded.
///
/// A link's path may not hold `.` or `..` in any spelling: written (`/../`), encoded (`%2e%2e`,
/// `%2E.`, `.%2e`), or inside a segment whose encoded slashes or backslashes would make a
/// dot segment once the value is joined into a path (`..%2F..`, `%2e%2e%5Cwin`). The parser
/// decodes every segment and applies this rule, so no parameter, wildcard or redirect ever
/// receives such a value; printing a route refuses to write one, and patterns cannot hold one.
enum DotSegments {
    /// Whether the decoded `segment` is `.` or `..`, or has such a part between `/` or `\`.
    static func containsDotSegment(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        var partStart = 0
        let count = segment.count
        for index in 0...count {
            guard index == count || isSeparator(segment[index]) else { continue }
            let length = index - partStart
            if length == 1 || length == 2,
                segment[partStart] == UInt8(ascii: "."), length == 1 || segment[partStart + 1] == UInt8(ascii: ".")
            {
                return true
            }
            partStart = index + 1
        }
        return false
    }

    /// Whether the decoded text is or contains a dot segment, as ``containsDotSegment(_:)``.
    static func containsDotSegment(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { containsDotSegment($0) }
    }

    /// Whether `byte` separates path parts once decoded: `/`, or `\`, which some servers and
    /// file APIs treat as one.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
    }
}
