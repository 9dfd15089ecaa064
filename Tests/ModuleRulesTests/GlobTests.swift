import Testing

@testable import ModuleRules

@Suite struct GlobTests {
    @Test(arguments: [
        ("*UI", "CartUI", true),
        ("*UI", "CartUIKit", false),
        ("Cart*", "CartUI", true),
        ("*", "", true),
        ("C?rtUI", "CartUI", true),
        ("*Logic*", "PricingLogicTests", true),
        ("FlowCore", "FlowCore", true),
        ("FlowCore", "FlowCoreTests", false),
        ("*a*b", "xaxb", true),
        ("*a*b", "xaxbx", false),
        // A star gives back characters until the rest matches; `?` is exactly one character.
        ("*ab", "aab", true),
        ("*Logic", "LogicLogic", true),
        ("C?", "C", false),
        ("?", "", false),
        ("Cart", "Car", false),
        ("Car**", "Car", true),
        ("Car*?", "Car", false),
        ("a*", "", false),
        ("", "", true),
        ("", "A", false),
        // What follows a star is matched only after what precedes it.
        ("Cart*tKit", "CartKit", false),
        ("ab*ba", "aba", false),
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(Glob.matches(pattern, name) == expected)
    }

    @Test func exactNamesAreMoreSpecificThanPatterns() {
        #expect(Glob.specificity("CheckModuleRulesPlugin") > Glob.specificity("*ModuleRulesPlugin"))
        #expect(Glob.specificity("*ModuleRulesPlugin") > Glob.specificity("*Plugin"))
    }
}
