/// The byte-level RFC 3986 parser behind ``DeepLinkURL/init(parsing:limits:)``.
///
/// One pass over the UTF-8 bytes records where each component lies. A component that contains
/// `%` is decoded into `normalized` and checked for UTF-8 right away, so a link that parses is a
/// link whose every component can be read; the rest stay as spans of the original text.
struct URLParser {
    /// The link's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The limits checked while parsing.
    let limits: URLLimits
    /// Decoded and lowercased components.
    var normalized: [UInt8] = []
    /// Path segments, then query item names and values.
    var parts: [ByteSpan] = []

    /// Creates a parser over a link's bytes.
    init(bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The link's text, for error messages only.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Parses the whole link.
    mutating func parse() -> Result<DeepLinkURL, DeepLinkError> {
        do throws(DeepLinkError) {
            return .success(try parseLink())
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseLink() throws(DeepLinkError) -> DeepLinkURL {
        let count = bytes.count
        guard count > 0 else { throw .emptyLink() }
        // Spans are 32-bit, so even "unlimited" links stop at 2 GiB.
        let maximum = min(limits.maxLength, Int(Int32.max))
        guard count <= maximum else {
            throw .limitExceeded(.totalLength, seen: count, maximum: maximum, in: text)
        }
        parts.reserveCapacity(12)

        var index = 0
        var scheme = ByteSpan.absent
        if bytes[0] != UInt8(ascii: "/") {
            scheme = try parseScheme()
            index = Int(scheme.end) + 1
            if bytes[..<Int(scheme.end)].contains(where: ASCII.isUppercase) {
                scheme = appendLowercased(scheme)
            }
        }

        var host = ByteSpan.absent
        var port: Int?
        let hasAuthority =
            index + 1 < count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
        if hasAuthority {
            (host, port, index) = try parseAuthority(from: index + 2)
        }

        let pathStart = index
        index = try parsePath(from: index)
        let path = ByteSpan(pathStart, index)
        let segmentCount = parts.count

        var query = ByteSpan.absent
        if index < count, bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = try parseQuery(from: queryStart)
            query = ByteSpan(queryStart, index)
        }

        var fragment = ByteSpan.absent
        if index < count, bytes[index] == UInt8(ascii: "#") {
            let (end, hasPercent) = try scan(from: index + 1, allowed: .query, stop: .none, component: "fragment")
            fragment = try decodedIfNeeded(ByteSpan(index + 1, end), hasPercent: hasPercent)
            index = end
        }

        return DeepLinkURL(
            text: "", normalized: normalized, schemeSpan: scheme, hostSpan: host, port: port, pathSpan: path,
            querySpan: query, fragmentSpan: fragment, parts: parts, segmentCount: segmentCount)
    }

    /// `scheme ":"`; returns the scheme's span (without the colon).
    private func parseScheme() throws(DeepLinkError) -> ByteSpan {
        var index = 0
        while index < bytes.count, CharacterMask.scheme.contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), index > 0 else {
            throw .missingScheme(in: text)
        }
        guard ASCII.isLetter(bytes[0]) else { throw .invalidScheme(in: text) }
        return ByteSpan(0, index)
    }

    /// `authority = host [ ":" port ]`, without user information.
    private mutating func parseAuthority(from start: Int) throws(DeepLinkError) -> (ByteSpan, Int?, Int) {
        var index = start
        var hostEnd: Int
        var hasPercent = false
        var hasUppercase = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            while index < bytes.count, CharacterMask.ipLiteral.contains(bytes[index]) {
                hasUppercase = hasUppercase || ASCII.isUppercase(bytes[index])
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
                throw .unclosedIPLiteral(at: start, in: text)
            }
            guard IPLiteral.isValid(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])) else {
                throw .invalidIPLiteral(start..<(index + 1), in: bytes)
            }
            index += 1
            hostEnd = index
        } else {
            while index < bytes.count {
                let byte = bytes[index]
                if CharacterMask.host.contains(byte) {
                    hasUppercase = hasUppercase || ASCII.isUppercase(byte)
                    index += 1
                } else if byte == UInt8(ascii: "%") {
                    try checkPercent(at: index)
                    try checkEncodedHostByte(at: index)
                    hasPercent = true
                    index += 3
                } else {
                    break
                }
            }
            hostEnd = index
        }
        var port: Int?
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            let portStart = index
            var value = 0
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                value = min(value * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 100_000)
                index += 1
            }
            if index < bytes.count, !CharacterMask.authorityEnd.contains(bytes[index]) {
                throw authorityError(at: index, portStart: portStart)
            }
            guard value <= 65_535 else {
                throw .invalidPort(String(decoding: bytes[portStart..<index], as: UTF8.self), in: text)
            }
            port = index > portStart ? value : nil
        }
        if index < bytes.count, !CharacterMask.authorityEnd.contains(bytes[index]) {
            throw authorityError(at: index, portStart: nil)
        }
        var host = ByteSpan(start, hostEnd)
        if hasPercent || hasUppercase {
            host = try decodedIfNeeded(host, hasPercent: hasPercent, lowercase: true)
        }
        return (host, port, index)
    }

    /// Rejects a `%XX` in a host that decodes to an ASCII byte a host cannot hold (`@`, `/`, `:`, NUL…).
    ///
    /// Decoding such a byte would let `bank.example%40evil.example` read as another host than
    /// the one the link goes to. Encoded letters, digits, `-._~`, sub-delims and non-ASCII UTF-8 stay allowed.
    private func checkEncodedHostByte(at index: Int) throws(DeepLinkError) {
        let value = (ASCII.hexValue(bytes[index + 1]) ?? 0) << 4 | (ASCII.hexValue(bytes[index + 2]) ?? 0)
        guard value >= 0x80 || CharacterMask.host.contains(value) else {
            throw .encodedHostDelimiter(value, at: index, in: text)
        }
    }

    /// The error for a byte that cannot be in an authority.
    ///
    /// An `@` anywhere in the authority means user information (`user:pass@host`), which is
    /// reported as such even when a `:` made the rest read as a port.
    private func authorityError(at index: Int, portStart: Int?) -> DeepLinkError {
        if bytes[index...].prefix(while: { !CharacterMask.authorityEnd.contains($0) }).contains(UInt8(ascii: "@")) {
            return .userInfo(in: text)
        }
        if let portStart {
            var end = index
            while end < bytes.count, !CharacterMask.authorityEnd.contains(bytes[end]) { end += 1 }
            return .invalidPort(String(decoding: bytes[portStart..<end], as: UTF8.self), in: text)
        }
        return .invalidCharacter(at: index, component: "host", in: bytes)
    }

    /// The path's segments, up to `?`, `#` or the end; returns where the path ends.
    ///
    /// After an authority the path is empty or starts with `/`; without one it may also be
    /// rootless, as in `mailto:rider@ride.example`.
    private mutating func parsePath(from start: Int) throws(DeepLinkError) -> Int {
        var index = start
        let count = bytes.count
        if index == count || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#") {
            return index
        }
        if bytes[index] == UInt8(ascii: "/") { index += 1 }
        while true {
            let segmentStart = index
            let (end, hasPercent) = try scan(from: index, allowed: .path, stop: .segmentEnd, component: "path segment")
            let atSlash = end < count && bytes[end] == UInt8(ascii: "/")
            if end == segmentStart && !atSlash {
                return end  // a trailing "/" adds no segment
            }
            let length = end - segmentStart
            if length > limits.maxSegmentLength {
                throw .limitExceeded(
                    .segmentLength, seen: length, maximum: limits.maxSegmentLength, in: text,
                    segment: parts.count + 1)
            }
            if parts.count == limits.maxSegmentCount {
                throw .limitExceeded(
                    .segmentCount, seen: countSegments(from: segmentStart) + parts.count,
                    maximum: limits.maxSegmentCount, in: text)
            }
            if bytes[segmentStart] == UInt8(ascii: "."),
                length == 1 || (length == 2 && bytes[segmentStart + 1] == UInt8(ascii: "."))
            {
                throw .dotSegment(at: segmentStart, length: length, in: text)
            }
            let segment = try decodedIfNeeded(ByteSpan(segmentStart, end), hasPercent: hasPercent)
            if hasPercent {
                try checkDecodedSegment(segment, raw: ByteSpan(segmentStart, end))
            }
            parts.append(segment)
            guard atSlash else { return end }
            index = end + 1
        }
    }

    /// Rejects a percent-encoded segment that decodes to a dot segment or smuggles one in.
    ///
    /// Encoded dots are decoded and then judged like written ones: `%2e%2e`, `%2E.` and `.%2e`
    /// are `..`, and a segment whose decoded text holds a `.` or `..` between encoded slashes
    /// or backslashes (`..%2F..`, `%2e%2e%5c`) is one too, because a route that joins or
    /// forwards the value would walk out of its directory. See ``DotSegments``.
    private func checkDecodedSegment(_ segment: ByteSpan, raw: ByteSpan) throws(DeepLinkError) {
        let decoded = normalized.withUnsafeBufferPointer { buffer in
            DotSegments.containsDotSegment(UnsafeBufferPointer(rebasing: buffer[segment.range]))
        }
        if decoded {
            throw .encodedDotSegment(
                String(decoding: bytes[raw.range], as: UTF8.self),
                decoded: String(decoding: normalized[segment.range], as: UTF8.self), at: Int(raw.start), in: text)
        }
    }

    /// The number of segments from `start` to the end of the path, for a limit error.
    private func countSegments(from start: Int) -> Int {
        var segments = 1
        var index = start
        let count = bytes.count
        while index < count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") {
            let next = index + 1
            let endsPath = next == count || bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "#")
            if bytes[index] == UInt8(ascii: "/"), !endsPath { segments += 1 }
            index = next
        }
        return segments
    }

    /// The query's items, up to `#` or the end; returns where the query ends.
    private mutating func parseQuery(from start: Int) throws(DeepLinkError) -> Int {
        var index = start
        var items = 0
        let count = bytes.count
        while index < count, bytes[index] != UInt8(ascii: "#") {
            let nameStart = index
            let (nameEnd, nameHasPercent) = try scan(
                from: index, allowed: .query, stop: .queryNameEnd, component: "query")
            var value = ByteSpan.absent
            var end = nameEnd
            var valueHasPercent = false
            if nameEnd < count, bytes[nameEnd] == UInt8(ascii: "=") {
                (end, valueHasPercent) = try scan(
                    from: nameEnd + 1, allowed: .query, stop: .queryValueEnd, component: "query")
                value = ByteSpan(nameEnd + 1, end)
            }
            if end > nameStart {
                items += 1
                if items > limits.maxQueryItemCount {
                    throw .limitExceeded(
                        .queryItemCount, seen: items - 1 + countQueryItems(from: nameStart),
                        maximum: limits.maxQueryItemCount, in: text)
                }
                parts.append(try decodedIfNeeded(ByteSpan(nameStart, nameEnd), hasPercent: nameHasPercent))
                parts.append(value.isAbsent ? value : try decodedIfNeeded(value, hasPercent: valueHasPercent))
            }
            index = end
            if index < count, bytes[index] == UInt8(ascii: "&") { index += 1 }
        }
        return index
    }

    /// The number of non-empty query items from `start` on, for a limit error.
    private func countQueryItems(from start: Int) -> Int {
        var items = 0
        var itemIsEmpty = true
        for byte in bytes[start...] {
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "&") {
                if !itemIsEmpty { items += 1 }
                itemIsEmpty = true
            } else {
                itemIsEmpty = false
            }
        }
        return itemIsEmpty ? items : items + 1
    }

    /// Scans bytes in `allowed` (and valid `%XX` sequences) up to a byte in `stop` or the end.
    @inline(__always)
    private func scan(
        from start: Int, allowed: CharacterMask, stop: CharacterMask, component: String
    ) throws(DeepLinkError) -> (end: Int, hasPercent: Bool) {
        var index = start
        var hasPercent = false
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if stop.contains(byte) { break }
            if allowed.contains(byte) {
                index += 1
            } else if byte == UInt8(ascii: "%") {
                try checkPercent(at: index)
                hasPercent = true
                index += 3
            } else {
                throw .invalidCharacter(at: index, component: component, in: bytes)
            }
        }
        return (index, hasPercent)
    }

    /// Checks that the `%` at `index` is followed by two hex digits.
    @inline(__always)
    private func checkPercent(at index: Int) throws(DeepLinkError) {
        guard index + 2 < bytes.count, ASCII.hexValue(bytes[index + 1]) != nil,
            ASCII.hexValue(bytes[index + 2]) != nil
        else { throw .badPercentEncoding(at: index, in: bytes) }
    }

    /// The span itself, or its decoded (and lowercased) copy in `normalized` after checking UTF-8.
    private mutating func decodedIfNeeded(
        _ span: ByteSpan, hasPercent: Bool, lowercase: Bool = false
    ) throws(DeepLinkError) -> ByteSpan {
        guard hasPercent || lowercase else { return span }
        let start = normalized.count
        let source = UnsafeBufferPointer(rebasing: bytes[span.range])
        if hasPercent {
            PercentDecoding.decode(source, into: &normalized)
        } else {
            normalized.append(contentsOf: source)
        }
        let end = normalized.count
        let invalidOffset = normalized.withUnsafeBufferPointer { buffer in
            PercentDecoding.isValidUTF8(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
        if invalidOffset != nil {
            throw .invalidUTF8(in: span.range, of: bytes)
        }
        if lowercase {
            for index in start..<end { normalized[index] = ASCII.lowercased(normalized[index]) }
        }
        return ByteSpan(start, end, normalized: true)
    }

    /// Copies a span into `normalized`, lowercased.
    private mutating func appendLowercased(_ span: ByteSpan) -> ByteSpan {
        let start = normalized.count
        for byte in bytes[span.range] { normalized.append(ASCII.lowercased(byte)) }
        return ByteSpan(start, normalized.count, normalized: true)
    }
}
