#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks, in one pass over a document's bytes, that they are one JSON value that nests no deeper than a bound and writes no object member twice.
///
/// Run before anything reads the document, so a deep document is named as such (JSON parsers
/// stop at their own depth with a message that reads like a syntax error), no reader recurses
/// that deep, a member written twice (which JSON decoders resolve silently, one way or the
/// other) is refused wherever it is, states included, and ``DocumentReader`` and the states'
/// decoders only ever see well-formed JSON.
struct JSONSyntaxCheck {
    /// What is wrong with the bytes.
    enum Failure: Error, Equatable {
        /// Arrays and objects nest deeper than the bound at this byte offset.
        case tooDeep(offset: Int)
        /// The bytes are not JSON: what was expected at this byte offset, and where in the document.
        case invalid(offset: Int, expected: String, field: String?)
        /// An object has the member at `field` twice; the second starts at this byte offset.
        case duplicate(offset: Int, field: String)
    }

    /// An open array or object, and where in it the check is.
    private struct Frame {
        var isObject: Bool
        /// The element's position in an array; the number of keys so far in an object.
        var count = 0
        /// Where the object's keys start in `keys`.
        var firstKey = 0
        /// Its slot in `ends`; -1 when it is nested too deep to be listed.
        var endSlot = -1
    }

    /// A key of an open object: its bytes (quotes excluded) and whether it has escapes.
    private struct Key {
        var range: Range<Int>
        var isEscaped: Bool
    }

    private let bytes: UnsafeRawBufferPointer
    private let maximumNesting: Int
    private var index = 0
    private var frames: [Frame] = []
    /// The keys of every open object, innermost last.
    private var keys: [Key] = []
    /// The keys of large open objects, by their frame's position, to find a repeated one without comparing it with every other.
    private var largeObjects: [Int: Set<String>] = [:]
    /// Where the containers near the top end, for the reader.
    private var ends = ContainerEnds()

    /// Checks `bytes`.
    ///
    /// - Returns: where the containers near the top end, for ``DocumentReader``.
    /// - Throws: ``Failure`` at the first byte that is not JSON, nests too deep or repeats a member.
    static func check(_ bytes: UnsafeRawBufferPointer, maximumNesting: Int) throws(Failure) -> ContainerEnds {
        var check = JSONSyntaxCheck(bytes: bytes, maximumNesting: maximumNesting)
        check.skipWhitespace()
        try check.value()
        check.skipWhitespace()
        guard check.index == bytes.count else { throw check.invalid("the end of the data") }
        return check.ends
    }

    private init(bytes: UnsafeRawBufferPointer, maximumNesting: Int) {
        self.bytes = bytes
        self.maximumNesting = maximumNesting
        // Room for a document's own structure and a state or two without growing, one step at a time.
        frames.reserveCapacity(16)
        keys.reserveCapacity(64)
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
        while true {
            skipWhitespace()
            guard let byte = current else { throw invalid("a value") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard frames.count < maximumNesting else { throw .tooDeep(offset: index) }
                let isObject = byte == UInt8(ascii: "{")
                let slot = frames.count < ContainerEnds.recordedDepth ? ends.open() : -1
                index += 1
                skipWhitespace()
                if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    if slot >= 0 { ends.close(slot, at: index) }
                } else {
                    frames.append(Frame(isObject: isObject, firstKey: keys.count, endSlot: slot))
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
            while let frame = frames.last {
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    if frame.isObject {
                        try key()
                    } else {
                        frames[frames.count - 1].count += 1
                    }
                    break
                }
                guard current == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw invalid(frame.isObject ? "',' or '}'" : "',' or ']'")
                }
                index += 1
                if frame.endSlot >= 0 { ends.close(frame.endSlot, at: index) }
                keys.removeLast(keys.count - frame.firstKey)
                if frame.count > Self.largeObject { largeObjects[frames.count - 1] = nil }
                frames.removeLast()
            }
            if frames.isEmpty { return }
        }
    }

    /// Checks a member's key, that the object does not have it yet, and the colon after it.
    private mutating func key() throws(Failure) {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw invalid("a field name in quotes") }
        let start = index
        let isEscaped = try string()
        let key = Key(range: (start + 1)..<(index - 1), isEscaped: isEscaped)
        let top = frames.count - 1
        let count = frames[top].count
        if count > Self.largeObject {
            guard largeObjects[top, default: []].insert(text(of: key)).inserted else { throw duplicate(key, at: start) }
        } else {
            var earlier = frames[top].firstKey
            while earlier < keys.count {
                if same(keys[earlier], key) { throw duplicate(key, at: start) }
                earlier += 1
            }
            // Past a few dozen keys, a set: comparing each key with every other would be quadratic.
            if count == Self.largeObject {
                largeObjects[top] = Set(keys[frames[top].firstKey...].map(text(of:)) + [text(of: key)])
            }
        }
        keys.append(key)
        frames[top].count += 1
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw invalid("':'") }
        index += 1
    }

    /// How many keys an object has before its keys go into a set.
    private static let largeObject = 32

    /// Whether two keys are the same text; keys with escapes are compared as text, the rest as bytes.
    private func same(_ lhs: Key, _ rhs: Key) -> Bool {
        if lhs.isEscaped || rhs.isEscaped { return text(of: lhs) == text(of: rhs) }
        guard lhs.range.count == rhs.range.count else { return false }
        return memcmp(
            bytes.baseAddress! + lhs.range.lowerBound, bytes.baseAddress! + rhs.range.lowerBound, lhs.range.count) == 0
    }

    private func text(of key: Key) -> String {
        JSONString.text(of: UnsafeRawBufferPointer(rebasing: bytes[key.range]))
    }

    /// Where the check is, as restore names fields: `chains[0].flows[1].state.street`; `nil` at the top.
    private var field: String? {
        var path = ""
        var frameIndex = 0
        var keyIndex = 0
        while frameIndex < frames.count {
            let frame = frames[frameIndex]
            if frame.isObject {
                let end = frameIndex + 1 < frames.count ? frames[frameIndex + 1].firstKey : keys.count
                keyIndex = end - 1
                if keyIndex >= frame.firstKey {
                    let key = text(of: keys[keyIndex])
                    path += path.isEmpty ? key : ".\(key)"
                }
            } else {
                path += "[\(frame.count)]"
            }
            frameIndex += 1
        }
        return path.isEmpty ? nil : path
    }

    private func invalid(_ expected: String) -> Failure { .invalid(offset: index, expected: expected, field: field) }

    private mutating func duplicate(_ key: Key, at offset: Int) -> Failure {
        keys.append(key)
        return .duplicate(offset: offset, field: field ?? text(of: key))
    }

    /// Checks a string; returns whether it has escapes.
    @discardableResult
    private mutating func string() throws(Failure) -> Bool {
        let start = index
        var isEscaped = false
        index += 1
        // `bytes` is not empty: the string's opening quote is in it.
        let base = bytes.baseAddress!
        while index < bytes.count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            index += 1
            // Most bytes of a string are none of the three the switch below looks at: skipped in a tight loop.
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") { continue }
            switch byte {
            case UInt8(ascii: "\""): return isEscaped
            case UInt8(ascii: "\\"):
                isEscaped = true
                guard let escaped = current else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        guard let digit = current, Self.isHexDigit(digit) else {
                            throw invalid("four hexadecimal digits after \\u")
                        }
                        index += 1
                    }
                default:
                    index -= 1
                    throw invalid("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)")
                }
            case 0..<0x20:
                index -= 1
                throw invalid("no control character inside a string")
            default: break
            }
        }
        index = start
        throw invalid("a string closed by '\"' before the end of the data")
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard current == expected else {
                index = start
                throw invalid("a value")
            }
            index += 1
        }
    }

    /// Checks a number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw invalid("a value") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, Self.isDigit(digit) else { throw invalid("a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw invalid("a digit in the exponent") }
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
