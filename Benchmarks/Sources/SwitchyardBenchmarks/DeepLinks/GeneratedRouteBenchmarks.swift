import DeepLinks

/// The hand-written twin of the generated `BenchRoutes.Review`: same pattern, values and conversions.
private struct HandWrittenReview: Route, Hashable {
    static let pattern: RoutePattern = "/product/:id(int)/review/:rid(int)"
    var id: Int
    var rid: Int
    var ref: String?

    init(id: Int, rid: Int, ref: String?) {
        (self.id, self.rid, self.ref) = (id, rid, ref)
    }

    init(parameters: RouteParameters) throws(DeepLinkError) {
        id = try parameters.value("id", as: Int.self)
        rid = try parameters.value("rid", as: Int.self)
        ref = try parameters.valueIfPresent("ref", as: String.self)
    }

    func encode(into values: inout RouteValues) {
        values.set("id", id)
        values.set("rid", rid)
        values.set("ref", ref)
    }
}

/// Opening a generated route against a hand-written one: print the link, match it in a
/// 1,000-route table, and read the route back, as `hub.open(route)` does before its handler runs.
func runGeneratedRouteBenchmarks() {
    var table = RouteTable<Int>()
    try! table.register(HandWrittenReview.pattern, 0)
    for index in 1..<1_000 { try! table.register("/section\(index)/items/:id(int)", index) }
    let handWritten = measure("hand-written Route open", iterations: 200_000) {
        let route = HandWrittenReview(id: 12_345, rid: 98_765, ref: "push")
        let match = table.match(try! route.url)!
        blackHole(try! HandWrittenReview(parameters: match.parameters))
    }
    let generated = measure("generated Route open", iterations: 200_000) {
        let route = BenchRoutes.review(id: 12_345, rid: 98_765, ref: "push")
        let match = table.match(try! route.url)!
        blackHole(try! BenchRoutes.Review(parameters: match.parameters))
    }
    report(generated, against: handWritten, goal: 1.05)
}
