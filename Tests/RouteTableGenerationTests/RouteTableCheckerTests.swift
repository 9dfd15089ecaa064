import Testing

@testable import RouteTableGeneration

/// The route table checker: good tables become specs, bad ones fail with `file:line: error:` naming the entry.
@Suite struct RouteTableCheckerTests {
    static let goodTable = """
        {
          "type": "ShopRoutes",
          "routes": [
            {
              "name": "product",
              "pattern": "/product/:id(int)",
              "parameters": ["id: int", "ref: string?"],
              "group": "catalog",
              "documentation": "A product page."
            },
            {
              "name": "search",
              "pattern": "/search/:query?",
              "parameters": ["query: string?"],
              "documentation": "Search, with or without a query."
            },
            {
              "name": "review",
              "pattern": "shop://reviews/:rid(uuid)",
              "parameters": ["rid: uuid"],
              "scope": "flow",
              "documentation": "One review."
            }
          ]
        }
        """

    @Test func aGoodTableBecomesASpec() throws {
        let table = try RouteTableChecker.check(file: "Shop.routes.json", text: Self.goodTable)
        #expect(table.typeName == "ShopRoutes")
        #expect(table.routes.map(\.name) == ["product", "search", "review"])
        #expect(table.routes.map(\.line) == [4, 11, 17])
        #expect(
            table.routes[0].parameters == [
                .init(name: "id", type: .int, isOptional: false, isInPath: true),
                .init(name: "ref", type: .string, isOptional: true, isInPath: false),
            ])
        #expect(table.routes[2].isFlowScoped)
    }

    /// A table with one route entry, written on lines 1–3 with the entry on line 2.
    static func table(_ entry: String, and other: String? = nil) -> String {
        "{\"type\": \"T\", \"routes\": [\n\(entry)\(other.map { ",\n" + $0 } ?? "")\n]}"
    }

    @Test(arguments: [
        (
            #"{"name": "Profile", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'Profile' has the bad name 'Profile'; a route name is a lowerCamelCase Swift name that is not a keyword, such as 'profile'"
        ),
        (
            #"{"name": "default", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'default' has the bad name 'default'; a route name is a lowerCamelCase Swift name that is not a keyword, such as 'profile'"
        ),
        (
            #"{"name": "p", "pattern": "/p/:id", "parameters": ["id: float"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p': parameter 'id' has the unknown type 'float'; use one of string, int, uuid, bool, double"
        ),
        (
            #"{"name": "p", "pattern": "/p/:id", "parameters": ["id: int"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p': parameter 'id' is int, so write ':id(int)' in the pattern to let matching check it"
        ),
        (
            #"{"name": "p", "pattern": "/p/:id", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p': the pattern's parameter 'id' is not declared; add \"id: string\" to 'parameters'"
        ),
        (
            #"{"name": "p", "pattern": "/p/:id?", "parameters": ["id: string"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p': parameter 'id' is required but its path segment is optional; add the '?' after its type"
        ),
        (
            #"{"name": "p", "pattern": "/p?x", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p': Pattern '/p?x' has a '?' at byte 2; patterns match paths only, so remove the query and fragment."
        ),
        (
            #"{"name": "p", "pattern": "/p"}"#,
            "x.routes.json:2: error: route 'p' has no 'documentation'; say in a sentence what the link opens"
        ),
        (
            #"{"name": "p", "pattern": "/p", "documentation": "d", "paramters": []}"#,
            "x.routes.json:2: error: route 'p' has the unknown key 'paramters'; use documentation, group, name, parameters, pattern, scope"
        ),
    ])
    func aBadEntryIsNamedAtItsLine(entry: String, message: String) {
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: Self.table(entry))
        }
        #expect(errors?.description == message)
    }

    @Test func duplicateAndConflictingPatternsNameBothRoutes() {
        let first = #"{"name": "user", "pattern": "/u/:id", "parameters": ["id: string"], "documentation": "d"}"#
        let conflict =
            #"{"name": "member", "pattern": "/u/:name", "parameters": ["name: string"], "documentation": "d"}"#
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: Self.table(first, and: conflict))
        }
        #expect(
            errors?.description
                == "x.routes.json:3: error: route 'member': pattern '/u/:name' conflicts with route 'user' ('/u/:id'), which matches the same links; make them differ in a literal or a parameter type"
        )
        let twice = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(
                file: "x.routes.json", text: Self.table(first, and: Self.userAtV))
        }
        #expect(
            twice?.description
                == "x.routes.json:3: error: route 'user' is declared twice (first at line 2); give each route its own name"
        )
    }

    /// The route `user` again, at another pattern.
    static let userAtV = #"{"name": "user", "pattern": "/v/:id", "parameters": ["id: string"], "documentation": "d"}"#

    @Test func typedAndUntypedPatternsCoexist() throws {
        let byID = #"{"name": "user", "pattern": "/u/:id(int)", "parameters": ["id: int"], "documentation": "d"}"#
        let bySlug = #"{"name": "member", "pattern": "/u/:slug", "parameters": ["slug: string"], "documentation": "d"}"#
        let table = try RouteTableChecker.check(file: "x.routes.json", text: Self.table(byID, and: bySlug))
        #expect(table.routes.count == 2)
    }

    @Test(arguments: [
        (
            "[]",
            "x.routes.json:1: error: the route table must be a JSON object with 'type' and 'routes'; wrap the entries in {\"type\": …, \"routes\": […]}"
        ),
        (
            "{\"type\": \"T\"}",
            "x.routes.json:1: error: the route table needs 'routes', an array of route objects; add \"routes\": []"
        ),
        (
            "{\"type\": \"t\", \"routes\": []}",
            "x.routes.json:1: error: the route table's 'type' must be an UpperCamelCase Swift name such as 'RideRoutes'; got 't'"
        ),
    ])
    func aBadTableShapeIsReportedAtLineOne(text: String, message: String) {
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: text)
        }
        #expect(errors?.description == message)
    }

    @Test func invalidJSONFailsWithADiagnostic() {
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: "{\"type\": ")
        }
        #expect(errors?.diagnostics.first?.message.hasPrefix("the route table is not valid JSON") == true)
    }
}
