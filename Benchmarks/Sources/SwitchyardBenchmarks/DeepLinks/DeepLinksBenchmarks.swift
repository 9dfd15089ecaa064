import DeepLinks
import Foundation
import RoutingKit

/// DeepLinks against `URLComponents` + RoutingKit's `TrieRouter`, with the same routes.
///
/// Both sides parse the same typical deep link, find its route, and read its two path parameters
/// and one query item; RoutingKit gets the path split the way Vapor splits it.
func runDeepLinksBenchmarks() {
    let link = "https://ride.example/product/12345/review/98765?ref=push&utm_source=mail"
    var ours: [Int: Measurement] = [:]
    for size in [100, 1_000, 10_000] {
        let patterns = deepLinkPatterns(count: size)
        ours[size] = measureOurMatch(link: link, patterns: patterns, size: size)
        let theirs = measureRoutingKitMatch(link: link, patterns: patterns, size: size)
        report(ours[size]!, against: theirs, goal: 0.25)
    }
    let flat = Measurement(name: "DeepLinks 100 routes", nanosecondsPerOperation: ours[100]!.nanosecondsPerOperation)
    report(ours[10_000]!, against: flat, goal: 1.3)

    let patterns = deepLinkPatterns(count: 10_000)
    let registerOurs = measure("DeepLinks register 10k routes", iterations: 5) {
        var table = RouteTable<Int>()
        for (index, pattern) in patterns.enumerated() { try! table.register(pattern, index) }
        blackHole(table)
    }
    let registerTheirs = measure("TrieRouter register 10k routes", iterations: 5) {
        let router = TrieRouter(Int.self)
        for (index, pattern) in untypedPatterns(patterns) { router.register(index, at: pattern.pathComponents) }
        blackHole(router)
    }
    report(registerOurs, against: registerTheirs, goal: 0.3)
    runGeneratedRouteBenchmarks()
}

/// `count` distinct patterns of the usual shapes, including the one the benchmark link hits; a
/// quarter of the shapes, and the hit one, have typed segments (`:id(int)` next to `:slug`).
private func deepLinkPatterns(count: Int) -> [String] {
    var patterns = [
        "/product/:id(int)/review/:rid(int)", "/product/:slug/review/:rid", "/product/:id(int)", "/product/new",
    ]
    var index = 0
    while patterns.count < count {
        switch index % 4 {
        case 0: patterns.append("/section\(index)/items/:id(int)")
        case 1: patterns.append("/section\(index)/items/:id/reviews/:rid(uuid)")
        case 2: patterns.append("/section\(index)/settings")
        default: patterns.append("/section\(index)/:tab/details")
        }
        index += 1
    }
    return patterns
}

/// The patterns as RoutingKit registers them, numbered; typed and untyped twins become one route.
private func untypedPatterns(_ patterns: [String]) -> [(Int, String)] {
    var seen: Set<String> = []
    return patterns.enumerated().compactMap { index, pattern in
        let plain = untyped(pattern).replacingOccurrences(of: ":slug", with: ":id")
        return seen.insert(plain).inserted ? (index, plain) : nil
    }
}

/// A pattern as RoutingKit writes it: no parameter types, which it cannot match on.
private func untyped(_ pattern: String) -> String {
    pattern.replacingOccurrences(of: "(int)", with: "").replacingOccurrences(of: "(uuid)", with: "")
}

/// Parse with ``DeepLinkURL``, match with ``RouteTable``, read `id`, `rid` and `ref`.
private func measureOurMatch(link: String, patterns: [String], size: Int) -> Measurement {
    var table = RouteTable<Int>()
    for (index, pattern) in patterns.enumerated() { try! table.register(pattern, index) }
    return measure("DeepLinks parse+match \(size) routes", iterations: 200_000) {
        let url = try! DeepLinkURL(parsing: link)
        let match = table.match(url)!
        blackHole((match.value, match.parameters["id"], match.parameters["rid"], match.parameters["ref"]))
    }
}

/// Parse with `URLComponents`, match with `TrieRouter`, read `id`, `rid` and `ref`.
private func measureRoutingKitMatch(link: String, patterns: [String], size: Int) -> Measurement {
    let router = TrieRouter(Int.self)
    for (index, pattern) in untypedPatterns(patterns) { router.register(index, at: pattern.pathComponents) }
    return measure("URLComponents+TrieRouter \(size) routes", iterations: 50_000) {
        let components = URLComponents(string: link)!
        let path = components.percentEncodedPath.split(separator: "/").map(String.init)
        var parameters = Parameters()
        let output = router.route(path: path, parameters: &parameters)!
        let ref = components.queryItems?.first { $0.name == "ref" }?.value
        blackHole((output, parameters.get("id"), parameters.get("rid"), ref))
    }
}
