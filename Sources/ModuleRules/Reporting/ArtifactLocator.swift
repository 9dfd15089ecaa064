#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns display paths into SARIF artifact locations: percent-encoded and relative to the package root
/// when the file is under it, absolute `file:` URIs otherwise.
struct ArtifactLocator {
    /// The package root's absolute path, without a trailing slash.
    let root: String

    init(packagePath: String) {
        root = ArtifactLocator.absolute(packagePath)
    }

    /// The root as a `file:` URI ending with `/`, as `originalUriBaseIds` requires.
    var rootURI: String { "file://" + ArtifactLocator.encoded(root == "/" ? "/" : root + "/") }

    func artifact(for path: String) -> SARIFReporter.Artifact {
        let absolute = ArtifactLocator.absolute(path)
        let prefix = root == "/" ? "/" : root + "/"
        if absolute.hasPrefix(prefix) {
            return SARIFReporter.Artifact(
                uri: ArtifactLocator.encoded(String(absolute.dropFirst(prefix.count))),
                uriBaseId: SARIFReporter.rootBase)
        }
        return SARIFReporter.Artifact(uri: "file://" + ArtifactLocator.encoded(absolute), uriBaseId: nil)
    }

    /// `path` made absolute against the working directory, with `.` and `..` components resolved.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Percent-encodes every byte of `path` but the unreserved characters of RFC 3986 and `/`.
    static func encoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

/// Converts 1-based UTF-8 byte columns to 1-based Unicode code point columns by reading the lines, each file
/// once.
struct CodePointColumns {
    private var lines: [String: [[UInt8]]] = [:]

    mutating func column(of location: FileLocation) -> Int {
        guard location.column > 1 else { return location.column }
        if lines[location.path] == nil {
            let bytes = FileBytes.readIfPresent(location.path) ?? []
            lines[location.path] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
                Array.init)
        }
        guard let fileLines = lines[location.path], location.line - 1 < fileLines.count else { return location.column }
        let line = fileLines[location.line - 1]
        let prefix = line.prefix(location.column - 1)
        // Code points are the bytes that do not continue a UTF-8 sequence.
        return prefix.count { $0 & 0xC0 != 0x80 } + 1
    }
}
