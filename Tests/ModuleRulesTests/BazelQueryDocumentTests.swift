import Foundation
import Testing

@testable import ModuleRules

/// What a real `bazel query --output=xml` file may hold besides rules — an XML declaration, a DOCTYPE,
/// comments and CDATA (skipped, even when they look like rules), escaped characters in attribute values —
/// and labels as Bazel writes them (`@//`, `@@//`, a target named by its package); and what a query
/// file that cannot be read or ends inside a comment says.
@Suite struct BazelQueryDocumentTests {
    static func modules(_ xml: String) throws -> [Module] {
        try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws").modules
    }

    @Test func commentsCDATAAndDeclarationsAreSkippedEvenWhenTheyHoldARule() throws {
        let modules = try Self.modules(
            """
            <?xml version="1.1" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE query>
            <query version="2">
              <!-- <rule class="swift_library" name="//Ghost:Ghost"></rule> -->
              <rule class="swift_library" name="//Cart:Cart">
                <![CDATA[ <rule class="swift_library" name="//Phantom:Phantom"></rule> ]]>
                <?bazel note?>
              </rule>
            </query>

            """)
        #expect(modules.map(\.name) == ["Cart_Cart"])
    }

    @Test func escapedCharactersInAttributeValuesAreReadAsTheCharacters() throws {
        let modules = try Self.modules(
            """
            <query version="2">
              <rule class="swift_library" name="//Cart:Cart">
                <string name="module_name" value="A&lt;B&gt;&quot;&apos;&amp;&#67;&#x44;&bogus;&#xZZ;E&amp"/>
              </rule>
            </query>
            """)
        #expect(modules.map(\.name) == ["A<B>\"'&CD&bogus;&#xZZ;E&amp"])
    }

    /// A bare `&` (not well-formed XML, but written by hand-made or older tools) is kept as written, and the
    /// text before it is read once.
    @Test func aBareAmpersandKeepsTheTextAroundItOnce() throws {
        let modules = try Self.modules(
            """
            <query version="2">
              <rule class="swift_library" name="//Lab:Lab"><string name="module_name" value="R&D"/></rule>
            </query>
            """)
        #expect(modules.map(\.name) == ["R&D"])
    }

    @Test func labelsOfTheMainRepositoryAndTargetsNamedByTheirPackageAreResolved() throws {
        let modules = try Self.modules(
            """
            <query version="2">
              <rule class="swift_library" name="//Shared/Money">
                <list name="srcs"><label value="@@//Shared/Money:Money.swift"/></list>
              </rule>
              <rule class="swift_library" name="//Cart:Cart">
                <string name="module_name" value="Cart"/>
                <list name="deps"><label value="@//Shared/Money"/></list>
              </rule>
            </query>
            """)
        #expect(modules.map(\.name) == ["Cart", "Shared_Money_Money"])
        #expect(modules.first?.dependencies.map(\.name) == ["Shared_Money_Money"])
        #expect(modules.last?.sourcePaths == ["Money.swift"])
    }

    @Test func aCommentThatIsNeverClosedNamesTheLineItStartsOn() throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try Self.modules("<query>\n  <!-- a note\n\n")
        }
        #expect(error.code == .malformedFile)
        #expect(error.value == "4")
        #expect(
            error.description
                == "q.xml: line 4: '-->' is missing; write it with `bazel query … --output=xml`")
    }

    @Test func aMissingQueryFileSaysHowToWriteIt() throws {
        let path = "/nonexistent-\(UUID().uuidString)/query.xml"
        let error = try #require(throws: ModuleRulesError.self) { try BazelQuery.load(path: path, packagePath: "/ws") }
        #expect(error.code == .unreadableFile)
        #expect(error.file == path)
        #expect(
            error.message
                == "cannot read the Bazel query output; write it with `bazel query 'deps(//...)' --output=xml > \(path)`"
        )
    }

    @Test func aStreamedTargetWithoutANameOrClassIsLeftOut() throws {
        let lines = [
            #"{"type":"RULE","rule":{"ruleClass":"swift_library"}}"#,
            #"{"type":"RULE","rule":{"name":"//Cart:Cart"}}"#,
            #"{"type":"RULE","rule":{"name":"//Cart:Cart","ruleClass":"swift_library"}}"#,
        ]
        let graph = try BazelQuery.decode(
            Array(lines.joined(separator: "\n").utf8), path: "q.jsonl", packagePath: "/ws")
        #expect(graph.modules.map(\.name) == ["Cart_Cart"])
    }

    /// A rule of the workspace's root package (`//:App`): its folder is the root, its sources are named as
    /// written, its `-D` copts join its defines (other copts do not), and a location with a line but no column,
    /// or none at all, still points into the BUILD file.
    @Test func aRuleOfTheRootPackageWithCoptsAndShortLocations() throws {
        let graph = try BazelQuery.decode(
            Array(
                """
                <query version="2">
                  <rule class="swift_binary" location="/elsewhere/BUILD:5" name="//:App">
                    <list name="srcs"><label value="//:main.swift"/></list>
                    <list name="defines"><string value="LEGACY"/></list>
                    <list name="copts"><string value="-DFEATURE_X"/><string value="-O"/></list>
                  </rule>
                  <rule class="swift_library" location="/ws/Cart/BUILD" name="//Cart:Cart"></rule>
                </query>
                """.utf8), path: "q.xml", packagePath: "/ws/")
        #expect(graph.modules.map(\.name) == ["App", "Cart_Cart"])
        let app = try #require(graph.modules.first)
        #expect(app.sourcePath == ".")
        #expect(app.sourcePaths == ["main.swift"])
        #expect(app.defines == ["LEGACY", "FEATURE_X"])
        #expect(app.location == FileLocation(path: "/ws/BUILD", line: 5, column: 1))
        #expect(graph.modules.last?.location == FileLocation(path: "/ws/Cart/BUILD", line: 1, column: 1))
    }

    @Test func blankLinesOfStreamedOutputAreSkipped() throws {
        let text = "\n   \r\n" + #"{"type":"RULE","rule":{"name":"//Cart:Cart","ruleClass":"swift_library"}}"# + "\n \n"
        let graph = try BazelQuery.decode(Array(text.utf8), path: "q.jsonl", packagePath: "/ws")
        #expect(graph.modules.map(\.name) == ["Cart_Cart"])
    }
}
