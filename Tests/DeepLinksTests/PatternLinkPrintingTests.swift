import DeepLinks
import Testing

/// Links an app prints from a pattern (`url(with:scheme:host:)`): the host a `*.domain` pattern
/// accepts, the port it carries, a bare root, a wildcard value with empty parts, and bytes a path
/// keeps as they are.
@Suite struct PatternLinkPrintingTests {
    private static let promo: RoutePattern = "https://*.ride.example:8443/promo/:code"

    private static var code: RouteValues {
        var values = RouteValues()
        values["code"] = "X"
        return values
    }

    @Test func aSubdomainPatternPrintsTheHostItIsGivenWithItsPort() throws {
        let link = try Self.promo.url(with: Self.code, host: "a.ride.example")
        #expect(link.description == "https://a.ride.example:8443/promo/X")
        #expect(Self.promo.match(link)?["code"] == "X")
    }

    @Test(arguments: ["ride.example", ".ride.example", "attacker-with-a-long-name.example", "ride.example.evil"])
    func aSubdomainPatternRefusesAHostThatIsNotBelowItsDomain(host: String) {
        let error = #expect(throws: DeepLinkError.self) { try Self.promo.url(with: Self.code, host: host) }
        #expect(error?.code == .invalidParameter)
        #expect(error?.rule == "pattern.host-wildcard")
        #expect(
            error?.message
                == "Pattern 'https://*.ride.example:8443/promo/:code' matches every host below 'ride.example', so printing a link from it needs such a host; pass one as host: to url(with:scheme:host:) or url(scheme:host:)."
        )
    }

    @Test func aLiteralHostPatternPrintsItsPortAndAPathPatternTheGivenHostWithout() throws {
        let literal: RoutePattern = "ride://h:8443/x"
        #expect(try literal.url(with: RouteValues()).description == "ride://h:8443/x")
        let path: RoutePattern = "/x"
        #expect(try path.url(with: RouteValues(), scheme: "ride", host: "h").description == "ride://h/x")
    }

    @Test func theRootPatternPrintsASlashWithOrWithoutAQuery() throws {
        let root: RoutePattern = "/"
        #expect(try root.url(with: RouteValues()).description == "/")
        var values = RouteValues()
        values["a"] = "1"
        #expect(try root.url(with: values).description == "/?a=1")
    }

    @Test func aWildcardValueKeepsItsEmptyParts() throws {
        let files: RoutePattern = "/files/*path"
        var values = RouteValues()
        values["path"] = "a//b/"
        let link = try files.url(with: values)
        #expect(link.description == "/files/a//b/")
        #expect(link.pathSegments == ["files", "a", "", "b"])
    }

    @Test func anAtSignStaysAsItIsInAPathSegmentAndAQueryValue() throws {
        let link = try DeepLinkURL(parsing: "ride://h/u/a@b?to=c@d")
        #expect(link.pathSegments == ["u", "a@b"])
        #expect(link.queryItems.first { $0.name == "to" }?.value == "c@d")
        let pattern: RoutePattern = "/u/:name"
        var values = RouteValues()
        values["name"] = "a@b"
        values["to"] = "c@d"
        #expect(try pattern.url(with: values).description == "/u/a@b?to=c@d")
    }
}
