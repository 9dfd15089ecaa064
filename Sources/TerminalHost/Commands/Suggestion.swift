/// Picks the closest known word for a "Did you mean …?" hint.
enum Suggestion {
    /// The candidate at the smallest edit distance from `word`, if it is close enough to be a typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else { return nil }
        return best.0
    }

    /// " Did you mean 'x'?" or an empty string.
    static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance between two character arrays.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
