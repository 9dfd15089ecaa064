import Testing

@testable import ModuleRules

/// `#if` conditions whose answer depends on telling "certainly true" from "unknown": a negated
/// `&&` or `||` over a term the policy cannot judge, calls whose arguments carry blanks or a
/// version, and checks the host policy cannot answer.
@Suite struct BranchConditionTruthTests {
    @Test(arguments: [
        // `canImport(UIKit)` is unknown without the host policy.
        ("!(true && canImport(UIKit))", BranchPolicy.buildable, true),
        ("!(true || canImport(UIKit))", .buildable, false),
        ("!(false && canImport(UIKit))", .buildable, true),
        ("!(false || canImport(UIKit))", .buildable, true),
        ("!(FEATURE_X && !FEATURE_X)", .buildable, true),
        ("!(FEATURE_X || NOT_DEFINED)", .buildable, false),
        ("!canImport(UIKit)", .buildable, true),
        ("!!FEATURE_X", .buildable, true),
        ("!!NOT_DEFINED", .buildable, false),
        ("( FEATURE_X ) && ( NOT_DEFINED || true )", .buildable, true),
        ("!(FEATURE_X) || NOT_DEFINED", .buildable, false),
        // Both sides certainly true: the negation is certainly false.
        ("!(FEATURE_X && true)", .buildable, false),
        ("!(true && FEATURE_X)", .buildable, false),
        // Blanks after the condition (before a comment the lexer cut off) change nothing.
        ("NOT_DEFINED  \t", .buildable, false),
        ("!FEATURE_X ", .buildable, false),
    ])
    func aNegationTellsCertainFromUnknown(condition: String, policy: BranchPolicy, expected: Bool) {
        let evaluator = ConditionEvaluator(policy: policy, defines: ["FEATURE_X"], importable: [])
        #expect(evaluator.mayCompile(condition) == expected, "\(condition)")
    }

    @Test(arguments: [
        ("canImport( Foundation )", true),
        ("canImport(Foundation, _version: 1.2)", true),
        ("!canImport(Foundation, _version: 1.2)", false),
        ("swift(>=5.9)", true),
        ("!compiler(>=6.0)", true),
        ("targetEnvironment(macCatalyst)", false),
    ])
    func theHostPolicyReadsCallArgumentsAndLeavesOtherChecksUnknown(condition: String, expected: Bool) {
        let evaluator = ConditionEvaluator(policy: .host, defines: [], importable: [])
        #expect(evaluator.mayCompile(condition) == expected, "\(condition)")
    }

    #if os(Linux)
        @Test func theHostPolicyKnowsLinuxsSystemModules() {
            let evaluator = ConditionEvaluator(policy: .host, defines: [], importable: [])
            for module in ["Glibc", "FoundationNetworking", "FoundationXML"] {
                #expect(evaluator.mayCompile("canImport(\(module))"), "\(module)")
                #expect(!evaluator.mayCompile("!canImport(\(module))"), "\(module)")
            }
            #expect(!evaluator.mayCompile("canImport(Darwin)"))
            #expect(evaluator.mayCompile("os(Linux)"))
            #expect(!evaluator.mayCompile("os(macOS)"))
        }
    #endif

    #if arch(x86_64)
        @Test func theHostPolicyKnowsThisMachinesArchitecture() {
            let evaluator = ConditionEvaluator(policy: .host, defines: [], importable: [])
            #expect(evaluator.mayCompile("arch(x86_64)"))
            #expect(!evaluator.mayCompile("arch(arm64)"))
        }
    #endif
}
