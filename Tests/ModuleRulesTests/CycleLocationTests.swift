import ModuleRules
import Testing

/// A cycle is reported at the declaration of its first edge, whatever the modules are called.
@Suite struct CycleLocationTests {
    static let rules = try! RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"], mayDependOn: ["*"])])

    static func edge(_ name: String, line: Int) -> Dependency {
        Dependency(name: name, location: FileLocation(path: "Package.swift", line: line, column: 7))
    }

    static func cycles(_ modules: [Module]) -> [String] {
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        return Validator(configuration: rules).validate(graph, sources: []).diagnostics
            .filter { $0.rule == .dependencyCycle }.map(\.description)
    }

    @Test func aModuleThatDependsOnItselfIsReportedAtThatDependency() {
        #expect(
            Self.cycles([Module(name: "Loop", dependencies: [Self.edge("Loop", line: 4)])]) == [
                "Package.swift:4:7: error: [dependency-cycle] dependency cycle Loop -> Loop; break it by moving what "
                    + "the modules share into a module they can all depend on"
            ])
    }

    /// Names with spaces could once share a key ("a b" + "c" and "a" + "b c"); edges are now told apart by node.
    @Test func edgesBetweenNamesWithSpacesKeepTheirOwnLocations() {
        let modules = [
            Module(name: "a b", dependencies: [Self.edge("c", line: 1)]),
            Module(name: "c", dependencies: [Self.edge("a b", line: 2)]),
            Module(name: "a", dependencies: [Self.edge("b c", line: 3)]),
            Module(name: "b c", dependencies: [Self.edge("a", line: 4), Self.edge("a", line: 5)]),
        ]
        #expect(
            Self.cycles(modules).sorted() == [
                "Package.swift:1:7: error: [dependency-cycle] dependency cycle a b -> c -> a b; break it by moving what "
                    + "the modules share into a module they can all depend on",
                "Package.swift:3:7: error: [dependency-cycle] dependency cycle a -> b c -> a; break it by moving what "
                    + "the modules share into a module they can all depend on",
            ])
    }
}
