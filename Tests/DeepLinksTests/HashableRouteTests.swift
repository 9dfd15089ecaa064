import DeepLinks
import Testing

/// Routes an app compares or keeps in a set: equal when they write the same values, as the
/// protocol's documentation promises, including its notes on `Double`.
@Suite struct HashableRouteTests {
    struct Fare: HashableRoute {
        static let pattern: RoutePattern = "/fare/:amount"
        let amount: Double

        init(_ amount: Double) { self.amount = amount }
        init(parameters: RouteParameters) throws(DeepLinkError) { amount = try parameters.value("amount") }
        func encode(into values: inout RouteValues) { values.set("amount", amount) }
    }

    @Test func routesWritingTheSameValuesAreEqualAndHashAlike() {
        #expect(Fare(10) == Fare(10))
        #expect(Fare(10) != Fare(12.5))
        let kept: Set = [Fare(10), Fare(10), Fare(12.5)]
        #expect(kept.count == 2)
        #expect(kept.contains(Fare(12.5)))
        #expect(!kept.contains(Fare(7)))
        #expect(Fare(10).hashValue == Fare(10).hashValue)
    }

    @Test func aDoubleComparesByItsDescription() {
        #expect(Fare(-0.0) != Fare(0.0))
        #expect(Fare(.nan) == Fare(.nan))
        #expect(Set([Fare(.nan), Fare(.nan)]).count == 1)
    }

    @Test func aRouteReadFromALinkEqualsTheOneItWasPrintedFrom() throws {
        let fare = Fare(12.75)
        let link = try fare.url(scheme: "ride", host: "app")
        #expect(link.description == "ride://app/fare/12.75")
        #expect(try Fare(url: DeepLinkURL(parsing: link.description)) == fare)
    }
}
