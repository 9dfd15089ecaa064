import DeepLinks
import Testing

/// Host wildcards for subdomains: `scheme://*.domain` matches every host below the domain.
@Suite struct SubdomainPatternTests {
    @Test func aSubdomainWildcardMatchesHostsBelowTheDomainOnly() throws {
        let pattern = try RoutePattern(parsing: "HTTPS://*.Ride.Example/p/:id")
        #expect(pattern.description == "https://*.ride.example/p/:id")
        #expect(pattern.hostSuffix == "ride.example")
        #expect(pattern.host == nil)
        var table = RouteTable<String>()
        try table.register(pattern, "subdomain")
        try table.register("https://*/p/:id", "any host")
        try table.register("https://www.ride.example/p/:id", "literal")
        for (link, expected) in [
            ("https://eu.ride.example/p/1", "subdomain"), ("https://a.b.ride.example/p/1", "subdomain"),
            ("https://www.ride.example/p/1", "literal"), ("https://ride.example/p/1", "any host"),
            ("https://evilride.example/p/1", "any host"), ("https://ride.example.evil/p/1", "any host"),
            ("https://eu.ride.example:8443/p/1", "any host"), ("https://.ride.example/p/1", "any host"),
        ] {
            let url = try DeepLinkURL(parsing: link)
            #expect(table.match(url)?.value == expected, "\(link)")
            #expect(table.match(url)?.pattern.match(url) != nil, "\(link)")
            #expect(
                (pattern.match(url) != nil) == (expected == "subdomain" || link.hasPrefix("https://www.")), "\(link)")
        }
    }

    @Test func aSubdomainWildcardCanCarryAPort() throws {
        var table = RouteTable<String>()
        try table.register("https://*.ride.example:8443/p", "8443")
        try table.register("https://*.ride.example/p", "default")
        #expect(try table.match(DeepLinkURL(parsing: "https://eu.ride.example:8443/p"))?.value == "8443")
        #expect(try table.match(DeepLinkURL(parsing: "https://eu.ride.example:443/p"))?.value == "default")
        #expect(try table.match(DeepLinkURL(parsing: "https://eu.ride.example:80/p")) == nil)
    }

    @Test func specificityRanksASubdomainWildcardBetweenALiteralAndAnyHost() {
        #expect(RoutePattern("https://a.example/p").specificity(forSegmentCount: 1) == [3, 3, 3, 1])
        #expect(RoutePattern("https://*.example/p").specificity(forSegmentCount: 1) == [3, 2, 3, 1])
        #expect(RoutePattern("https://*/p").specificity(forSegmentCount: 1) == [3, 1, 3, 1])
    }

    @Test func printingNeedsAHostBelowTheDomain() throws {
        let pattern: RoutePattern = "https://*.ride.example/p/:id"
        var values = RouteValues()
        values["id"] = "1"
        #expect(try pattern.url(with: values, host: "eu.ride.example").description == "https://eu.ride.example/p/1")
        for host in [nil, "ride.example", "evil.example"] as [String?] {
            let error = #expect(throws: DeepLinkError.self) { try pattern.url(with: values, host: host) }
            #expect(error?.rule == "pattern.host-wildcard")
        }
    }

    @Test(arguments: ["https://*./p", "https://*.a..b/p", "https://*x.example/p", "https://a.*.example/p"])
    func aMalformedSubdomainWildcardIsRejected(text: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.code == .invalidPattern)
    }
}
