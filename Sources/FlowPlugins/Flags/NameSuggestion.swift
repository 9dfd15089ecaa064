/// Finds the known name closest to a misspelled one, for "Did you mean …?" hints.
enum NameSuggestion {
    /// The known name within two edits of `name`, closest first, or `nil`.
    static func closest(to name: String, among known: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in known.sorted() {
            let edits = distance(Array(name), Array(candidate))
            if edits <= 2, edits < best?.distance ?? Int.max { best = (candidate, edits) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
