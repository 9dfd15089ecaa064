/// One open `#if` block: the conditions of its earlier clauses and the current clause's own (`nil` in
/// `#else`), so the full condition of a line can be written out.
struct ConditionClauses: Hashable, Sendable {
    /// The conditions of the clauses before the current one, which must all be false to reach it.
    var earlier: [String] = []
    /// The current clause's condition, `nil` in an `#else`.
    var current: String?

    /// Moves on to an `#elseif` clause (`condition`) or the `#else` clause (`nil`).
    mutating func enter(_ condition: String?) {
        if let current { earlier.append(current) }
        current = condition
    }

    /// The condition under which code in the innermost clause of `blocks` is compiled: every enclosing
    /// clause's condition joined with `&&`, earlier clauses negated, e.g. `canImport(UIKit) && !DEBUG`;
    /// `nil` outside any `#if`.
    static func condition(of blocks: [ConditionClauses]) -> String? {
        guard !blocks.isEmpty else { return nil }
        if blocks.count == 1, blocks[0].earlier.isEmpty, let current = blocks[0].current { return current }
        let parts = blocks.flatMap { block in block.earlier.map(negated) + (block.current.map { [operand($0)] } ?? []) }
        return parts.joined(separator: " && ")
    }

    /// `!condition`, with parentheses when the condition is more than one term.
    static func negated(_ condition: String) -> String {
        isSingleTerm(condition) ? "!" + condition : "!(" + condition + ")"
    }

    /// The condition as an operand of `&&`: in parentheses when it holds `||`.
    static func operand(_ condition: String) -> String {
        condition.contains("||") ? "(" + condition + ")" : condition
    }

    /// Whether the condition is one flag or call (`DEBUG`, `os(iOS)`, `!DEBUG`), with no operator between terms.
    static func isSingleTerm(_ condition: String) -> Bool {
        var depth = 0
        for character in condition {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case " ", "&", "|", "\t": if depth == 0 { return false }
            default: break
            }
        }
        return true
    }
}
