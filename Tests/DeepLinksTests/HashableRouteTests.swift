import DeepLinks
import Testing

/// Routes an app compares or keeps in a set: equal when they write the same values, as the
/// protocol's documentation promises, including its notes on `Double`.
@Suite struct HashableRouteTests {
    struct Promo: HashableRoute {
        static let pattern: RoutePattern = "/promo/:code"
        let code: String
        var discount: Double?

        init(code: String, discount: Double? = nil) {
            self.code = code
            self.discount = discount
        }

        init(parameters: RouteParameters) throws(DeepLinkError) {
            code = try parameters.value("code")
            discount = try parameters.valueIfPresent("discount")
        }

        func encode(into values: inout RouteValues) {
            values.set("code", code)
            values.set("discount", discount)
        }
    }

    @Test func routesWritingTheSameValuesAreEqualAndHashAlike() {
        #expect(Promo(code: "RIDE10") == Promo(code: "RIDE10"))
        #expect(Promo(code: "RIDE10") != Promo(code: "RIDE20"))
        #expect(Promo(code: "RIDE10", discount: 0.5) != Promo(code: "RIDE10"))
        let kept: Set = [Promo(code: "RIDE10"), Promo(code: "RIDE10"), Promo(code: "RIDE20")]
        #expect(kept.count == 2)
        #expect(kept.contains(Promo(code: "RIDE20")))
        #expect(!kept.contains(Promo(code: "RIDE30")))
        #expect(Promo(code: "RIDE10").hashValue == Promo(code: "RIDE10").hashValue)
    }

    @Test func aDoubleComparesByItsDescription() {
        #expect(Promo(code: "A", discount: -0.0) != Promo(code: "A", discount: 0.0))
        #expect(Promo(code: "A", discount: .nan) == Promo(code: "A", discount: .nan))
    }

    @Test func aRouteReadFromALinkEqualsTheOneItWasPrintedFrom() throws {
        let promo = Promo(code: "RIDE 10", discount: 0.25)
        let link = try promo.url(scheme: "ride", host: "app")
        #expect(try Promo(url: DeepLinkURL(parsing: link.description)) == promo)
    }
}
