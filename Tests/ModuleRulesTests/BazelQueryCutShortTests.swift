import Foundation
import Testing

@testable import ModuleRules

/// A Bazel query file as it reaches the checker in practice: saved with blank lines before the XML, cut
/// short inside a tag while it was being written, queried from the workspace root with a relative package
/// path, or holding rules of an external repository (`@repo//…`).
@Suite struct BazelQueryCutShortTests {
    @Test func blankLinesBeforeTheXMLStillReadItAsXML() throws {
        let xml = "\n \t\n<query version=\"2\"><rule class=\"swift_library\" name=\"//Cart:Cart\"></rule></query>\n"
        let graph = try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws")
        #expect(graph.modules.map(\.name) == ["Cart_Cart"])
    }

    @Test(arguments: [
        ("<rule", "line 2: the document ends inside <rule>"),
        ("<rule name=\"//Cart:Cart\"", "line 2: the document ends inside <rule>"),
        ("<rule name=", "line 2: an attribute value must be quoted"),
        ("<rule name=\"//Cart:Ca", "line 2: an attribute value is never closed"),
    ])
    func aQueryCutShortInsideATagSaysWhatIsMissing(ending: String, message: String) throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try BazelQuery.decode(Array("<query version=\"2\">\n  \(ending)".utf8), path: "q.xml", packagePath: "/ws")
        }
        #expect(error.code == .malformedFile)
        #expect(error.description == "q.xml: \(message); write it with `bazel query … --output=xml`")
    }

    /// Run from the workspace root (`--package-path .`), a BUILD file under it is named relative to it.
    @Test func aBuildFileUnderTheWorkspaceRootIsNamedRelativeToARelativePackagePath() throws {
        let root = URL(fileURLWithPath: ".").standardizedFileURL.path
        let xml = """
            <query version="2">
              <rule class="swift_library" location="\(root)/Modules/Cart/BUILD:12:3" name="//Modules/Cart:Cart"></rule>
            </query>
            """
        let graph = try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: ".")
        #expect(graph.modules.first?.location == FileLocation(path: "Modules/Cart/BUILD", line: 12, column: 3))
    }

    /// `deps(//...)` lists the rules of external repositories too; their labels name the module as the
    /// repository's own package does (`@repo//Sources/Parser:Parser` is `Sources_Parser_Parser`).
    @Test func aRuleOfAnExternalRepositoryIsNamedByItsPackageInThatRepository() throws {
        let xml = """
            <query version="2">
              <rule class="swift_library" name="@swift_parser//Sources/Parser:Parser"></rule>
              <rule class="swift_library" name="@swift_log//:Logging"></rule>
              <rule class="swift_binary" name="//App:App">
                <string name="module_name" value="App"/>
                <list name="deps">
                  <label value="@swift_parser//Sources/Parser:Parser"/><label value="@swift_log//:Logging"/>
                </list>
              </rule>
            </query>
            """
        let graph = try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws")
        let app = try #require(graph.modules.first { $0.name == "App" })
        #expect(app.dependencies.map(\.name) == ["Sources_Parser_Parser", "Logging"])
    }
}
