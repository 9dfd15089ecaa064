/// Percent-encoding of text written into links built from route values.
enum PercentEncoding {
    /// Characters left as they are in a path segment: unreserved, sub-delims, `:` and `@`.
    static let pathSegment = CharacterMask.path
    /// Characters left as they are in a query name or value: `pchar`, `/` and `?`, minus the
    /// `&`, `=` and `+` that form-decoders treat specially.
    static let queryComponent: CharacterMask = {
        let separators = CharacterMask(bytes: "&=+")
        return CharacterMask(low: CharacterMask.query.low & ~separators.low, high: CharacterMask.query.high)
    }()
    /// Characters left as they are in a fragment.
    static let fragment = CharacterMask.query

    /// `text` with every byte outside `allowed` written as `%XX`.
    static func encode(_ text: String, allowing allowed: CharacterMask) -> String {
        var needsEncoding = false
        for byte in text.utf8 where !allowed.contains(byte) {
            needsEncoding = true
            break
        }
        guard needsEncoding else { return text }
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
