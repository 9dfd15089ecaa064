/// Decides the type of each module name: an explicit assignment, else the most specific matching pattern.
struct TypeResolver {
    enum Resolution {
        case type(Int)
        case unmatched
        case ambiguous([(type: String, pattern: String)])
    }

    let configuration: RulesConfiguration
    private let typeIndex: [String: Int]
    /// Each type's patterns with their ``Glob/specificity(_:)``, worked out once rather than per module.
    private let patterns: [[(pattern: String, specificity: Int)]]

    init(_ configuration: RulesConfiguration) {
        self.configuration = configuration
        var index: [String: Int] = [:]
        for (offset, type) in configuration.types.enumerated() { index[type.name] = offset }
        typeIndex = index
        patterns = configuration.types.map { type in type.match.map { ($0, Glob.specificity($0)) } }
    }

    func resolve(_ module: String) -> Resolution {
        if let name = configuration.modules[module], let index = typeIndex[name] { return .type(index) }
        var best = Int.min
        var winners: [(index: Int, pattern: String)] = []
        for (index, typePatterns) in patterns.enumerated() {
            for (pattern, score) in typePatterns where Glob.matches(pattern, module) {
                if score > best {
                    best = score
                    winners = [(index, pattern)]
                } else if score == best && !winners.contains(where: { $0.index == index }) {
                    winners.append((index, pattern))
                }
            }
        }
        switch winners.count {
        case 0: return .unmatched
        case 1: return .type(winners[0].index)
        default: return .ambiguous(winners.map { (configuration.types[$0.index].name, $0.pattern) })
        }
    }
}
