#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a manifest's evaluation depends on besides its own text: the environment variables it reads and
/// whether it reads the file system, found in the manifest's code (comments left out).
///
/// A manifest that reads `Context.environment["SWITCHYARD_ONLY"]` dumps differently for each value of that
/// variable, so the dump cache keys its entries on the value too. A manifest that reads variables by a name
/// computed at run time, or lists folders (`FileManager`, `Context.packageDirectory`), can change its output
/// with no input the cache can name: its dump is never cached.
struct ManifestInputs: Hashable, Sendable, Codable {
    /// The environment variables read by a literal name, sorted, each once.
    var environmentNames: [String]
    /// Why the dump cannot be cached, or `nil` when it can: an environment read by a computed name, or a
    /// file-system read.
    var uncacheableReason: String?

    /// Spellings that read the environment.
    private static let environmentReads = ["environment", "getenv", "ProcessInfo"]
    /// Spellings that read the file system or depend on where the package lies.
    private static let fileSystemReads = [
        "FileManager", "contentsOfDirectory", "fileExists", "packageDirectory", "#filePath", "#file", "contentsOf:",
        "fopen", "opendir", "readdir", "FileHandle", "glob(",
    ]

    /// The inputs of the manifests with these texts.
    init(manifestTexts: [String]) {
        var names: Set<String> = []
        var reason: String?
        for text in manifestTexts {
            let code = ManifestInputs.withoutComments(text)
            if reason == nil, let read = ManifestInputs.fileSystemReads.first(where: { code.contains($0) }) {
                reason = "the manifest reads the file system (`\(read)`)"
            }
            let literal = ManifestInputs.literalEnvironmentReads(in: code)
            names.formUnion(literal.names)
            let all = ManifestInputs.environmentReads.reduce(0) { $0 + ManifestInputs.occurrences(of: $1, in: code) }
            // `ProcessInfo.processInfo.environment["X"]` spells two of the words for one literal read.
            if reason == nil && all > literal.spellings {
                reason = "the manifest reads the environment by a name that is not a string literal"
            }
        }
        environmentNames = names.sorted()
        uncacheableReason = reason
    }

    /// `NAME=value` lines for the variables read, in `environment` (unset variables are named as unset).
    func environmentKey(_ environment: [String: String]) -> String {
        environmentNames.map { name in environment[name].map { "\(name)=\($0)" } ?? "\(name) unset" }
            .joined(separator: "\n")
    }

    /// The names in `environment["NAME"]`, `getenv("NAME")`, and how many of the words in
    /// ``environmentReads`` those reads spell.
    private static func literalEnvironmentReads(in code: String) -> (names: [String], spellings: Int) {
        var names: [String] = []
        var spellings = 0
        for match in code.matches(
            of: #/(ProcessInfo\s*\.\s*processInfo\s*\.\s*)?(environment\s*\[|getenv\s*\()\s*"([^"\\]*)"\s*[\])]/#)
        {
            names.append(String(match.output.3))
            spellings += match.output.1 == nil ? 1 : 2
        }
        return (names, spellings)
    }

    private static func occurrences(of word: String, in code: String) -> Int {
        code.ranges(of: word).count
    }

    /// `text` without `//` and `/* */` comments (string literals are kept as they are).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if inString {
                if character == "\\" {
                    result.append(character)
                    index = text.index(after: index)
                    if index < text.endIndex { result.append(text[index]) }
                } else {
                    if character == "\"" || character == "\n" || character == "\r\n" { inString = false }
                    result.append(character)
                }
            } else if rest.hasPrefix("//") {
                // `\r\n` is one Character, so a line break is either.
                index = rest.firstIndex { $0 == "\n" || $0 == "\r\n" } ?? text.endIndex
                continue
            } else if rest.hasPrefix("/*") {
                index = rest.firstRange(of: "*/")?.upperBound ?? text.endIndex
                result.append(" ")
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return result
    }
}
