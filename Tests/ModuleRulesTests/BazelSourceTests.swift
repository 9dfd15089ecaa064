import Testing

@testable import ModuleRules

/// Which of a Bazel rule's `srcs` are the module's Swift sources: Swift files of the workspace, named
/// relative to the rule's package (or reaching out of it), never headers or files of external repositories.
@Suite struct BazelSourceTests {
    static func query(srcs: [String]) -> [UInt8] {
        let labels = srcs.map { "<label value=\"\($0)\"/>" }.joined()
        let text = """
            <?xml version="1.1" encoding="UTF-8" standalone="no"?>
            <query version="2">
              <rule class="swift_library" location="/ws/Cart/BUILD:1:14" name="//Cart:Cart">
                <string name="module_name" value="Cart"/>
                <list name="srcs">\(labels)</list>
              </rule>
            </query>

            """
        return Array(text.utf8)
    }

    @Test func onlyTheWorkspacesSwiftFilesAreSources() throws {
        let graph = try BazelQuery.decode(
            Self.query(srcs: [
                "//Cart:Cart.swift", "//Cart:Sources/Totals.swift", "//Cart:bridge.h", "//Shared:Money.swift",
                "@swift_nio//Sources:NIO.swift", "//Cart:README.md",
            ]), path: "q.xml", packagePath: "/ws")
        let cart = try #require(graph.modules.first)
        #expect(graph.modules.map(\.name) == ["Cart"])
        #expect(cart.sourcePaths == ["Cart.swift", "Sources/Totals.swift", "../Shared/Money.swift"])
        #expect(cart.sourcePath == "Cart")
    }

    @Test func eachRuleClassBecomesAModuleOfItsKindOrNone() throws {
        let rules = [
            ("swift_library", "//Modules/Cart:CartUI"), ("swift_test", "//Tests:CartTests"),
            ("ios_unit_test_suite", "//Tests:Suite"), ("swift_binary", "//Tools:tool"),
            ("ios_application", "//App:App"),
            ("objc_library", "//Legacy:Bridge"), ("swift_proto_library", "//Proto:Messages"),
            ("swift_toolchain", "//Tools:toolchain"), ("cc_library", "//Native:zlib"),
        ]
        let body = rules.map { "  <rule class=\"\($0.0)\" name=\"\($0.1)\"></rule>\n" }.joined()
        let graph = try BazelQuery.decode(
            Array("<?xml version=\"1.1\"?>\n<query version=\"2\">\n\(body)</query>\n".utf8), path: "q.xml",
            packagePath: "/ws")
        #expect(
            graph.modules.map { "\($0.name) \($0.kind)" } == [
                "App executable", "Bridge library", "Modules_Cart_CartUI library", "Tests_CartTests test", "Suite test",
                "Tools_tool executable",
            ])
    }
}
