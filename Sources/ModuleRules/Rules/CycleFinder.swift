/// Finds every elementary cycle of a directed graph once, starting at its smallest node.
///
/// Strongly connected components (Tarjan) limit the search; inside a component, cycles through node `s`
/// are enumerated using only nodes greater than `s`, so each cycle is produced exactly once. The number of
/// cycles reported is capped, because a dense component can have exponentially many.
struct CycleFinder {
    /// Successors of each node; nodes are numbered in the order their names sort.
    let successors: [[Int]]
    let limit: Int

    init(successors: [[Int]], limit: Int = 200) {
        self.successors = successors.map { $0.sorted() }
        self.limit = limit
    }

    /// The cycles, each as a node list without repeating its first node, ordered by first node.
    ///
    /// The search is iterative, so a long cycle cannot overflow a thread's stack, and it stops after
    /// `limit` cycles or a fixed number of steps, whichever comes first.
    func cycles() -> (cycles: [[Int]], truncated: Bool) {
        let component = stronglyConnectedComponents()
        var found: [[Int]] = []
        var onPath = Array(repeating: false, count: successors.count)
        var steps = 0
        for start in successors.indices {
            var path = [start]
            var nextEdge = [0]
            onPath[start] = true
            while let node = path.last {
                let edge = nextEdge[nextEdge.count - 1]
                guard edge < successors[node].count else {
                    onPath[node] = false
                    path.removeLast()
                    nextEdge.removeLast()
                    continue
                }
                nextEdge[nextEdge.count - 1] += 1
                steps += 1
                let next = successors[node][edge]
                guard component[next] == component[start] && next >= start else { continue }
                if next == start {
                    found.append(path)
                } else if !onPath[next] {
                    path.append(next)
                    nextEdge.append(0)
                    onPath[next] = true
                }
                if found.count >= limit || steps >= CycleFinder.stepBudget {
                    return (found, true)
                }
            }
        }
        return (found, false)
    }

    /// Edges looked at before the search gives up on a pathologically dense graph.
    static let stepBudget = 5_000_000

    /// The component number of each node (iterative Tarjan, so deep graphs cannot overflow the stack).
    private func stronglyConnectedComponents() -> [Int] {
        let count = successors.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < successors[node].count {
                    work[work.count - 1].edge += 1
                    let next = successors[node][edge]
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                    if lowLink[node] == index[node] {
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component[member] = nextComponent
                            if member == node { break }
                        }
                        nextComponent += 1
                    }
                }
            }
        }
        return component
    }
}
