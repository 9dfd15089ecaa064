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
