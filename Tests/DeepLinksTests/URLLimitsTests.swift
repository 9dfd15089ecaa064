import Testing

@testable import DeepLinks

@Suite(.timeLimit(.minutes(1))) struct URLLimitsTests {
    static let tight = URLLimits(maxLength: 40, maxSegmentCount: 3, maxSegmentLength: 5, maxQueryItemCount: 2)

    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let limit: URLLimits.Limit
        let seen: Int
        let maximum: Int
        let message: String
        var testDescription: String { "\(limit): \(link)" }
    }

    static let cases: [Case] = [
        Case(
            link: "/" + String(repeating: "a", count: 40), limit: .totalLength, seen: 41, maximum: 40,
            message:
                "The link '/\(String(repeating: "a", count: 40))' is 41 bytes long, over the limit of 40 bytes (totalLength); shorten the link or raise URLLimits.maxLength."
        ),
        Case(
            link: "/a/b/c/d/e/", limit: .segmentCount, seen: 5, maximum: 3,
            message:
                "The link '/a/b/c/d/e/' has 5 path segments, over the limit of 3 (segmentCount); shorten the link or raise URLLimits.maxSegmentCount."
        ),
        Case(
            link: "/a/toolong", limit: .segmentLength, seen: 7, maximum: 5,
            message:
                "Path segment 2 of '/a/toolong' is 7 bytes long, over the limit of 5 bytes (segmentLength); shorten the link or raise URLLimits.maxSegmentLength."
        ),
        // Empty items after the limit ("&&", a trailing "&") are not counted either.
        Case(
            link: "/a?x=1&y=2&z&&w=4&", limit: .queryItemCount, seen: 4, maximum: 2,
            message:
                "The link '/a?x=1&y=2&z&&w=4&' has 4 query items, over the limit of 2 (queryItemCount); shorten the link or raise URLLimits.maxQueryItemCount."
        ),
        Case(
            link: "/a?x=1&&y=2&z&w=4#f&g", limit: .queryItemCount, seen: 4, maximum: 2,
            message:
                "The link '/a?x=1&&y=2&z&w=4#f&g' has 4 query items, over the limit of 2 (queryItemCount); shorten the link or raise URLLimits.maxQueryItemCount."
        ),
    ]

    @Test(arguments: cases)
    func namesTheLimitAndTheValueSeen(_ limitCase: Case) throws {
        let error = try #require(throws: DeepLinkError.self) {
            try DeepLinkURL(parsing: limitCase.link, limits: Self.tight)
        }
        #expect(error.code == .invalidURL)
        #expect(error.rule == "limit.\(limitCase.limit)")
        #expect(error.detail == .limit(limitCase.limit, seen: limitCase.seen, maximum: limitCase.maximum))
        #expect(error.message == limitCase.message)
    }

    @Test func acceptsLinksAtTheLimits() throws {
        let url = try DeepLinkURL(parsing: "/a/bbbbb/c/?x=1&y=2", limits: Self.tight)
        #expect(url.pathSegments == ["a", "bbbbb", "c"])
        #expect(url.queryItems.count == 2)
    }

    @Test func defaultsAreDocumented() {
        let limits = URLLimits.default
        #expect(limits.maxLength == 4096)
        #expect(limits.maxSegmentCount == 32)
        #expect(limits.maxSegmentLength == 256)
        #expect(limits.maxQueryItemCount == 64)
        #expect(URLLimits.Limit.allCases.map { limits[$0] } == [4096, 32, 256, 64])
    }

    @Test func rejectsAHugeHostileLinkBeforeScanningIt() throws {
        let link = "ride://x/" + String(repeating: "%", count: 1_000_000)
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        #expect(error.detail == .limit(.totalLength, seen: 1_000_009, maximum: 4096))
    }

    @Test func limitsMustBePositive() async {
        await #expect(processExitsWith: .failure) {
            _ = URLLimits(maxLength: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = URLLimits(maxSegmentCount: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = URLLimits(maxSegmentLength: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = URLLimits(maxQueryItemCount: -1)
        }
    }

    @Test func theSmallestLimitsAreAccepted() {
        let limits = URLLimits(maxLength: 1, maxSegmentCount: 1, maxSegmentLength: 1, maxQueryItemCount: 0)
        #expect(URLLimits.Limit.allCases.map { limits[$0] } == [1, 1, 1, 0])
    }
}
