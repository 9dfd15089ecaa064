/// Checks, in one pass over a document's bytes, that they are one JSON value that nests no deeper than a bound.
///
/// Run before anything reads the document, so a deep document is named as such (JSON parsers
/// stop at their own depth with a message that reads like a syntax error), no reader recurses
/// that deep, and ``DocumentReader`` and the states' decoders only ever see well-formed JSON.
struct JSONSyntaxCheck {
    /// What is wrong with the bytes.
    enum Failure: Error, Equatable {
        /// Arrays and objects nest deeper than the bound at this byte offset.
        case tooDeep(offset: Int)
        /// The bytes are not JSON: what was expected at this byte offset.
        case invalid(offset: Int, expected: String)
    }

    private let bytes: UnsafeRawBufferPointer
    private let maximumNesting: Int
    private var index = 0
    private var depth = 0

    /// Checks `bytes`.
    ///
    /// - Throws: ``Failure`` at the first byte that is not JSON or nests too deep.
    static func check(_ bytes: UnsafeRawBufferPointer, maximumNesting: Int) throws(Failure) {
        var check = JSONSyntaxCheck(bytes: bytes, maximumNesting: maximumNesting)
        check.skipWhitespace()
        try check.value()
        check.skipWhitespace()
        guard check.index == bytes.count else { throw .invalid(offset: check.index, expected: "the end of the data") }
    }

    private init(bytes: UnsafeRawBufferPointer, maximumNesting: Int) {
        self.bytes = bytes
        self.maximumNesting = maximumNesting
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Checks one value; arrays and objects iteratively, so no recursion is as deep as the document.
    private mutating func value() throws(Failure) {
        // Each open container's kind: `true` for an object.
        var open: [Bool] = []
        while true {
            skipWhitespace()
            guard let byte = current else { throw .invalid(offset: index, expected: "a value") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maximumNesting else { throw .tooDeep(offset: index) }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    depth -= 1
                } else {
                    open.append(isObject)
                    if isObject { try key() }
                    continue
                }
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: try number()
            }
            // After a value: the next member or element, or the end of the containers it closes.
            while let isObject = open.last {
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    if isObject { try key() }
                    break
                }
                guard current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw .invalid(offset: index, expected: isObject ? "',' or '}'" : "',' or ']'")
                }
                index += 1
                depth -= 1
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    /// Checks a member's key and the colon after it.
    private mutating func key() throws(Failure) {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw .invalid(offset: index, expected: "a field name in quotes") }
        try string()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw .invalid(offset: index, expected: "':'") }
        index += 1
    }

    private mutating func string() throws(Failure) {
        let start = index
        index += 1
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard let escaped = current else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        guard let digit = current, Self.isHexDigit(digit) else {
                            throw .invalid(offset: index, expected: "four hexadecimal digits after \\u")
                        }
                        index += 1
                    }
                default: throw .invalid(offset: index - 1, expected: "an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)")
                }
            case 0..<0x20: throw .invalid(offset: index - 1, expected: "no control character inside a string")
            default: break
            }
        }
        throw .invalid(offset: start, expected: "a string closed by '\"' before the end of the data")
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard current == expected else { throw .invalid(offset: start, expected: "a value") }
            index += 1
        }
    }

    /// Checks a number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func number() throws(Failure) {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw .invalid(offset: start, expected: "a value") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, Self.isDigit(digit) else {
                throw .invalid(offset: index, expected: "a digit after '.'")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Self.isDigit(digit) else {
                throw .invalid(offset: index, expected: "a digit in the exponent")
            }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
