/// Matches module names against `*` / `?` patterns.
enum Glob {
    /// Whether `name` matches `pattern`, where `*` matches any run of characters and `?` one character.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        if !pattern.contains("*") && !pattern.contains("?") { return pattern == name }
        let pattern = Array(pattern.utf8)
        let name = Array(name.utf8)
        var p = 0
        var n = 0
        var star = -1
        var resume = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
                star = p
                resume = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// How specific a pattern is: exact names beat patterns, then more literal characters win.
    static func specificity(_ pattern: String) -> Int {
        let wildcards = pattern.filter { $0 == "*" || $0 == "?" }.count
        return wildcards == 0 ? Int.max : pattern.count - wildcards
    }
}
