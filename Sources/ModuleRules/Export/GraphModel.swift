/// The nodes, colours and edges of an export, with each violating edge labelled by its rule.
struct GraphModel {
    struct Node {
        var name: String
        var type: String?
    }

    struct Edge: Hashable {
        var from: String
        var to: String
        /// The rule the edge violates, or `nil` for a legal edge.
        var violation: String?
        /// Whether the edge is an import without a declared dependency.
        var undeclared = false
    }

    static let palette = ["#a6cee3", "#b2df8a", "#fdbf6f", "#cab2d6", "#ffff99", "#fb9a99", "#8dd3c7", "#d9d9d9"]
    static let violationColor = "#d62728"

    var nodes: [Node]
    var edges: [Edge]
    var typeColors: [(type: String, color: String)]

    init(report: ValidationReport, configuration: RulesConfiguration?) {
        nodes = report.graph.modules.map { Node(name: $0.name, type: report.moduleTypes[$0.name]) }
        let typeNames = Set(report.moduleTypes.values).union(configuration?.types.map(\.name) ?? []).sorted()
        let configured = Dictionary(
            (configuration?.types ?? []).compactMap { type in type.color.map { (type.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        var free = GraphModel.palette.filter { !configured.values.contains($0) }
        if free.isEmpty { free = GraphModel.palette }
        var next = 0
        typeColors = typeNames.map { name in
            if let color = configured[name] { return (name, color) }
            defer { next += 1 }
            return (name, free[next % free.count])
        }
        var violations: [String: String] = [:]
        var undeclared: [Edge] = []
        for diagnostic in report.diagnostics where diagnostic.severity == .error {
            if diagnostic.rule == .dependencyCycle {
                for (offset, from) in diagnostic.cycle.enumerated() {
                    let to = diagnostic.cycle[(offset + 1) % diagnostic.cycle.count]
                    if violations[from + " " + to] == nil { violations[from + " " + to] = diagnostic.rule.rawValue }
                }
            } else if diagnostic.rule == .undeclaredImport, let from = diagnostic.from, let to = diagnostic.to {
                let edge = Edge(from: from, to: to, violation: diagnostic.rule.rawValue, undeclared: true)
                if !undeclared.contains(edge) { undeclared.append(edge) }
            } else if let from = diagnostic.from, let to = diagnostic.to {
                violations[from + " " + to] = diagnostic.rule.rawValue
            }
        }
        let known = Set(nodes.map(\.name))
        edges =
            report.graph.modules.flatMap { module in
                module.dependencies.filter { known.contains($0.name) }.map { dependency in
                    Edge(
                        from: module.name, to: dependency.name,
                        violation: violations[module.name + " " + dependency.name])
                }
            } + undeclared
    }

    func color(of type: String?) -> String? {
        typeColors.first { $0.type == type }?.color
    }
}
