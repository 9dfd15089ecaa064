import Testing

@testable import ModuleRules

/// An `#if` condition the checker cannot read to the end is unknown, so the imports under it are
/// checked, whatever the part it could read says.
@Suite struct UnparsableConditionTests {
    @Test(arguments: [
        "FEATURE_X &&", "!FEATURE_X ||", "!FEATURE_X &&", "(!FEATURE_X", "!(FEATURE_X", "canImport(Styles",
        "!FEATURE_X FEATURE_X", "", "!", "!FEATURE_X )", "$NonescapableTypes",
    ])
    func aConditionThatDoesNotParseMayCompile(condition: String) {
        let evaluator = ConditionEvaluator(policy: .buildable, defines: ["FEATURE_X"], importable: ["Styles"])
        #expect(evaluator.mayCompile(condition))
    }

    @Test(arguments: ["!FEATURE_X", "(!FEATURE_X)", " ( !FEATURE_X ) ", "!FEATURE_X\t&&\tFEATURE_X"])
    func theSameConditionsWrittenInFullAreLeftOut(condition: String) {
        let evaluator = ConditionEvaluator(policy: .buildable, defines: ["FEATURE_X"], importable: ["Styles"])
        #expect(!evaluator.mayCompile(condition))
    }
}
