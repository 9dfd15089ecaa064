import Testing

@testable import ModuleRules

/// A rule's dependencies as Bazel lists them: `deps` then `private_deps` (rules_swift's implementation-only
/// dependencies), labels of rules outside the graph left out; and a streamed rule's BUILD file position.
@Suite struct BazelQueryDependencyTests {
    @Test func privateDependenciesFollowTheOthersAndRulesOutsideTheGraphAreLeftOut() throws {
        let xml = """
            <query version="2">
              <rule class="swift_library" location="/ws/Cart/BUILD:3:1" name="//Cart:Cart">
                <list name="deps"><label value="//Money:Money"/><label value="@zlib//:zlib"/></list>
                <list name="private_deps"><label value="//Logging:Logging"/></list>
              </rule>
              <rule class="swift_library" name="//Money:Money"></rule>
              <rule class="swift_library" name="//Logging:Logging"></rule>
              <rule class="cc_library" name="@zlib//:zlib"></rule>
            </query>
            """
        let graph = try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws")
        let cart = try #require(graph.modules.first)
        #expect(graph.modules.map(\.name) == ["Cart_Cart", "Logging_Logging", "Money_Money"])
        #expect(cart.dependencies.map(\.name) == ["Money_Money", "Logging_Logging"])
        #expect(cart.dependencies.map(\.location) == Array(repeating: cart.location, count: 2))
        #expect(cart.location == FileLocation(path: "/ws/Cart/BUILD", line: 3, column: 1))
    }

    @Test func aStreamedRulesLocationPointsIntoItsBuildFile() throws {
        let line =
            #"{"type":"RULE","rule":{"name":"//Cart:Cart","ruleClass":"swift_library","#
            + #""location":"/ws/Cart/BUILD.bazel:7:12","attribute":[{"name":"module_name","stringValue":"Cart"}]}}"#
        let graph = try BazelQuery.decode(Array(line.utf8), path: "q.jsonl", packagePath: "/ws")
        #expect(graph.modules.map(\.name) == ["Cart"])
        #expect(graph.modules.first?.location == FileLocation(path: "/ws/Cart/BUILD.bazel", line: 7, column: 12))
    }
}
