/// Every flow a tree can build, each built on its own (nothing routed), by its place in the tree.
///
/// Restoration reads it twice: to decode each saved state as its flow's type, and to check that
/// every place a saved layout names is a place of the tree whose rule shows screens.
@MainActor
struct FlowCatalog {
    /// The flows, by the key of the place each stands at.
    private(set) var flows: [PlaceKey: FlowHandle] = [:]

    /// How many levels below each top are built.
    let depth: Int

    /// Builds the catalog from `tops` (the root under ``PlaceKey/root``, overlays under their keys), at most `depth` levels deep.
    init(tops: [(flow: FlowHandle, parent: PlaceKey)], depth: Int) {
        self.depth = depth
        for top in tops { add(top: top.flow, parent: top.parent) }
    }

    /// Adds `top` (a chain's top flow under `parent`) and every flow its rules can build below it.
    mutating func add(top: FlowHandle, parent: PlaceKey) {
        var level = [(flow: top, place: Self.place(of: top, rule: nil, under: parent))]
        for _ in 0..<depth where !level.isEmpty {
            var next: [(flow: FlowHandle, place: PlaceKey)] = []
            for (flow, place) in level where flows[place] == nil {
                flows[place] = flow
                for (rule, child) in flow.savable.buildChildren() {
                    next.append((child, Self.place(of: child, rule: rule.name, under: place)))
                }
            }
            level = next
        }
    }

    /// The place key of `flow` routed by `rule` (`nil` for a chain's top) under `parent`, as the navigator computes it.
    static func place(of flow: FlowHandle, rule: String?, under parent: PlaceKey) -> PlaceKey {
        var key = parent
        key.combine(rule ?? "")
        key.combine(flow.name)
        return key
    }

    subscript(place: PlaceKey) -> FlowHandle? { flows[place] }

    /// How to decode each flow's state by its name.
    var stateDecoders: StateDecoders {
        var decoders = StateDecoders()
        for flow in flows.values {
            if let decoding = flow.savable.stateDecoding {
                decoders.add(flow: flow.name, type: decoding.type, decode: decoding.decode)
            }
        }
        return decoders
    }
}
