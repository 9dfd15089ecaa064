/// The text of a JSON string's contents, its escapes undone.
enum JSONString {
    /// The text of `contents`, the bytes between a JSON string's quotes (well-formed, as ``JSONSyntaxCheck`` passed them).
    static func text(of contents: UnsafeRawBufferPointer) -> String {
        guard contents.contains(UInt8(ascii: "\\")) else { return String(decoding: contents, as: UTF8.self) }
        var utf8: [UInt8] = []
        var units: [UInt16] = []
        var index = 0
        func flushUnits() {
            guard !units.isEmpty else { return }
            utf8.append(contentsOf: String(decoding: units, as: UTF16.self).utf8)
            units.removeAll()
        }
        while index < contents.count {
            let byte = contents[index]
            guard byte == UInt8(ascii: "\\") else {
                flushUnits()
                utf8.append(byte)
                index += 1
                continue
            }
            let escaped = contents[index + 1]
            index += 2
            guard escaped == UInt8(ascii: "u") else {
                flushUnits()
                switch escaped {
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                default: utf8.append(escaped)
                }
                continue
            }
            // Kept as UTF-16 units until the next other byte, so a surrogate pair becomes one scalar.
            let digits = String(decoding: UnsafeRawBufferPointer(rebasing: contents[index..<index + 4]), as: UTF8.self)
            units.append(UInt16(digits, radix: 16) ?? 0xFFFD)
            index += 4
        }
        flushUnits()
        return String(decoding: utf8, as: UTF8.self)
    }
}
