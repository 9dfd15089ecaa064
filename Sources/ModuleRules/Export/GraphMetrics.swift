/// Structure figures of a module graph, for `switchyard graph --metrics`: per module its fan-in, fan-out,
/// instability and height, and for the graph its height.
///
/// Fan-in counts the modules of the graph that depend on a module, fan-out the modules it depends on;
/// instability is fan-out / (fan-in + fan-out) (Robert C. Martin's I: 0 for a module everything leans on,
/// 1 for one nothing depends on). Height is the longest dependency chain below a module (0 for a module
/// with no dependency in the graph); a cycle's edges back into the chain being measured are not followed.
///
/// ```swift
/// let metrics = GraphMetrics(graph)
/// print(metrics.height, metrics.modules.first?.instability ?? 0)
/// ```
public struct GraphMetrics: Hashable, Sendable {
    /// The figures of one module.
    public struct Entry: Hashable, Sendable {
        /// The module.
        public var name: String
        /// How many modules of the graph depend on it.
        public var fanIn: Int
        /// How many modules of the graph it depends on.
        public var fanOut: Int
        /// The longest dependency chain below it.
        public var height: Int

        /// fan-out / (fan-in + fan-out), or 0 for a module with no edges.
        public var instability: Double {
            fanIn + fanOut == 0 ? 0 : Double(fanOut) / Double(fanIn + fanOut)
        }
    }

    /// Every module, in graph order.
    public var modules: [Entry]

    /// The longest dependency chain of the graph.
    public var height: Int { modules.map(\.height).max() ?? 0 }

    /// How many edges between modules of the graph there are.
    public var edgeCount: Int { modules.reduce(0) { $0 + $1.fanOut } }

    /// The figures of `graph`'s modules; dependencies on modules outside the graph are not counted.
    public init(_ graph: ModuleGraph) {
        var index: [String: Int] = [:]
        for (offset, module) in graph.modules.enumerated() where index[module.name] == nil {
            index[module.name] = offset
        }
        let successors = graph.modules.map { module in
            Array(Set(module.dependencies.compactMap { index[$0.name] })).sorted()
        }
        var fanIn = Array(repeating: 0, count: graph.modules.count)
        for targets in successors { for target in targets { fanIn[target] += 1 } }
        var heights = Array(repeating: -1, count: graph.modules.count)
        var onPath = Array(repeating: false, count: graph.modules.count)
        for start in graph.modules.indices where heights[start] < 0 {
            // Iterative depth-first search: deep chains of thousands of modules must not overflow the stack.
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            onPath[start] = true
            while let (node, next) = stack.last {
                if next < successors[node].count {
                    stack[stack.count - 1].next += 1
                    let child = successors[node][next]
                    if heights[child] < 0 && !onPath[child] {
                        onPath[child] = true
                        stack.append((child, 0))
                    }
                    continue
                }
                heights[node] = successors[node].map { heights[$0] >= 0 ? heights[$0] + 1 : 0 }.max() ?? 0
                onPath[node] = false
                stack.removeLast()
            }
        }
        modules = graph.modules.indices.map { offset in
            Entry(
                name: graph.modules[offset].name, fanIn: fanIn[offset], fanOut: successors[offset].count,
                height: heights[offset])
        }
    }

    /// A table with one row per module, sorted by height then name, and a summary line.
    public var rendered: String {
        let width = max(6, modules.map(\.name.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String {
            text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
        }
        func right(_ text: String, _ count: Int) -> String {
            text.count >= count ? text : String(repeating: " ", count: count - text.count) + text
        }
        var lines = [pad("module", width) + "  fan-in  fan-out  instability  height"]
        for entry in modules.sorted(by: { ($1.height, $0.name) < ($0.height, $1.name) }) {
            let instability = (entry.instability * 100).rounded() / 100
            lines.append(
                pad(entry.name, width) + "  " + right("\(entry.fanIn)", 6) + "  " + right("\(entry.fanOut)", 7) + "  "
                    + right(String(format2: instability), 11) + "  " + right("\(entry.height)", 6))
        }
        lines.append("\(counted(modules.count, "module")), \(counted(edgeCount, "edge")), height \(height)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// `value` with two decimals, e.g. `0.5` → `0.50`, without Foundation.
    fileprivate init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
