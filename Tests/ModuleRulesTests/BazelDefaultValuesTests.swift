import Testing

@testable import ModuleRules

/// `bazel query --output=xml` writes every attribute, the ones a BUILD file leaves unset too (`--xml:default_values`
/// is on by default): an empty `module_name` means "not set", so the module is named from its label.
@Suite struct BazelDefaultValuesTests {
    @Test func anEmptyModuleNameIsNamedFromTheLabel() throws {
        let xml = """
            <?xml version="1.1" encoding="UTF-8" standalone="no"?>
            <query version="2">
              <rule class="swift_library" location="/ws/Cart/BUILD:1:14" name="//Cart:CartLogic">
                <string name="module_name" value=""/>
                <list name="deps"><label value="//Money:Money"/></list>
              </rule>
              <rule class="swift_library" location="/ws/Money/BUILD:1:14" name="//Money:Money">
                <string name="module_name" value=""/>
                <list name="deps"/>
              </rule>
              <rule class="objc_library" location="/ws/Legacy/BUILD:1:13" name="//Legacy:Bridge">
                <string name="module_name" value=""/>
              </rule>
            </query>
            """
        let graph = try BazelQuery.decode(Array(xml.utf8), path: "q.xml", packagePath: "/ws")
        #expect(graph.modules.map(\.name) == ["Cart_CartLogic", "Bridge", "Money_Money"])
        #expect(graph.modules.first?.dependencies.map(\.name) == ["Money_Money"])
    }
}
