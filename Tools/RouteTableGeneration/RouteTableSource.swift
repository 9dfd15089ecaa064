import Foundation

/// A route table file read into plain values, with the line each route entry starts on.
///
/// The file is a JSON object: `type` (the generated enum's name), optional `documentation`, and
/// `routes`, an array of objects with `name`, `pattern`, `parameters` (`"name: type"` strings,
/// `?` after the type for optional ones), optional `group`, optional `scope` (`"flow"` for routes
/// a flow registers itself) and `documentation`.
struct RouteTableSource {
    /// The file's name, as diagnostics show it.
    let file: String
    /// The decoded top-level object.
    let root: [String: Any]
    /// The line each entry of `routes` starts on, in order.
    let routeLines: [Int]

    /// Reads `text` as a route table.
    ///
    /// - Throws: ``RouteTableErrors`` with one diagnostic at line 1 if the text is not a JSON object.
    init(file: String, text: String) throws(RouteTableErrors) {
        self.file = file
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw RouteTableErrors(diagnostics: [
                RouteTableDiagnostic(
                    file: file, line: Self.errorLine(in: error) ?? 1,
                    message: "the route table is not valid JSON (\(Self.reason(of: error))); fix the syntax")
            ])
        }
        guard let root = object as? [String: Any] else {
            throw RouteTableErrors(diagnostics: [
                RouteTableDiagnostic(
                    file: file, line: 1,
                    message:
                        "the route table must be a JSON object with 'type' and 'routes'; wrap the entries in {\"type\": …, \"routes\": […]}"
                )
            ])
        }
        self.root = root
        self.routeLines = Self.objectLines(atDepth: 2, in: text)
    }

    /// The lines where objects nested `depth` containers deep start (the root object is depth 0).
    static func objectLines(atDepth depth: Int, in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var level = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if byte == UInt8(ascii: "{"), level == depth { lines.append(line) }
                level += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): level -= 1
            default: break
            }
        }
        return lines
    }

    /// The line Foundation's JSON error names, if any.
    private static func errorLine(in error: any Error) -> Int? {
        let text = reason(of: error)
        guard let range = text.range(of: "line ") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// Foundation's explanation of a JSON error.
    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
