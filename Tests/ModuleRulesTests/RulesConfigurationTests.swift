import Foundation
import ModuleRules
import Testing

@Suite struct RulesConfigurationTests {
    @Test func decodesTypesModulesIgnoreAndExceptions() throws {
        let json = """
            { "types": {
                "UI": { "match": "*UI", "mayDependOn": ["UI", "Logic"], "color": "#ffffff" },
                "Logic": { "match": ["*Logic", "Models"], "mayDependOn": ["Logic"], "mayNotImport": ["UIKit"] },
                "Plugin": { "match": "*Plugin", "plugin": true, "mayDependOn": ["*"] } },
              "modules": { "LegacyNetworking": "Logic" },
              "ignore": ["Bench*"],
              "exceptions": [ { "from": "A", "to": "B", "rule": "illegal-dependency", "reason": "legacy", "expires": "2027-03-01" } ] }
            """
        let rules = try RulesConfiguration.decode(Data(json.utf8), path: "module-rules.json")
        #expect(rules.types.map(\.name) == ["Logic", "Plugin", "UI"])
        #expect(
            rules.types[0]
                == ModuleType(
                    name: "Logic", match: ["*Logic", "Models"], mayDependOn: ["Logic"], mayNotImport: ["UIKit"]))
        #expect(rules.types[1].isPlugin)
        #expect(rules.types[2].color == "#ffffff")
        #expect(rules.modules == ["LegacyNetworking": "Logic"])
        #expect(rules.ignore == ["Bench*"])
        #expect(
            rules.exceptions == [
                RuleException(
                    from: "A", to: "B", rule: .illegalDependency, reason: "legacy", expires: RuleDate("2027-03-01"))
            ])
    }

    @Test(arguments: [
        (
            "{",
            "module-rules.json: line 1, column 2: expected a key in double quotes, found the end of the document"
        ),
        (
            #"{ "types": {} }"#,
            #"module-rules.json: 'types' is missing or empty; declare at least one type, e.g. "types": { "Logic": { "match": "*Logic" } }"#
        ),
        (
            #"{ "types": { "UI": { "match": "*UI", "mayDependsOn": ["UI"] } } }"#,
            "module-rules.json: unknown key 'types.UI.mayDependsOn'; the keys allowed here are 'match', 'mayDependOn', "
                + "'mayNotImport', 'plugin', 'color', 'description'"
        ),
        (
            #"{ "types": { "UI": { "mayDependOn": ["UI"] } } }"#,
            #"module-rules.json: type 'UI' has no 'match'; add a pattern such as "match": "*UI" or a list of module names"#
        ),
        (
            #"{ "types": { "UI": { "match": "*UI", "mayDependOn": ["Logik"] } } }"#,
            "module-rules.json: type 'UI' may depend on 'Logik', which is not a declared type; declare it under 'types' "
                + "or use one of UI"
        ),
        (
            #"{ "types": { "UI": { "match": 3 } } }"#,
            "module-rules.json: 'types.UI.match' must be a string or an array of strings, found a number"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "modules": { "Old": "Service" } }"#,
            "module-rules.json: module 'Old' is assigned to type 'Service', which is not declared; use one of UI"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [ { "from": "A", "to": "B", "reason": "x", "expires": "next year" } ] }"#,
            "module-rules.json: 'exceptions[0].expires' is 'next year', which is not a date; write it as YYYY-MM-DD, "
                + #"e.g. "2027-03-01""#
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [ { "from": "A", "to": "B" } ] }"#,
            "module-rules.json: 'exceptions[0]' (A -> B) has no 'reason'; say why the violation is accepted"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [ { "from": "A", "to": "B", "reason": "" } ] }"#,
            "module-rules.json: 'exceptions[0]' (A -> B) has no 'reason'; say why the violation is accepted"
        ),
        (
            #"{ "types": { "UI": { "match": "*UI" } }, "exceptions": [ { "from": "A", "to": "B", "reason": "x", "rule": "cycles" } ] }"#,
            "module-rules.json: 'exceptions[0].rule' is 'cycles', which is not a rule; use one of illegal-dependency, "
                + "forbidden-import, undeclared-import, unused-dependency, dependency-cycle, plugin-inversion, "
                + "unmatched-module, expired-exception, unused-exception, unmatched-pattern"
        ),
    ])
    func rejectsInvalidConfiguration(json: String, message: String) {
        #expect {
            _ = try RulesConfiguration.decode(Data(json.utf8), path: "module-rules.json")
        } throws: { error in
            (error as? ModuleRulesError)?.description == message
        }
    }

    @Test func namesAMissingFile() {
        #expect {
            _ = try RulesConfiguration.load(path: "/nonexistent/module-rules.json")
        } throws: { error in
            let error = error as? ModuleRulesError
            return error?.code == .unreadableFile
                && error?.description
                    == "/nonexistent/module-rules.json: cannot read the rules file; create it (see the README's "
                    + "module-rules section) or pass --rules"
        }
    }

    @Test(arguments: [("2027-03-01", true), ("2027-3-1", false), ("2027-13-01", false), ("tomorrow", false)])
    func parsesDates(text: String, valid: Bool) {
        #expect((RuleDate(text) != nil) == valid)
    }
}
