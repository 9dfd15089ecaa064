import Testing

@testable import ModuleRules

/// The manifest's own reads of the environment and the file system decide the dump cache's key.
@Suite struct ManifestInputsTests {
    @Test(arguments: [
        (#"if let only = Context.environment["SWITCHYARD_ONLY"] { }"#, ["SWITCHYARD_ONLY"], nil as String?),
        (#"let a = ProcessInfo.processInfo.environment["A"]; let b = getenv("B")"#, ["A", "B"], nil),
        (#"let a = ProcessInfo.processInfo.environment["A"]"#, ["A"], nil),
        (#"let url = "https://example.com/x.git"; let a = Context.environment["A"]"#, ["A"], nil),
        (#"let a = Context.environment["A"]; let s = "\"#, ["A"], nil),
        (#"// Context.environment[name] in a comment\nlet x = 1"#, [], nil),
        (#"/* Context.environment[name]\n FileManager */ let a = Context.environment["A"]"#, ["A"], nil),
        (#"let a = Context.environment["A"] /* Context.environment[name], never closed"#, ["A"], nil),
        (#"let note = "\"// FileManager""#, [], "the manifest reads the file system (`FileManager`)"),
        (#"let note = "a\\"; let b = Context.environment["B"] // getenv(name)"#, ["B"], nil),
        (
            #"let name = "X"; let value = Context.environment[name]"#, [],
            "the manifest reads the environment by a name that is not a string literal"
        ),
        (
            #"let names = try FileManager.default.contentsOfDirectory(atPath: "Sources")"#, [],
            "the manifest reads the file system (`FileManager`)"
        ),
    ])
    func theInputsAreReadFromTheCode(manifest: String, names: [String], reason: String?) {
        let inputs = ManifestInputs(manifestTexts: [manifest.replacing("\\n", with: "\n")])
        #expect(inputs.environmentNames == names)
        #expect(inputs.uncacheableReason == reason)
    }

    @Test func theKeyNamesEachValueAndUnsetVariables() {
        let inputs = ManifestInputs(manifestTexts: [#"Context.environment["B"]; Context.environment["A"]"#])
        #expect(inputs.environmentKey(["A": "1"]) == "A=1\nB unset")
    }

    /// A manifest saved with Windows line breaks: a line comment ends at its `\r\n`, so what follows is read.
    @Test func aLineCommentEndsAtAWindowsLineBreak() {
        let manifest =
            "// swift-tools-version:5.9\r\nimport PackageDescription\r\nlet a = Context.environment[\"A\"]\r\n"
        let inputs = ManifestInputs(manifestTexts: [manifest])
        #expect(inputs.environmentNames == ["A"])
        #expect(ManifestInputs.withoutComments("a // c\r\nb") == "a \r\nb")
    }
}
