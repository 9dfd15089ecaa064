extension DeepLinkError {
    /// The link is empty.
    static func emptyLink() -> DeepLinkError {
        DeepLinkError(
            code: .invalidURL, value: "", rule: "rfc3986.scheme",
            message: "The link is empty; pass a link such as 'ride://onboarding'.")
    }

    /// The link breaks one of the size limits.
    static func limitExceeded(
        _ limit: URLLimits.Limit, seen: Int, maximum: Int, in text: String, segment: Int? = nil
    ) -> DeepLinkError {
        let link = quoted(text)
        let what: String
        switch limit {
        case .totalLength: what = "The link '\(link)' is \(seen) bytes long"
        case .segmentCount: what = "The link '\(link)' has \(seen) path segments"
        case .segmentLength: what = "Path segment \(segment ?? 0) of '\(link)' is \(seen) bytes long"
        case .queryItemCount: what = "The link '\(link)' has \(seen) query items"
        }
        let unit = limit == .totalLength || limit == .segmentLength ? " bytes" : ""
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "limit.\(limit)",
            message:
                "\(what), over the limit of \(maximum)\(unit) (\(limit)); shorten the link or raise URLLimits.\(limit.property).",
            detail: .limit(limit, seen: seen, maximum: maximum))
    }

    /// The link does not start with `scheme:` or `/`.
    static func missingScheme(in text: String) -> DeepLinkError {
        let link = quoted(text)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.scheme",
            message: "'\(link)' has no scheme; start the link with a scheme such as 'ride://' or with '/'.",
            detail: .position(0))
    }

    /// The scheme does not start with a letter.
    static func invalidScheme(in text: String) -> DeepLinkError {
        let link = quoted(text)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.scheme",
            message: "The scheme of '\(link)' must start with a letter; fix the scheme, e.g. 'ride://'.",
            detail: .position(0))
    }

    /// The authority has user information (`user@host`), which can disguise the real host.
    static func userInfo(in text: String) -> DeepLinkError {
        let link = quoted(text)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "no-userinfo",
            message:
                "'\(link)' has user information before '@', which can disguise the host; remove everything from '//' to '@'."
        )
    }

    /// The port is not a number from 0 to 65535.
    static func invalidPort(_ port: String, in text: String) -> DeepLinkError {
        let link = quoted(text)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.port",
            message: "Port '\(Self.quoted(port))' of '\(link)' is not a number from 0 to 65535; fix or remove the port."
        )
    }

    /// An IP literal's `[` has no `]`.
    static func unclosedIPLiteral(at offset: Int, in text: String) -> DeepLinkError {
        let link = quoted(text)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.ip-literal",
            message: "The IP literal at byte \(offset) of '\(link)' has no closing ']'; close it or remove the '['.",
            detail: .position(offset))
    }

    /// An IP literal's contents are neither an IPv6 address nor `v<hex>.<text>`.
    static func invalidIPLiteral(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkError {
        let link = quoted(String(decoding: bytes, as: UTF8.self))
        let literal = quoted(String(decoding: bytes[range], as: UTF8.self))
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.ip-literal",
            message:
                "The IP literal '\(literal)' at byte \(range.lowerBound) of '\(link)' is not an IPv6 address or 'v<hex>.<text>'; write an address such as '[::1]' or a host name.",
            detail: .position(range.lowerBound))
    }

    /// A host percent-encodes a byte that no host may contain, such as `@`, `/` or NUL.
    static func encodedHostDelimiter(_ byte: UInt8, at offset: Int, in text: String) -> DeepLinkError {
        let link = quoted(text)
        let hex = String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        let shown =
            byte < 0x20 || byte == 0x7F ? "U+00\(hex)" : "'\(Character(UnicodeScalar(byte)))'"
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "host.encoded-delimiter",
            message:
                "The host of '\(link)' encodes \(shown) as '%\(hex)' at byte \(offset); a host cannot contain it even encoded, as it would disguise the real host, so remove it from the host.",
            detail: .position(offset))
    }

    /// A path segment is `.` or `..`.
    static func dotSegment(at offset: Int, length: Int, in text: String) -> DeepLinkError {
        let link = quoted(text)
        let segment = length == 1 ? "." : ".."
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "no-dot-segments",
            message:
                "Path segment '\(segment)' at byte \(offset) of '\(link)' is a dot segment; resolve the link before opening it.",
            detail: .position(offset))
    }

    /// A percent-encoded path segment decodes to a dot segment or holds one between encoded separators.
    static func encodedDotSegment(_ raw: String, decoded: String, at offset: Int, in text: String) -> DeepLinkError {
        let link = quoted(text)
        let what =
            decoded == "." || decoded == ".."
            ? "decodes to the dot segment '\(decoded)'"
            : "decodes to '\(Self.quoted(decoded))', which holds a dot segment between '/' or '\\'"
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "no-dot-segments",
            message:
                "Path segment '\(Self.quoted(raw))' at byte \(offset) of '\(link)' \(what); encoded dots count as dots, so resolve the link before opening it.",
            detail: .position(offset))
    }

    /// A byte that the component's grammar does not allow.
    static func invalidCharacter(
        at offset: Int, component: String, in bytes: UnsafeBufferPointer<UInt8>
    ) -> DeepLinkError {
        let link = quoted(String(decoding: bytes, as: UTF8.self))
        let tail = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)])
        let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        let shown =
            scalar.value < 0x20 || scalar.value == 0x7F
            ? "U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
            : "'\(scalar)'"
        let encoded = String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.characters",
            message:
                "Character \(shown) at byte \(offset) of '\(link)' is not allowed in a \(component); percent-encode it as '\(encoded.joined())'.",
            detail: .position(offset))
    }

    /// A `%` not followed by two hex digits.
    static func badPercentEncoding(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkError {
        let link = quoted(String(decoding: bytes, as: UTF8.self))
        let sequence = String(decoding: bytes[offset..<min(offset + 3, bytes.count)], as: UTF8.self)
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "rfc3986.percent-encoding",
            message:
                "Bad percent-encoding '\(sequence)' at byte \(offset) of '\(link)'; '%' must be followed by two hex digits, so write a literal '%' as '%25'.",
            detail: .position(offset))
    }

    /// Percent-encoded bytes that do not decode to UTF-8.
    static func invalidUTF8(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> DeepLinkError {
        let link = quoted(String(decoding: bytes, as: UTF8.self))
        let component = Self.quoted(String(decoding: bytes[range], as: UTF8.self))
        return DeepLinkError(
            code: .invalidURL, value: link, rule: "utf8",
            message:
                "'\(component)' at byte \(range.lowerBound) of '\(link)' does not decode to valid UTF-8; percent-encode the UTF-8 bytes of the text.",
            detail: .position(range.lowerBound))
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
