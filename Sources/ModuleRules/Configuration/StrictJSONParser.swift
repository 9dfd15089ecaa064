#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON parser (RFC 8259) that refuses what a lenient one lets through: duplicate keys, trailing commas,
/// comments and other JSON5 extensions. Every error names its line and column.
///
/// Foundation's `JSONDecoder` accepts a duplicate key (the first wins silently) and a trailing comma, and
/// reports a syntax error without a position; configuration files deserve better.
struct StrictJSONParser {
    /// A syntax error at a 1-based line and column (counted in UTF-8 bytes).
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `data` as one JSON value.
    ///
    /// - Throws: ``Failure`` at the first problem.
    static func parse(_ data: Data) throws -> JSONValue {
        var parser = StrictJSONParser(bytes: Array(data))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 512 else { throw failure("the document nests deeper than 512 levels") }
        skipWhitespace()
        guard index < bytes.count else { throw failure("the document ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected \(describeCurrent()) where a value was expected")
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    throw failure("a trailing comma before '}'; remove the comma after the last member")
                }
                throw failure("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyStart = index
            let key = try string()
            if fields[key] != nil {
                index = keyStart
                throw failure("the key '\(key)' appears twice in one object; keep one of them")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key '\(key)'")
            fields[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw failure("the document ends inside an object; close it with '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' after a member")
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                throw failure("a trailing comma before ']'; remove the comma after the last element")
            }
            values.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the document ends inside an array; close it with ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' after an element")
            return .array(values)
        }
    }

    private mutating func string() throws -> String {
        let start = index
        index += 1
        var result: [UInt8] = []
        characters: while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                // A backslash that ends the document: the string is never closed (a bare `break` would only
                // leave the switch and read the backslash again for ever).
                guard index + 1 < bytes.count else { break characters }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"): result += Array(String(try unicodeEscape()).utf8)
                default:
                    index -= 2
                    throw failure("'\\\(Character(Unicode.Scalar(escaped)))' is not a JSON escape")
                }
            case 0..<0x20:
                throw failure("a control character inside a string; write it as an escape such as \\n")
            default:
                result.append(byte)
                index += 1
            }
        }
        index = start
        throw failure("a string that is never closed; add the closing '\"'")
    }

    /// The character of `\uXXXX` (with its low surrogate when it is a high one); `index` is after the `u`.
    private mutating func unicodeEscape() throws -> Character {
        func hex() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
            else { throw failure("'\\u' needs four hexadecimal digits") }
            index += 4
            return value
        }
        var code = try hex()
        if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hex()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        return Character(Unicode.Scalar(code) ?? "\u{FFFD}")
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("'-' must be followed by a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count && isDigit(bytes[index]) { throw failure("a number may not start with 0") }
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("'.' must be followed by a digit") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("an exponent needs digits") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        return .number(Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let spelled = Array(word.utf8)
        guard bytes.count - index >= spelled.count, Array(bytes[index..<(index + spelled.count)]) == spelled else {
            throw failure("unexpected \(describeCurrent()) where a value was expected")
        }
        index += spelled.count
        return value
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard index < bytes.count, bytes[index] == byte else {
            throw failure("expected \(what), found \(describeCurrent())")
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The 1-based line and column of `index`.
    private var position: (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for offset in 0..<min(index, bytes.count) where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        return (line, index - lineStart + 1)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the document" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
        return byte < 0x80 && byte >= 0x20
            ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(String(byte, radix: 16))"
    }

    private func failure(_ message: String) -> Failure {
        let (line, column) = position
        return Failure(line: line, column: column, message: message)
    }
}
