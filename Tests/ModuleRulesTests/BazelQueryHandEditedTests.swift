import Testing

@testable import ModuleRules

/// A Bazel query XML file edited by hand or written by another tool: blanks around `=` and before a tag's
/// `>`, attribute values in single quotes, empty elements written as `<rule …/>` and `<list …/>`, and the
/// mistakes such editing makes, each named with its line.
@Suite struct BazelQueryHandEditedTests {
    static func graph(_ xml: String) throws -> ModuleGraph {
        try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws")
    }

    @Test func blanksAroundEqualsBeforeATagsClosingBracketAndSingleQuotesAreAllowed() throws {
        let graph = try Self.graph(
            """
            <query version = "2">
              <rule class = "swift_library"
                    name =\t"//Cart:Cart" >
                <list name= "deps" ><label value ="//Money:Money"/></list
                >
              </rule >
              <rule class='swift_library' name='//Money:Money'></rule\t>
            </query >
            """)
        #expect(graph.modules.map(\.name) == ["Cart_Cart", "Money_Money"])
        #expect(graph.modules.first?.dependencies.map(\.name) == ["Money_Money"])
    }

    @Test func emptyRulesAndListsMayBeWrittenAsEmptyElements() throws {
        let graph = try Self.graph(
            """
            <query version="2">
              <rule class="swift_library" name="//Money:Money"/>
              <rule class="swift_library" name="//Cart:Cart">
                <list name="deps"/>
                <string name="module_name" value="Cart"/>
              </rule>
            </query>
            """)
        #expect(graph.modules.map(\.name) == ["Cart", "Money_Money"])
        #expect(graph.modules.first?.dependencies == [])
    }

    @Test(arguments: [
        ("<>", "line 2: '<' is not followed by an element name"),
        ("<rule name=\"//Cart:Cart\" / >", "line 2: unexpected character in <rule>"),
        ("<rule name \"//Cart:Cart\">", "line 2: expected '='"),
        ("<rule name=\"//Cart:Cart\"></rule name>", "line 2: expected '>'"),
    ])
    func aMistakeInATagNamesItsLine(tag: String, message: String) throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try Self.graph("<query version=\"2\">\n  \(tag)\n</query>\n")
        }
        #expect(error.code == .malformedFile)
        #expect(error.description == "q.xml: \(message); write it with `bazel query … --output=xml`")
    }
}
