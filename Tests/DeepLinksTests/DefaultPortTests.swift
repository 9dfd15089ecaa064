import DeepLinks
import Testing

/// A link that names its scheme's default port is the same link as one that names none.
@Suite struct DefaultPortTests {
    @Test(arguments: [("http", 80), ("ws", 80), ("https", 443), ("wss", 443)])
    func aLinkWithTheSchemesDefaultPortMatchesAPatternWithoutOne(scheme: String, port: Int) throws {
        var table = RouteTable<String>()
        try table.register("\(scheme)://ride.example/live", "live")
        #expect(try table.match(DeepLinkURL(parsing: "\(scheme)://ride.example:\(port)/live"))?.value == "live")
        #expect(try table.match(DeepLinkURL(parsing: "\(scheme)://ride.example/live"))?.value == "live")
        #expect(try table.match(DeepLinkURL(parsing: "\(scheme)://ride.example:8443/live")) == nil)
        #expect(try RoutePattern(parsing: "\(scheme)://ride.example:\(port)/live").port == nil)
    }

    @Test func aPortThatIsAnotherSchemesDefaultStillCounts() throws {
        var table = RouteTable<String>()
        try table.register("wss://ride.example/live", "live")
        #expect(try table.match(DeepLinkURL(parsing: "wss://ride.example:80/live")) == nil)
        #expect(try table.match(DeepLinkURL(parsing: "ws://ride.example:443/live")) == nil)
    }
}
