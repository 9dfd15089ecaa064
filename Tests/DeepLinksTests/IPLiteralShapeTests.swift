import DeepLinks
import Testing

/// IP literals a hostile link can shape around the edges `HostileHostTests` does not reach: a lone
/// colon, a group that ends in a letter that is not hex, an IPv4 tail with an empty, a colon-split
/// or a trailing-dot octet, and the digit 9 in a tail.
@Suite struct IPLiteralShapeTests {
    @Test(arguments: [
        "[:]", "[1g2::]", "[1g2:3:4:5:6:7:8]", "[::1..2.3]", "[::1.2.3:4]", "[::1.2.3.]", "[::1.2.3.:]", "[::.1.2.3]",
    ])
    func aMalformedLiteralIsRejectedNamingItsByte(literal: String) {
        let link = "ride://\(literal)/x"
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error?.code == .invalidURL)
        #expect(error?.rule == "rfc3986.ip-literal")
        #expect(
            error?.message
                == "The IP literal '\(literal)' at byte 7 of '\(link)' is not an IPv6 address or 'v<hex>.<text>'; write an address such as '[::1]' or a host name."
        )
    }

    @Test(arguments: ["[::9.9.9.9]", "[::199.99.9.249]", "[1:2:3:4:5:6:9.0.0.9]", "[::]"])
    func aLiteralWithNinesInItsIPv4TailParses(literal: String) throws {
        #expect(try DeepLinkURL(parsing: "ride://\(literal)/x").host == literal)
    }
}
