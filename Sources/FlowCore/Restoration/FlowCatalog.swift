/// Every flow a tree can build, found by building each rule's child flow on its own, by name.
///
/// Restoring history needs the `State` type of flows that are no longer on the path; the
/// catalog finds them without routing anything. Names are unique in a tree in practice; when
/// two flows share one, the first found is kept.
@MainActor
struct FlowCatalog {
    private(set) var flows: [String: FlowHandle] = [:]

    /// Builds the catalog from `tops`, at most `depth` levels deep.
    init(tops: [FlowHandle], depth: Int = 32) {
        var level = tops
        for _ in 0..<depth where !level.isEmpty {
            var next: [FlowHandle] = []
            for flow in level where flows[flow.name] == nil {
                flows[flow.name] = flow
                next += flow.savable.buildChildren().map(\.flow)
            }
            level = next
        }
    }

    subscript(name: String) -> FlowHandle? { flows[name] }
}
