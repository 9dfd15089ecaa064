/// Percent-decoding and UTF-8 validation of link components.
///
/// The parser has already checked that every `%` is followed by two hex digits, so decoding
/// cannot fail on syntax; it can only produce bytes that are not UTF-8, which `isValidUTF8`
/// catches.
enum PercentDecoding {
    /// Appends the decoded form of `bytes` to `output`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < count, let high = ASCII.hexValue(bytes[index + 1]),
                let low = ASCII.hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
    }

    /// The decoded text of `bytes`, or `nil` if a `%` sequence is malformed or the result is not UTF-8.
    static func decodedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, ASCII.hexValue(bytes[index + 1]) != nil,
                    ASCII.hexValue(bytes[index + 2]) != nil
                else { return nil }
                index += 3
            } else {
                index += 1
            }
        }
        decode(bytes, into: &output)
        return output.withUnsafeBufferPointer { isValidUTF8($0) == nil ? String(decoding: $0, as: UTF8.self) : nil }
    }

    /// The offset of the first byte that breaks UTF-8 well-formedness, or `nil` if all are valid.
    ///
    /// Follows the Unicode Standard's table of well-formed byte sequences: no overlong forms, no
    /// surrogates, nothing above U+10FFFF.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
