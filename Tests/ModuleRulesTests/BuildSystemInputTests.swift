import Foundation
import Testing

@testable import ModuleRules

/// Bazel query output (XML and streamed JSON) and `tuist graph --format json` become module graphs the same
/// rules run on, from small fixtures written from the tools' documented formats and from 2,000-target graphs.
@Suite struct BuildSystemInputTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func check(_ source: CheckOptions.GraphSource, package: String) throws -> [String] {
        var options = CheckOptions(packagePath: package, graphSource: source)
        options.today = RuleDate("2026-01-01")!
        return try ModuleRulesCheck.run(options).diagnostics.map {
            $0.description.replacing(fixtures + "/", with: "")
        }
    }

    static let bazelDiagnostics = [
        "Bazel/Modules/CartLogic/Cart.swift:2:1: error: [forbidden-import] 'CartLogic' (Logic) may not import "
            + "'UIKit'; move the code that needs it to a module whose type allows it",
        "Bazel/Modules/CartUI/BUILD:1:14: error: [illegal-dependency] 'CartUI' (UI) may not depend on "
            + "'Modules_CartFlow_CartFlow' (Flow); UI may depend on UI, Logic",
    ]

    @Test(arguments: ["query.xml", "query.jsonl"])
    func bazelQueryOutputIsCheckedLikeAPackage(file: String) throws {
        let package = Self.fixtures + "/Bazel"
        let graph = try BazelQuery.load(path: package + "/" + file, packagePath: package)
        #expect(
            graph.modules.map { "\($0.name) \($0.kind.rawValue)" } == [
                "ShopApp executable", "Modules_CartFlow_CartFlow library", "CartLogic library", "CartUI library",
                "LegacyKit library",
            ])
        let cartUI = try #require(graph.module(named: "CartUI"))
        #expect(cartUI.sourcePath == "Modules/CartUI")
        #expect(cartUI.sourcePaths == ["CartView.swift"])
        #expect(cartUI.dependencies.map(\.name) == ["CartLogic", "Modules_CartFlow_CartFlow"])
        #expect(cartUI.defines == ["FEATURE_COUPONS"])
        #expect(graph.module(named: "ShopApp")?.dependencies.map(\.name) == ["CartUI", "LegacyKit"])
        #expect(try Self.check(.bazelQuery(package + "/" + file), package: package) == Self.bazelDiagnostics)
    }

    @Test func tuistGraphOutputIsCheckedLikeAPackage() throws {
        let package = Self.fixtures + "/Tuist"
        let graph = try TuistGraph.load(path: package + "/graph.json", packagePath: package)
        #expect(
            graph.modules.map { "\($0.name) \($0.kind.rawValue)" } == [
                "ShopApp executable", "CartLogic library", "CartUI library", "CartLogicTests test",
                "CheckoutFlow library",
            ])
        #expect(graph.module(named: "CartUI")?.dependencies.map(\.name) == ["CartLogic", "CheckoutFlow"])
        #expect(graph.module(named: "CartUI")?.sourcePath == "Projects/Cart")
        #expect(
            try Self.check(.tuistGraph(package + "/graph.json"), package: package) == [
                "Tuist/Projects/Cart/Project.swift:1:1: error: [illegal-dependency] 'CartUI' (UI) may not depend on "
                    + "'CheckoutFlow' (Flow); UI may depend on UI, Logic",
                "Tuist/Projects/Cart/Sources/CartLogic/Cart.swift:2:1: error: [forbidden-import] 'CartLogic' (Logic) "
                    + "may not import 'SwiftUI'; move the code that needs it to a module whose type allows it",
            ])
    }

    /// Module `i` depends on `i - 1` and `i / 2` (one module for 1 and 2): 2,000 modules, 3,996 edges, no cycle.
    static let size = 2_000

    static func dependencies(of index: Int) -> [Int] {
        index == 0 ? [] : Array(Set([index - 1, index / 2])).sorted()
    }

    static func bazelXML() -> [UInt8] {
        var text = "<?xml version=\"1.1\" encoding=\"UTF-8\" standalone=\"no\"?>\n<query version=\"2\">\n"
        for index in 0..<size {
            text +=
                "  <rule class=\"swift_library\" location=\"/ws/M\(index)/BUILD:1:14\" name=\"//M\(index):M\(index)\">\n"
            text += "    <string name=\"module_name\" value=\"Module\(index)\"/>\n"
            text +=
                "    <list name=\"srcs\"><label value=\"//M\(index):M\(index).swift\"/></list>\n    <list name=\"deps\">"
            for dependency in dependencies(of: index) { text += "<label value=\"//M\(dependency):M\(dependency)\"/>" }
            text += "</list>\n  </rule>\n"
        }
        return Array((text + "</query>\n").utf8)
    }

    static func bazelJSON() -> [UInt8] {
        var text = ""
        for index in 0..<size {
            let deps = dependencies(of: index).map { "\"//M\($0):M\($0)\"" }.joined(separator: ",")
            text +=
                "{\"type\":\"RULE\",\"rule\":{\"name\":\"//M\(index):M\(index)\",\"ruleClass\":\"swift_library\","
                + "\"location\":\"/ws/M\(index)/BUILD:1:14\",\"attribute\":[{\"name\":\"module_name\",\"type\":\"STRING\","
                + "\"stringValue\":\"Module\(index)\"},{\"name\":\"deps\",\"type\":\"LABEL_LIST\",\"stringListValue\":[\(deps)]}]}}\n"
        }
        return Array(text.utf8)
    }

    static func tuistJSON() -> [UInt8] {
        let targets = (0..<size).map { index in
            let deps = dependencies(of: index).map { "{\"target\":{\"name\":\"Module\($0)\"}}" }.joined(separator: ",")
            return "{\"name\":\"Module\(index)\",\"product\":\"staticFramework\",\"sources\":[],\"resources\":[],"
                + "\"dependencies\":[\(deps)]}"
        }
        return Array(
            ("{\"name\":\"Big\",\"path\":\"/ws\",\"projects\":{\"/ws/Big\":{\"name\":\"Big\",\"path\":\"/ws/Big\","
                + "\"packages\":[],\"schemes\":[],\"targets\":[" + targets.joined(separator: ",") + "]}}}").utf8)
    }

    @Test(arguments: ["xml", "jsonproto", "tuist"])
    func aTwoThousandTargetGraphIsReadWhole(format: String) throws {
        let graph: ModuleGraph
        switch format {
        case "xml": graph = try BazelQuery.decode(Self.bazelXML(), path: "big.xml", packagePath: "/ws")
        case "jsonproto": graph = try BazelQuery.decode(Self.bazelJSON(), path: "big.jsonl", packagePath: "/ws")
        default: graph = try TuistGraph.decode(Data(Self.tuistJSON()), path: "graph.json", packagePath: "/ws")
        }
        #expect(graph.modules.count == Self.size)
        #expect(graph.modules.reduce(0) { $0 + $1.dependencies.count } == 3_996)
        #expect(graph.module(named: "Module1999")?.dependencies.map(\.name) == ["Module999", "Module1998"])
        let rules = try RulesConfiguration(types: [ModuleType(name: "Any", match: ["Module*"], mayDependOn: ["Any"])])
        let report = Validator(configuration: rules).validate(graph, sources: [])
        #expect(report.diagnostics.isEmpty)
    }

    @Test func malformedQueryOutputNamesTheLine() throws {
        let xml = try #require(throws: ModuleRulesError.self) {
            try BazelQuery.decode(Array("<query>\n<rule name=//a:b>\n".utf8), path: "q.xml", packagePath: ".")
        }
        #expect(
            xml.description
                == "q.xml: line 2: an attribute value must be quoted; write it with `bazel query … --output=xml`")
        let json = try #require(throws: ModuleRulesError.self) {
            try BazelQuery.decode(Array("{\"type\": \"RULE\"}\n{\"type\": }\n".utf8), path: "q.jsonl", packagePath: ".")
        }
        #expect(
            json.description
                == "q.jsonl: line 2, column 10: unexpected '}' where a value was expected; write it with `bazel query "
                + "… --output=streamed_jsonproto` (one target per line) or --output=xml")
    }
}
