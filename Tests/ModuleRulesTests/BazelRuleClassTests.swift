import Testing

@testable import ModuleRules

/// Which rules_swift and rules_apple rule classes are modules the rules apply to, and of which kind; C and
/// proto rules and toolchains are not modules.
@Suite struct BazelRuleClassTests {
    static let classes: [(String, String?)] = [
        ("swift_library", "library"), ("swift_binary", "executable"), ("swift_test", "test"),
        ("objc_library", "library"), ("apple_static_xcframework", "library"),
        ("apple_dynamic_framework_import", "library"), ("ios_framework", "library"),
        ("ios_application", "executable"), ("ios_extension", "executable"), ("ios_app_clip", "executable"),
        ("macos_command_line_application", "executable"), ("macos_application", "executable"),
        ("tvos_application", "executable"), ("watchos_extension", "executable"),
        ("visionos_application", "executable"), ("ios_unit_test", "test"), ("macos_ui_test", "test"),
        ("ios_unit_test_suite", "test"), ("swift_proto_library", nil), ("swift_toolchain", nil),
        ("swift_autoconfiguration_toolchain", nil), ("cc_library", nil), ("objc_import", nil),
        ("android_library", nil),
    ]

    @Test(arguments: classes)
    func aRuleClassIsAModuleOfItsKindOrNone(ruleClass: String, kind: String?) {
        let rule = BazelRule(label: "//Pkg:Name", ruleClass: ruleClass)
        #expect((rule.isModule ? rule.kind.rawValue : nil) == kind)
    }
}
