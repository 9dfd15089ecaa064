/// A small XML reader for machine-written documents such as `bazel query --output=xml`: elements, their
/// attributes and their nesting, with the XML declaration, comments, text and CDATA skipped.
struct XMLScanner {
    /// One start or end of an element.
    enum Event: Equatable {
        case start(name: String, attributes: [String: String])
        case end(name: String)
    }

    /// A document that is not well-formed enough to read, with the 1-based line of the problem.
    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Calls `handle` for every element start and end of `bytes`, in document order (a self-closing element
    /// gives both).
    static func scan(_ bytes: [UInt8], _ handle: (Event) throws -> Void) throws {
        var scanner = XMLScanner(bytes: bytes)
        try scanner.run(handle)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run(_ handle: (Event) throws -> Void) throws {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<!") {
                try skip(past: ">")
            } else if starts(with: "</") {
                index += 2
                let name = readName()
                skipBlanks()
                try expect(">")
                try handle(.end(name: name))
            } else {
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw failure("'<' is not followed by an element name") }
                var attributes: [String: String] = [:]
                while true {
                    skipBlanks()
                    guard index < bytes.count else { throw failure("the document ends inside <\(name)>") }
                    if starts(with: "/>") {
                        index += 2
                        try handle(.start(name: name, attributes: attributes))
                        try handle(.end(name: name))
                        break
                    }
                    if bytes[index] == UInt8(ascii: ">") {
                        index += 1
                        try handle(.start(name: name, attributes: attributes))
                        break
                    }
                    let key = readName()
                    guard !key.isEmpty else { throw failure("unexpected character in <\(name)>") }
                    skipBlanks()
                    try expect("=")
                    skipBlanks()
                    attributes[key] = try readQuoted()
                }
            }
        }
    }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return bytes.count - index >= pattern.count && Array(bytes[index..<(index + pattern.count)]) == pattern
    }

    private mutating func skip(past text: String) throws {
        while index < bytes.count && !starts(with: text) { index += 1 }
        guard index < bytes.count else { throw failure("'\(text)' is missing") }
        index += text.utf8.count
    }

    private mutating func expect(_ text: String) throws {
        guard starts(with: text) else { throw failure("expected '\(text)'") }
        index += text.utf8.count
    }

    private mutating func skipBlanks() {
        while index < bytes.count
            && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r"))
        {
            index += 1
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                Byte.isIdentifier(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".")
            guard isNameByte else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readQuoted() throws -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure("an attribute value must be quoted")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count && bytes[index] != quote { index += 1 }
        guard index < bytes.count else { throw failure("an attribute value is never closed") }
        let raw = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return XMLScanner.unescaped(raw)
    }

    /// `raw` with the five predefined entities and numeric character references replaced.
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            result += rest[..<ampersand]
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: bytes[0..<min(index, bytes.count)].count { $0 == UInt8(ascii: "\n") } + 1, message: message)
    }
}
