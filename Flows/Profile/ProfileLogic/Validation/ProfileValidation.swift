/// Pure checks for what a rider types on their profile.
///
/// ```swift
/// try ProfileValidation.name("  Ada Lovelace ")  // "Ada Lovelace"
/// try ProfileValidation.name("")
/// // The name is empty; type the name drivers should call you, e.g. Ada.
/// ```
public enum ProfileValidation {
    /// Trims the name and checks it has 1 to 40 characters.
    ///
    /// - Throws: ``ProfileInputError`` when it is empty or too long.
    public static func name(_ input: String) throws(ProfileInputError) -> String {
        let name = String(input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !name.isEmpty else {
            throw ProfileInputError(
                input: input, message: "The name is empty; type the name drivers should call you, e.g. Ada.")
        }
        guard name.count <= 40 else {
            throw ProfileInputError(
                input: input,
                message: "The name '\(name)' has \(name.count) characters; a name has at most 40. Shorten it.")
        }
        return name
    }
}
