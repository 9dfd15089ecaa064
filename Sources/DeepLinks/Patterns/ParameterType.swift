/// The type a path parameter must have for its pattern to match, written `:name(type)`.
///
/// A typed parameter takes part in matching: `/u/:id(int)` matches `/u/42` but not `/u/ada`,
/// so it can coexist with `/u/:slug`. At one segment a literal beats a typed parameter, which
/// beats an untyped one, which beats a wildcard; the types are disjoint, so two typed
/// parameters never compete for the same segment.
///
/// ```swift
/// try table.register("/u/:id(int)", "by number")
/// try table.register("/u/:slug", "by name")
/// table.match(try DeepLinkURL(parsing: "/u/42"))?.value   // "by number"
/// table.match(try DeepLinkURL(parsing: "/u/ada"))?.value  // "by name"
/// ```
public enum ParameterType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An optional `-` and 1 to 19 ASCII digits whose value fits `Int` (64-bit): `42`, `-7`.
    case int
    /// A UUID in its 36-character form, hex digits in either case: `0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F`.
    case uuid

    /// The type's name as written in patterns.
    public var description: String { rawValue }

    /// Whether the decoded segment `text` has this type.
    public func accepts(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { accepts($0) }
    }

    /// Whether the decoded segment `bytes` has this type.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .int: Self.isInt(bytes)
        case .uuid: Self.isUUID(bytes)
        }
    }

    /// `-?[0-9]+` within `Int.min...Int.max`.
    private static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let negative = bytes.first == UInt8(ascii: "-")
        let digits = negative ? 1 : 0
        guard bytes.count > digits, bytes.count - digits <= 19 else { return false }
        var magnitude: UInt64 = 0
        for byte in bytes[digits...] {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return false }
            magnitude = magnitude * 10 + UInt64(digit)
        }
        return magnitude <= (negative ? UInt64(Int.max) + 1 : UInt64(Int.max))
    }

    /// `8-4-4-4-12` hex digits.
    private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if ASCII.hexValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
