import Synchronization

/// The stable identity of a screen on the route path, e.g. `enter-phone`.
public struct ScreenID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text, e.g. `"enter-phone"`.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier's text.
    public var description: String { rawValue }
}

extension ScreenID {
    /// Derived identities, computed once per screen type.
    private static let derivedIDs = Mutex<[ObjectIdentifier: ScreenID]>([:])

    /// The kebab-case name of `type` without a `Screen` suffix: `EnterPhoneScreen` → `enter-phone`.
    static func derived(from type: Any.Type) -> ScreenID {
        let key = ObjectIdentifier(type)
        if let known = derivedIDs.withLock({ $0[key] }) { return known }
        let id = ScreenID(kebabCase(String(describing: type)))
        derivedIDs.withLock { $0[key] = id }
        return id
    }

    /// `EnterPhoneScreen` → `enter-phone`; `URLScreen` → `url`; generic arguments are dropped.
    static func kebabCase(_ typeName: String) -> String {
        var name = Substring(typeName.prefix { $0 != "<" })
        if name.hasSuffix("Screen"), name.count > "Screen".count { name = name.dropLast("Screen".count) }
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previousIsLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousIsLower || (characters[index - 1].isUppercase && nextIsLower) { result.append("-") }
            }
            result += character.lowercased()
        }
        return result
    }
}
