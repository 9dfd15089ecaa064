/// Pure checks for the three onboarding inputs; each returns the normalized value or a typed error.
///
/// ```swift
/// try OnboardingValidation.phoneNumber("+1 (555) 010-0999")  // "+15550100999"
/// try OnboardingValidation.phoneNumber("12")
/// // The phone number '12' has 2 digits; a phone number has 7 to 15. Type it with its country code, e.g. +1 555 0100.
/// ```
public enum OnboardingValidation {
    /// Normalizes a phone number to `+` and digits; spaces, dashes, dots and parentheses are dropped.
    ///
    /// - Throws: ``OnboardingInputError`` when it has other characters or not 7 to 15 digits.
    public static func phoneNumber(_ input: String) throws(OnboardingInputError) -> String {
        let ignored: Set<Character> = [" ", "-", ".", "(", ")"]
        var digits = ""
        for (offset, character) in input.enumerated() where !ignored.contains(character) {
            if character == "+", offset == 0 { continue }
            guard character.isASCII, character.isNumber else {
                throw OnboardingInputError(
                    field: .phoneNumber, input: input,
                    message:
                        "The phone number '\(input)' contains '\(character)'; use digits, spaces and an optional leading +."
                )
            }
            digits.append(character)
        }
        guard (7...15).contains(digits.count) else {
            throw OnboardingInputError(
                field: .phoneNumber, input: input,
                message:
                    "The phone number '\(input)' has \(digits.count) digits; a phone number has 7 to 15. Type it with its country code, e.g. +1 555 0100."
            )
        }
        return "+" + digits
    }

    /// Accepts exactly six digits, ignoring surrounding spaces.
    ///
    /// - Throws: ``OnboardingInputError`` for anything else.
    public static func verificationCode(_ input: String) throws(OnboardingInputError) -> String {
        let code = input.trimmingSpaces
        guard code.count == 6, code.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw OnboardingInputError(
                field: .verificationCode, input: input,
                message: "The code '\(input)' is not six digits; type the six digits from the text message.")
        }
        return code
    }

    /// Accepts `local@domain.tld` with no spaces, and lowercases it.
    ///
    /// - Throws: ``OnboardingInputError`` when the shape is wrong.
    public static func email(_ input: String) throws(OnboardingInputError) -> String {
        let email = input.trimmingSpaces.lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(" "),
            let dot = parts[1].lastIndex(of: "."), dot != parts[1].startIndex,
            parts[1].index(after: dot) != parts[1].endIndex
        else {
            throw OnboardingInputError(
                field: .email, input: input,
                message: "The email '\(input)' is not an address like name@example.com; check the @ and the domain.")
        }
        return email
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
