/// Finds where a key or a string is written in `module-rules.json`, so findings about the configuration
/// itself point at the line to edit.
///
/// This is a text search, not a JSON parser: it looks for the quoted literal after the quoted section key
/// (`"types"`, `"modules"`, `"ignore"`), which is exact for the files people write.
struct RulesFileLocator {
    let path: String
    private let bytes: [UInt8]

    init(path: String) {
        self.path = path
        bytes = FileBytes.readIfPresent(path) ?? []
    }

    /// The position of `"literal"` after `"section"`; a key when `isKey` (a `:` follows it). The start of the
    /// file when it cannot be found.
    func location(of literal: String, in section: String, isKey: Bool) -> FileLocation {
        let sectionStart = firstIndex(of: Array("\"\(section)\"".utf8), from: 0, isKey: true) ?? 0
        let quoted = Array("\"\(literal)\"".utf8)
        guard let found = firstIndex(of: quoted, from: sectionStart, isKey: isKey) else {
            return FileLocation(path: path)
        }
        var line = 1
        var lineStart = 0
        for index in 0..<found where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return FileLocation(path: path, line: line, column: found - lineStart + 1)
    }

    private func firstIndex(of needle: [UInt8], from start: Int, isKey: Bool) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                var after = index + needle.count
                while after < bytes.count && (bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t")) {
                    after += 1
                }
                let isFollowedByColon = after < bytes.count && bytes[after] == UInt8(ascii: ":")
                if isFollowedByColon == isKey { return index }
            }
            index += 1
        }
        return nil
    }
}
