import DeepLinks
import Testing

/// Hosts an attacker can shape: percent-encoded delimiters, IP literals, user information,
/// host wildcards in patterns, and redirect loops that exist for one value only.
@Suite struct HostileHostTests {
    @Test(arguments: [
        (
            "https://bank.example%40evil.example/", "'@' as '%40' at byte 20"
        ),
        ("https://bank.example%2Fevil.example/", "'/' as '%2F' at byte 20"),
        ("https://bank.example%00.evil.example/", "U+0000 as '%00' at byte 20"),
        ("https://bank.example%3A443/", "':' as '%3A' at byte 20"),
        ("ride://a%23b/", "'#' as '%23' at byte 8"),
    ])
    func aHostThatEncodesADelimiterIsRejected(link: String, what: String) {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error?.rule == "host.encoded-delimiter")
        #expect(
            error?.message
                == "The host of '\(link)' encodes \(what); a host cannot contain it even encoded, as it would disguise the real host, so remove it from the host."
        )
    }

    @Test func encodedLettersAndUTF8StayAllowedInHosts() throws {
        #expect(try DeepLinkURL(parsing: "https://caf%C3%A9.example/").host == "café.example")
        #expect(try DeepLinkURL(parsing: "https://%52ide.example/").host == "ride.example")
        #expect(try DeepLinkURL(parsing: "https://a%2Db.example/").host == "a-b.example")
        // Bytes from 0x80 up are UTF-8's to judge: a lone continuation byte is bad UTF-8, not a delimiter.
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "https://a%80.example/") }
        #expect(error?.rule == "utf8")
        #expect(try DeepLinkURL(parsing: "https://a%C2%80.example/").host == "a\u{80}.example")
    }

    @Test(arguments: [
        "[]", "[zz]", "[1:2]", "[1::2::3]", "[12345::]", "[:1]", "[1:]", "[1:2:3:4:5:6:7:8:9]",
        "[::ffff:1.2.3.256]", "[::ffff:1.2.3]", "[::ffff:01.2.3.4]", "[1:2:3:4:5:6:7:1.2.3.4]", "[v.x]", "[v1]",
        "[v1.]", "[1.2.3.4]", "[1:2:3:4::5:6:7:8]", "[::1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8::]",
        // An empty first group, a group ending in a byte that is neither ':' nor hex, a fifth IPv4 octet.
        "[:1:2:3:4:5:6:7]", "[::1x]", "[::1.2.3.4.5]", "[::1.2.3.4x]",
        // ':' is the byte after '9'; it is not a digit of an octet.
        "[::1.2.3.1:]",
    ])
    func aMalformedIPLiteralIsRejected(literal: String) {
        let link = "ride://\(literal)/x"
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error?.rule == "rfc3986.ip-literal")
        #expect(
            error?.message
                == "The IP literal '\(literal)' at byte 7 of '\(link)' is not an IPv6 address or 'v<hex>.<text>'; write an address such as '[::1]' or a host name."
        )
    }

    @Test(arguments: [
        "[::]", "[::1]", "[1::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7::]", "[::2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]",
        "[1:2:3:4:5:6:255.255.255.255]", "[FE80::ABCD]", "[v1.x]", "[VF.a:b]", "[::0.0.0.0]",
    ])
    func aWellFormedIPLiteralParses(literal: String) throws {
        #expect(try DeepLinkURL(parsing: "ride://\(literal)/x").host == literal.lowercased())
    }

    @Test(arguments: ["https://user:pass@ride.example/", "https://user@ride.example/", "https://h:80@evil/"])
    func userInformationIsReportedAsSuchNotAsABadPort(link: String) {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error?.rule == "no-userinfo")
        #expect(
            error?.message
                == "'\(link)' has user information before '@', which can disguise the host; remove everything from '//' to '@'."
        )
    }

    @Test func aLoneStarHostMatchesAnyHostOfTheScheme() throws {
        let pattern = try RoutePattern(parsing: "HTTPS://*/promo/:code")
        #expect(pattern.description == "https://*/promo/:code")
        #expect(pattern.scheme == "https")
        #expect(pattern.host == nil)
        #expect(try pattern.match(DeepLinkURL(parsing: "https://a.example/promo/X"))?["code"] == "X")
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://a.example/promo/X")) == nil)
        var values = RouteValues()
        values["code"] = "X"
        #expect(try pattern.url(with: values, host: "b.example").description == "https://b.example/promo/X")
        let error = #expect(throws: DeepLinkError.self) { try pattern.url(with: values) }
        #expect(error?.rule == "pattern.host-wildcard")
    }

    @Test(arguments: ["https://*url", "https://a.*.example/x", "https://**/x", "https://*:8443/x"])
    func aNamedOrMisplacedHostWildcardIsRejected(pattern: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: pattern) }
        #expect(error?.rule == "pattern.host-wildcard")
        #expect(
            error?.message.hasSuffix(
                "a host wildcard is a lone '*' (any host of the scheme, without a port) or '*.domain' (every host below the domain), so write 'https://*', 'https://*.ride.example' or a literal host."
            ) == true)
    }

    @Test(arguments: [false, true])
    func aRedirectLoopForOneValueIsFoundWhicheverRuleComesLast(reversed: Bool) throws {
        let rules = [("/a/:x", "/b/:x"), ("/b/vip", "/a/vip")]
        let ordered = reversed ? Array(rules.reversed()) : rules
        var table = RedirectTable()
        try table.add(from: ordered[0].0, to: ordered[0].1)
        let error = #expect(throws: DeepLinkError.self) { try table.add(from: ordered[1].0, to: ordered[1].1) }
        #expect(error?.code == .redirectLoop)
        #expect(error?.rule == "redirect.acyclic")
        #expect(table.rules.count == 1)
    }

    /// Found by the fuzzer: redirecting a link with a scheme and no authority threw instead of keeping the scheme.
    @Test func aRedirectKeepsTheSchemeOfALinkWithoutAnAuthority() throws {
        var table = RedirectTable()
        try table.add(from: "/old/:id", to: "/item/:id")
        #expect(
            try table.resolve(DeepLinkURL(parsing: "RIDCollectiE:/old/8=s/")).description == "ridcollectie:/item/8=s")
        #expect(try table.resolve(DeepLinkURL(parsing: "ride:/old/8?x=1")).description == "ride:/item/8?x=1")
    }

    @Test func aWildcardLoopThroughALiteralTailIsFound() throws {
        var table = RedirectTable()
        try table.add(from: "/old/*rest", to: "/new/*rest")
        let error = #expect(throws: DeepLinkError.self) { try table.add(from: "/new/x/y", to: "/old/x/y") }
        #expect(error?.code == .redirectLoop)
    }
}
