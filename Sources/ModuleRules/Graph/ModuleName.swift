/// The name a target is imported by: SwiftPM compiles a target named `core-logic` as the module
/// `core_logic`, replacing every character that cannot appear in an identifier with `_`.
///
/// ```swift
/// ModuleName.imported("core-logic")  // "core_logic"
/// ```
public enum ModuleName {
    /// The module name `import` spells for the target `name` (SwiftPM's `c99name`): characters other than
    /// letters, digits and `_` become `_`, and a leading digit gets a `_` before it.
    public static func imported(_ name: String) -> String {
        // Almost every target is already an identifier: keep it as it is rather than rebuild it character by
        // character (ModuleNameTests checks this path against the rebuilt name).
        if isIdentifier(name) { return name }
        return rebuilt(name)
    }

    /// Whether `name` is ASCII letters, digits and `_` only, not starting with a digit: then
    /// ``imported(_:)`` changes nothing.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy(isWordByte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }

    /// The imported name built character by character: the definition ``imported(_:)`` must agree with.
    static func rebuilt(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
                let isDigit = scalar >= "0" && scalar <= "9"
                return isLetter || isDigit || scalar.value > 0x7F ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "_" + result }
        return result
    }
}
