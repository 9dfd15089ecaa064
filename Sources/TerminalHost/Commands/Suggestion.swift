/// Picks the closest known word for a "Did you mean …?" hint.
enum Suggestion {
    /// The candidate at the smallest edit distance from `word`, if it is close enough to be a typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        // A word cut short (select:visa for select:visa-4242) means the candidate it starts.
        if !word.isEmpty, let started = candidates.filter({ $0.hasPrefix(word) }).min(by: { $0.count < $1.count }) {
            return started
        }
        let scored = candidates.map { ($0, distance(Array(word), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else { return nil }
        return best.0
    }

    /// " Did you mean 'x'?" or an empty string.
    static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// The edit distance between two character arrays, counting a swap of neighbours as one edit.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
