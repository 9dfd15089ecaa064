import DeepLinks
import Testing

/// How a refused encoded byte in a host is named: a printable byte as itself (a space too), a
/// control byte by its code point.
@Suite struct EncodedHostByteTests {
    @Test(arguments: [
        ("https://a%20b.example/", "' ' as '%20'"), ("https://a%1Fb.example/", "U+001F as '%1F'"),
        ("https://a%7Fb.example/", "U+007F as '%7F'"), ("https://a%21b%3Fc.example/", "'?' as '%3F'"),
    ])
    func aRefusedEncodedHostByteIsNamedAsAPersonReadsIt(link: String, what: String) {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error?.rule == "host.encoded-delimiter")
        let byte = link.contains("%21") ? 13 : 9
        #expect(
            error?.message
                == "The host of '\(link)' encodes \(what) at byte \(byte); a host cannot contain it even encoded, as it would disguise the real host, so remove it from the host."
        )
    }
}
