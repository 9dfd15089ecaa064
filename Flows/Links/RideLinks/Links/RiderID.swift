/// A rider's id as a link may carry it: 1 to 64 ASCII letters, digits, `-` and `_`.
///
/// Profile links hand the id to the profile screen and its store, so anything else — a NUL
/// (`%00`), a path (`..%2Fadmin`), spaces, non-ASCII look-alikes — is refused before it gets
/// there, and the link fails with ``DeepLinks/DeepLinkError/Code/invalidParameter``.
///
/// ```swift
/// RiderID("ada")          // ada
/// RiderID("..%2Fadmin")   // nil
/// ```
public struct RiderID: LosslessStringConvertible, Sendable, Hashable {
    /// The longest id accepted.
    public static let maximumLength = 64

    /// The id's text.
    public let description: String

    /// The id, or `nil` if `text` is empty, too long, or has a character other than `A–Z a–z 0–9 - _`.
    public init?(_ text: String) {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength, bytes.allSatisfy(Self.isAllowed) else { return nil }
        description = text
    }

    /// Whether `byte` may appear in an id.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
