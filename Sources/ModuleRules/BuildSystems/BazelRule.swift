/// One rule of a `bazel query` result, as far as the module graph needs it: its label, class, BUILD file
/// position and its string and label attributes.
struct BazelRule: Hashable, Sendable {
    /// The rule's label, e.g. `//Modules/Cart:CartUI`.
    var label: String
    /// The rule class, e.g. `swift_library`.
    var ruleClass: String
    /// `/path/to/BUILD:12:1`, as Bazel writes it.
    var location: String?
    /// String attributes (`module_name`).
    var strings: [String: String] = [:]
    /// Label-list and string-list attributes (`srcs`, `deps`).
    var lists: [String: [String]] = [:]

    /// Whether the rule builds an Apple-platform module the rules apply to: Swift and Objective-C libraries,
    /// Swift binaries and tests, and rules_apple bundles (`ios_application`, `apple_static_xcframework`, …).
    var isModule: Bool {
        ruleClass.hasPrefix("swift_") && ruleClass != "swift_proto_library" && !ruleClass.contains("toolchain")
            || ruleClass == "objc_library" || ruleClass.hasPrefix("apple_")
            || ["ios_", "macos_", "tvos_", "watchos_", "visionos_"].contains { ruleClass.hasPrefix($0) }
    }

    /// What the rule builds.
    var kind: Module.Kind {
        if ruleClass.hasSuffix("_test") || ruleClass.hasSuffix("_test_suite") { return .test }
        let executables = ["_application", "_binary", "_extension", "_command_line_application", "_app_clip"]
        if executables.contains(where: { ruleClass.hasSuffix($0) }) { return .executable }
        return .library
    }

    /// The module name Swift code imports: `module_name` when set, otherwise what rules_swift derives from
    /// the label (the package path and the name joined with `_`, e.g. `//Modules/Cart:CartUI` →
    /// `Modules_Cart_CartUI`) for Swift rules, and the target name for the others.
    var moduleName: String {
        if let name = strings["module_name"], !name.isEmpty { return name }
        let (package, name) = BazelRule.split(label)
        guard ruleClass.hasPrefix("swift_"), !package.isEmpty else { return ModuleName.imported(name) }
        return ModuleName.imported(package.replacing("/", with: "_") + "_" + name)
    }

    /// The package path and target name of a label: `//a/b:c` → (`a/b`, `c`), `//a/b` → (`a/b`, `b`);
    /// a leading `@repo` is dropped.
    static func split(_ label: String) -> (package: String, name: String) {
        var text = Substring(label)
        if text.hasPrefix("@") { text = text.drop { $0 != "/" } }
        while text.hasPrefix("/") { text = text.dropFirst() }
        if let colon = text.firstIndex(of: ":") {
            return (String(text[..<colon]), String(text[text.index(after: colon)...]))
        }
        return (String(text), String(text.split(separator: "/").last ?? text))
    }

    /// The label written relative to the main repository: `@//a:b` and `@@//a:b` → `//a:b`.
    static func normalized(_ label: String) -> String {
        var text = Substring(label)
        while text.hasPrefix("@") && text.dropFirst().hasPrefix("/") || text.hasPrefix("@@//") {
            text = text.drop { $0 == "@" }
        }
        if text.hasPrefix("@//") { text = text.dropFirst() }
        return String(text)
    }
}
