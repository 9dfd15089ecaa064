import DeepLinks
import Testing

/// What each kind of pattern segment says about itself.
@Suite struct PatternSegmentTests {
    @Test(
        arguments: [
            (PatternSegment.literal("product"), "product", false, nil),
            (.literal(":id"), "%3Aid", false, nil),
            (.literal("*all"), "%2Aall", false, nil),
            (.parameter("id"), ":id", true, "id"),
            (.typedParameter("id", .int), ":id(int)", true, "id"),
            (.typedParameter("rid", .uuid), ":rid(uuid)", true, "rid"),
            (.wildcard("path"), "*path", false, "path"),
            (.wildcard(nil), "*", false, nil),
        ] as [(PatternSegment, String, Bool, String?)])
    func aSegmentPrintsItselfAndSaysWhetherItCaptures(
        segment: PatternSegment, text: String, isParameter: Bool, name: String?
    ) {
        #expect(segment.description == text)
        #expect(segment.isParameter == isParameter)
        #expect(segment.parameterName == name)
    }

    @Test func aTypedParametersSegmentsAreParametersOfThePattern() throws {
        let pattern = try RoutePattern(parsing: "/u/:id(int)/r/:rid(uuid)/*rest")
        #expect(pattern.segments.filter(\.isParameter).compactMap(\.parameterName) == ["id", "rid"])
        #expect(pattern.parameterNames == ["id", "rid", "rest"])
    }
}
