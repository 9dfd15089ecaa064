import Foundation
import Testing

@testable import DeepLinks

struct ProductReview: Route, Equatable {
    static let pattern: RoutePattern = "/product/:id/review/:rid"
    var id: Int
    var rid: UUID
    var ref: String?

    init(id: Int, rid: UUID, ref: String? = nil) {
        (self.id, self.rid, self.ref) = (id, rid, ref)
    }

    init(parameters: RouteParameters) throws(DeepLinkError) {
        id = try parameters.value("id")
        rid = try parameters.value("rid")
        ref = try parameters.valueIfPresent("ref")
    }

    func encode(into values: inout RouteValues) {
        values.set("id", id)
        values.set("rid", rid)
        values.set("ref", ref)
    }
}

struct Profile: Route, Equatable {
    enum Tab: String, Sendable { case rides, settings }
    static let pattern: RoutePattern = "ride://profile/:userID"
    var userID: String
    var tab: Tab?

    init(userID: String, tab: Tab? = nil) {
        (self.userID, self.tab) = (userID, tab)
    }

    init(parameters: RouteParameters) throws(DeepLinkError) {
        userID = try parameters.value("userID")
        tab = try parameters.valueIfPresent("tab")
    }

    func encode(into values: inout RouteValues) {
        values.set("userID", userID)
        values.set("tab", tab)
    }
}

struct HelpPage: Route, Equatable {
    static let pattern: RoutePattern = "/help/*topic"
    var topic: String

    init(topic: String) { self.topic = topic }

    init(parameters: RouteParameters) throws(DeepLinkError) {
        topic = parameters["topic"] ?? ""
    }

    func encode(into values: inout RouteValues) {
        values["topic"] = topic
    }
}

@Suite struct RouteTests {
    static let rid = UUID(uuidString: "0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F")!

    @Test(arguments: [
        (Profile(userID: "42"), "ride://profile/42"),
        (Profile(userID: "42", tab: .settings), "ride://profile/42?tab=settings"),
        (Profile(userID: "a b/c?d&e", tab: .rides), "ride://profile/a%20b%2Fc%3Fd&e?tab=rides"),
        (Profile(userID: "Zoë 🚕"), "ride://profile/Zo%C3%AB%20%F0%9F%9A%95"),
    ])
    func profileRoundTrips(route: Profile, link: String) throws {
        #expect(try route.url.description == link)
        #expect(try Profile(parsing: link) == route)
        #expect(try Profile(url: route.url) == route)
    }

    @Test(arguments: [
        (ProductReview(id: 7, rid: rid), "/product/7/review/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F"),
        (
            ProductReview(id: -1, rid: rid, ref: "a=b&c+d"),
            "/product/-1/review/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F?ref=a%3Db%26c%2Bd"
        ),
    ])
    func reviewRoundTrips(route: ProductReview, link: String) throws {
        #expect(try route.url.description == link)
        #expect(try ProductReview(parsing: link) == route)
        #expect(
            try route.url(scheme: "https", host: "ride.example").description == "https://ride.example" + link)
        #expect(try ProductReview(parsing: "https://ride.example" + link) == route)
    }

    @Test(arguments: [
        (HelpPage(topic: "payments/refunds"), "/help/payments/refunds"),
        (HelpPage(topic: ""), "/help"),
        (HelpPage(topic: "a b"), "/help/a%20b"),
    ])
    func wildcardRoundTrips(route: HelpPage, link: String) throws {
        #expect(try route.url.description == link)
        #expect(try HelpPage(parsing: link) == route)
    }

    @Test func aLinkForAnotherRouteIsUnknown() throws {
        let error = try #require(throws: DeepLinkError.self) { try Profile(parsing: "ride://payments/42") }
        #expect(error.code == .unknownRoute)
        #expect(
            error.message
                == "No route matches 'ride://payments/42'; register a pattern for it or check the link for typos.")
    }

    @Test func aValueThatDoesNotConvertNamesTheParameter() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try ProductReview(parsing: "/product/seven/review/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F")
        }
        #expect(error.detail == .parameter(name: "id", value: "seven", expectedType: "Int"))
    }

    @Test func tablesDecodeTypedRoutes() throws {
        var table = RouteTable<String>()
        try table.register(Profile.self, "profile")
        try table.register(ProductReview.self, "review")
        let match = try table.resolve(DeepLinkURL(parsing: "ride://profile/9?tab=rides"))
        #expect(match.value == "profile")
        #expect(try match.route(as: Profile.self) == Profile(userID: "9", tab: .rides))
    }

    @Test func valuesKeepTheirOrderAndCanBeRemoved() {
        var values = RouteValues()
        values["b"] = "1"
        values["a"] = "2"
        values["b"] = "3"
        values.set("c", Optional<Int>.none)
        #expect(values.items == [.init(name: "b", value: "3"), .init(name: "a", value: "2")])
        values["b"] = nil
        #expect(values.items == [.init(name: "a", value: "2")])
    }

    @Test func aRouteThatLeavesOutAPathParameterThrowsATypedError() {
        let error = #expect(throws: DeepLinkError.self) {
            _ = try RoutePattern("/p/:id").url(with: RouteValues())
        }
        #expect(error?.code == .invalidParameter)
        #expect(error?.rule == "parameter.non-empty")
        #expect(
            error?.message
                == "Path parameter ':id' of '/p/:id' has no value, and a link cannot carry an empty path segment; give the route a non-empty 'id' or make it a query item."
        )
    }

    @Test(arguments: [
        ("..", "'ride://profile/:userID'", "userID"), (".", "'ride://profile/:userID'", "userID"),
        ("a/../b", "'ride://profile/:userID'", "userID"),
    ])
    func aPathValueThatIsADotSegmentIsRefusedWhenPrinted(value: String, pattern: String, name: String) {
        let error = #expect(throws: DeepLinkError.self) { _ = try Profile(userID: value).url }
        #expect(error?.code == .invalidParameter)
        #expect(error?.rule == "no-dot-segments")
        #expect(
            error?.message
                == "Path parameter '\(name)' of \(pattern) is '\(value)', which is or holds the dot segment '.' or '..', and links with dot segments are rejected even when encoded; give the route another value or make '\(name)' a query item."
        )
    }

    @Test func aWildcardValueWithADotSegmentIsRefusedWhenPrinted() {
        let error = #expect(throws: DeepLinkError.self) { _ = try HelpPage(topic: "a/../../etc").url }
        #expect(error?.rule == "no-dot-segments")
        #expect(
            error?.detail == .parameter(name: "topic", value: "a/../../etc", expectedType: "text without dot segments"))
    }

    @Test func aRouteWithAnEmptyPathParameterThrowsInsteadOfTrapping() {
        let error = #expect(throws: DeepLinkError.self) { _ = try Profile(userID: "", tab: nil).url }
        #expect(error?.rule == "parameter.non-empty")
        #expect(
            error?.message
                == "Path parameter ':userID' of 'ride://profile/:userID' is empty, and a link cannot carry an empty path segment; give the route a non-empty 'userID' or make it a query item."
        )
    }
}
