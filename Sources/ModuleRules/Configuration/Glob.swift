/// Matches module names against `*` / `?` patterns.
enum Glob {
    /// Whether `name` matches `pattern`, where `*` matches any run of characters and `?` one character.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        var pattern = pattern
        var name = name
        return pattern.withUTF8 { pattern in name.withUTF8 { name in matches(pattern, name) } }
    }

    private static func matches(_ pattern: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        let any = UInt8(ascii: "?")
        var p = 0
        var n = 0
        var lastStar = -1
        var resume = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == any || pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count && pattern[p] == star {
                lastStar = p
                resume = n
                p += 1
            } else if lastStar >= 0 {
                p = lastStar + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    /// Why `pattern` is not a valid pattern, or `nil` when it is one.
    ///
    /// A pattern is a module (target) name in which `*` and `?` may stand for characters. Brackets, braces and the
    /// other characters of richer glob dialects are rejected rather than matched literally, because a
    /// module name never contains them and such a pattern would silently match nothing.
    static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "it is empty" }
        for character in pattern {
            switch character {
            case "[", "]": return "'\(character)' (character classes) is not supported"
            case "{", "}": return "'\(character)' (alternatives) is not supported; list each pattern separately"
            // SwiftPM target names may contain '-' (an executable such as `route-table-generator`).
            case "*", "?", "_", "-": continue
            default:
                if character.isLetter || character.isNumber { continue }
                return "'\(character)' cannot appear in a module name"
            }
        }
        return nil
    }

    /// How specific a pattern is: exact names beat patterns, then more literal characters win.
    static func specificity(_ pattern: String) -> Int {
        let wildcards = pattern.filter { $0 == "*" || $0 == "?" }.count
        return wildcards == 0 ? Int.max : pattern.count - wildcards
    }
}
