import Testing

@testable import DeepLinks

/// Each comparison in the parser, from both sides: percent-encoding and UTF-8 byte by byte,
/// every limit at its value and one past, ports, dot segments, schemes and authorities.
@Suite struct URLBoundaryTests {
    /// The rule a link breaks, or `nil` if it parses.
    static func rule(_ link: String, limits: URLLimits = .default) -> String? {
        do {
            _ = try DeepLinkURL(parsing: link, limits: limits)
            return nil
        } catch {
            return error.rule
        }
    }

    /// A mask made from characters holds exactly their bytes, '@' (64, the first byte of the high half) included;
    /// bytes of 128 and above are in no mask.
    @Test func aMaskHoldsExactlyItsCharacters() {
        let mask = CharacterMask(bytes: "?@~\u{7F}é")
        #expect((0...255).filter { mask.contains(UInt8($0)) } == [63, 64, 126, 127])
    }

    @Test(arguments: ["0", "9", "A", "F", "a", "f"])
    func aHexDigitAtEitherEndOfItsRangeIsAccepted(digit: String) {
        #expect(Self.rule("/p%4\(digit)") == nil)
        #expect(Self.rule("/p%\(digit)1") == nil || digit >= "8")
    }

    @Test(arguments: ["/", ":", "@", "G", "`", "g"])
    func aByteJustOutsideTheHexRangesIsRejected(byte: String) {
        #expect(Self.rule("/p%4\(byte)x") == "rfc3986.percent-encoding")
        #expect(Self.rule("/p%\(byte)4x") == "rfc3986.percent-encoding")
    }

    @Test func percentNeedsTwoBytesBeforeTheEnd() throws {
        #expect(Self.rule("/p%41") == nil)
        #expect(Self.rule("/p%4") == "rfc3986.percent-encoding")
        #expect(Self.rule("/p%") == "rfc3986.percent-encoding")
        #expect(Self.rule("ride://h%41") == nil)
        #expect(Self.rule("ride://h%4") == "rfc3986.percent-encoding")
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "/a%4G") }
        #expect(error?.detail == .position(2))
    }

    @Test(arguments: [
        ("%7F", true), ("%80", false), ("%C1%BF", false), ("%C2%80", true), ("%DF%BF", true), ("%C2%7F", false),
        ("%C2%C0", false), ("%C2", false), ("%E0%9F%BF", false), ("%E0%A0%80", true), ("%E1%80%80", true),
        ("%E1%80%7F", false), ("%E1%80%C0", false), ("%E1%80", false), ("%EC%BF%BF", true), ("%ED%9F%BF", true),
        ("%ED%A0%80", false), ("%ED%BF%BF", false), ("%EE%80%80", true), ("%EF%BF%BF", true),
        ("%F0%8F%BF%BF", false), ("%F0%90%80%80", true), ("%F1%80%80%80", true), ("%F3%BF%BF%BF", true),
        ("%F1%80%80%7F", false), ("%F1%80%80%C0", false), ("%F1%80%80", false), ("%F4%8F%BF%BF", true),
        ("%F4%90%80%80", false), ("%F5%80%80%80", false), ("%FF", false), ("%BF", false),
    ])
    func utf8IsCheckedByteByByte(encoded: String, isValid: Bool) {
        #expect(Self.rule("/p/\(encoded)") == (isValid ? nil : "utf8"))
        #expect(Self.rule("/p?q=\(encoded)") == (isValid ? nil : "utf8"))
    }

    @Test(arguments: [1, 2, 17, 4096])
    func theLengthLimitAcceptsItsValueAndRejectsOneMore(maximum: Int) {
        let limits = URLLimits(maxLength: maximum)
        let atLimit = maximum == 1 ? "/" : "/?" + String(repeating: "q", count: maximum - 2)
        #expect(atLimit.utf8.count == maximum)
        #expect(Self.rule(atLimit, limits: limits) == nil)
        #expect(Self.rule(atLimit + "q", limits: limits) == "limit.totalLength")
    }

    @Test(arguments: [1, 2, 32])
    func theSegmentCountLimitAcceptsItsValueAndRejectsOneMore(maximum: Int) {
        let limits = URLLimits(maxSegmentCount: maximum)
        let atLimit = "/" + Array(repeating: "s", count: maximum).joined(separator: "/")
        #expect(Self.rule(atLimit, limits: limits) == nil)
        #expect(Self.rule(atLimit + "/", limits: limits) == nil)
        #expect(Self.rule(atLimit + "/s", limits: limits) == "limit.segmentCount")
    }

    @Test(arguments: [1, 3, 256])
    func theSegmentLengthLimitCountsBytesAsWritten(maximum: Int) {
        let limits = URLLimits(maxSegmentLength: maximum)
        #expect(Self.rule("/" + String(repeating: "x", count: maximum), limits: limits) == nil)
        #expect(Self.rule("/" + String(repeating: "x", count: maximum + 1), limits: limits) == "limit.segmentLength")
        if maximum >= 3 {
            let encoded = "/%41" + String(repeating: "x", count: maximum - 3)
            #expect(Self.rule(encoded, limits: limits) == nil)
            #expect(Self.rule(encoded + "x", limits: limits) == "limit.segmentLength")
        }
    }

    @Test(arguments: [0, 1, 64])
    func theQueryItemLimitAcceptsItsValueAndRejectsOneMore(maximum: Int) {
        let limits = URLLimits(maxQueryItemCount: maximum)
        let items = (0..<maximum).map { "k\($0)=v" }
        #expect(Self.rule("/p?" + items.joined(separator: "&"), limits: limits) == nil)
        #expect(Self.rule("/p?" + (items + ["", ""]).joined(separator: "&"), limits: limits) == nil)
        #expect(Self.rule("/p?" + (items + ["extra"]).joined(separator: "&"), limits: limits) == "limit.queryItemCount")
    }

    @Test(
        arguments: [
            ("0", 0), ("65535", 65535), ("00080", 80), ("", nil),
        ] as [(String, Int?)])
    func aPortUpTo65535Parses(port: String, value: Int?) throws {
        #expect(try DeepLinkURL(parsing: "https://ride.example:\(port)/p").port == value)
    }

    /// A port can end the link: the digits stop at its last byte.
    @Test func aPortAtTheEndOfTheLinkParses() throws {
        #expect(try DeepLinkURL(parsing: "https://ride.example:8080").port == 8080)
        #expect(try DeepLinkURL(parsing: "https://ride.example:").port == nil)
    }

    /// ':' is the byte after '9'; it ends the port, it is not an eleventh digit.
    @Test func aColonInsideThePortIsNotADigit() {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "https://ride.example:8:0/p") }
        #expect(error?.rule == "rfc3986.port")
        #expect(
            error?.message
                == "Port '8:0' of 'https://ride.example:8:0/p' is not a number from 0 to 65535; fix or remove the port."
        )
    }

    @Test(arguments: ["65536", "99999", "100000", "9999999999999999999999"])
    func aPortAbove65535IsRejected(port: String) {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "https://ride.example:\(port)/p") }
        #expect(error?.rule == "rfc3986.port")
        #expect(
            error?.message
                == "Port '\(port)' of 'https://ride.example:\(port)/p' is not a number from 0 to 65535; fix or remove the port."
        )
    }

    @Test(
        arguments: [
            ("/.", "no-dot-segments"), ("/..", "no-dot-segments"), ("/a/./b", "no-dot-segments"),
            ("/a/../b", "no-dot-segments"), ("/...", nil), ("/.a", nil), ("/a.", nil), ("/..a", nil),
            ("/%2E", "no-dot-segments"), ("/%2E%2E", "no-dot-segments"), ("/%2e%2e", "no-dot-segments"),
            ("/%2E.", "no-dot-segments"), ("/.%2e", "no-dot-segments"), ("/p/%2e", "no-dot-segments"),
            ("/a%2F..%2Fb", "no-dot-segments"), ("/..%5Cwin", "no-dot-segments"), ("/%2E%2E%2F", "no-dot-segments"),
            ("/%2E%2E%2E", nil), ("/%2Ea", nil), ("/a%2F...", nil), ("/a%2F.b", nil), ("/x?p=..", nil), ("/x#..", nil),
        ] as [(String, String?)])
    func onlyDotAndDotDotAreDotSegments(link: String, rule: String?) {
        #expect(Self.rule(link) == rule)
    }

    @Test(
        arguments: [
            ("a:", nil), ("a1+-.:x", nil), ("1a:x", "rfc3986.scheme"), (":x", "rfc3986.scheme"),
            ("+a:x", "rfc3986.scheme"),
            ("ride", "rfc3986.scheme"), ("Ride://X/p", nil),
        ] as [(String, String?)])
    func aSchemeStartsWithALetter(link: String, rule: String?) {
        #expect(Self.rule(link) == rule)
    }

    @Test func segmentsAuthoritiesAndTrailingSlashes() throws {
        #expect(try DeepLinkURL(parsing: "/a/").pathSegments == ["a"])
        #expect(try DeepLinkURL(parsing: "/a//b").pathSegments == ["a", "", "b"])
        #expect(try DeepLinkURL(parsing: "ride:/x").host == nil)
        #expect(try DeepLinkURL(parsing: "ride:/x").pathSegments == ["x"])
        #expect(try DeepLinkURL(parsing: "ride:x").pathSegments == ["x"])
        #expect(try DeepLinkURL(parsing: "//h/p").host == "h")
        #expect(try DeepLinkURL(parsing: "ride://h").pathSegments == [])
        #expect(try DeepLinkURL(parsing: "ride://").host == "")
    }

    @Test func aParameterNeedsANonEmptySegmentAndAWildcardMayMatchNone() throws {
        let parameter: RoutePattern = "/p/:id/x"
        #expect(try parameter.match(DeepLinkURL(parsing: "/p//x")) == nil)
        #expect(try parameter.match(DeepLinkURL(parsing: "/p/1/x")) != nil)
        let wildcard: RoutePattern = "/p/*rest"
        #expect(try wildcard.match(DeepLinkURL(parsing: "/p"))?["rest"] == "")
        #expect(try wildcard.match(DeepLinkURL(parsing: "/q")) == nil)
        #expect(try RoutePattern("/p/a").match(DeepLinkURL(parsing: "/p")) == nil)
        #expect(try RoutePattern("/p").match(DeepLinkURL(parsing: "/p/a")) == nil)
    }
}
