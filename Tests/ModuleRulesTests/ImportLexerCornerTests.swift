import ModuleRules
import Testing

/// Corners of the import lexer a real file can reach: a bare regex after a keyword, a slash after a
/// regex, a call inside an interpolation, a raw string closing its line, an extended regex that never
/// closes. Each source is paired with the imports the compiler sees in it.
@Suite struct ImportLexerCornerTests {
    @Test(arguments: [
        ("return", "func f() -> Regex<Substring> {\n    return /\\/*/\n}\nimport X\n"),
        ("case", "switch s {\ncase /\\/*/: break\ndefault: break\n}\nimport X\n"),
        ("in", "for m in /\\/*/.matches { }\nimport X\n"),
        ("try", "let m = try /\\/*/.firstMatch(in: s)\nimport X\n"),
        ("where", "for s in all where /\\/*/.matches(s) { }\nimport X\n"),
    ])
    func aBareRegexAfterAKeywordOpensNoComment(keyword: String, source: String) {
        #expect(Self.found(in: source) == ["X@\(source.split(separator: "\n").count):1"], "after '\(keyword)'")
    }

    @Test func aWordThatOnlyEndsLikeAKeywordIsAnOperand() {
        // `retry /x` divides `retry` by `x`: the `/*` after it opens a comment that hides the import.
        #expect(Self.found(in: "let a = retry /x /* c\nimport Hidden\n*/\nimport X\n") == ["X@4:1"])
    }

    @Test func aSlashAfterARegexDividesAndStartsNoSecondRegex() {
        #expect(Self.found(in: "let q = /a/ /b // ; import Hidden\nimport X\n") == ["X@2:1"])
    }

    @Test func aCallInsideAnInterpolationKeepsTheStringOpenAfterIt() {
        #expect(Self.found(in: "let s = \"\\(f(\"x\")) // \"; import X\n") == ["X@1:26"])
    }

    @Test func aRawStringThatClosesItsLineStartsNoRegex() {
        #expect(Self.found(in: "let s = #\"a\"#\n\nimport X\n") == ["X@3:1"])
    }

    @Test(arguments: [
        "let r = #/\nimport Hidden\n",
        "let r = ##/\nimport Hidden /#\n",
    ])
    func anExtendedRegexThatNeverClosesHidesTheRestOfTheFile(source: String) {
        #expect(Self.found(in: source) == [])
    }

    static func found(in source: String) -> [String] {
        ImportScanner.imports(in: source, path: "F.swift").map {
            "\($0.module)@\($0.location.line):\($0.location.column)"
        }
    }
}
