import ModuleRules
import Testing

/// What `switchyard graph` draws for the less common graphs: dependencies on modules outside the graph,
/// names Mermaid and DOT cannot take as they are, an edge that both breaks a type rule and closes a cycle,
/// and the JSON export of a module with every field set.
@Suite struct GraphExportShapeTests {
    static let rules = try! RulesConfiguration(
        types: [
            ModuleType(name: "Feature UI", match: ["*UI"], mayDependOn: ["Feature UI", "Logic"]),
            ModuleType(name: "Logic", match: ["*Logic", "*Name"], mayDependOn: ["Logic"]),
        ])

    static func export(_ modules: [Module], as format: GraphFormat) -> [String] {
        let report = Validator(configuration: rules).validate(
            ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules), sources: [])
        return report.exportedGraph(as: format, configuration: rules).split(separator: "\n").map(String.init)
    }

    /// A dependency on a module of another package (or a product the graph does not hold) is not an edge.
    @Test func dependenciesOnModulesOutsideTheGraphAreNotDrawn() {
        let modules = [
            Module(
                name: "CartLogic",
                dependencies: [
                    Dependency(name: "Collections", package: "swift-collections"), Dependency(name: "PriceLogic"),
                ]),
            Module(name: "PriceLogic"),
        ]
        #expect(Self.export(modules, as: .dot).filter { $0.contains("->") } == [#"  "CartLogic" -> "PriceLogic";"#])
        #expect(Self.export(modules, as: .mermaid).filter { $0.contains("-->") } == ["  CartLogic --> PriceLogic"])
    }

    /// Mermaid identifiers keep ASCII letters and digits only; the label keeps the name as written. DOT quotes
    /// every name and escapes a quote inside it.
    @Test func namesMermaidAndDOTCannotTakeAsTheyAre() {
        let modules = [
            Module(name: "Café-UI", dependencies: [Dependency(name: #"Odd"Name"#)]), Module(name: #"Odd"Name"#),
        ]
        #expect(
            Self.export(modules, as: .mermaid).filter { !$0.contains("classDef") } == [
                "flowchart LR", #"  Caf__UI["Café-UI"]:::Feature_UI"#, #"  Odd_Name["Odd"Name"]:::Logic"#,
                "  Caf__UI --> Odd_Name",
            ])
        #expect(
            Self.export(modules, as: .mermaid).filter { $0.contains("classDef Feature") } == [
                "  classDef Feature_UI fill:#a6cee3,stroke:#333"
            ])
        #expect(
            Self.export(modules, as: .dot).suffix(4) == [
                ##"  "Café-UI" [label="Café-UI\nFeature UI", fillcolor="#a6cee3"];"##,
                ##"  "Odd\"Name" [label="Odd\"Name\nLogic", fillcolor="#b2df8a"];"##,
                #"  "Café-UI" -> "Odd\"Name";"#, "}",
            ])
    }

    /// An edge that breaks a type rule and also closes a cycle is labelled with the rule it breaks, whether the
    /// manifest declares it before or after the cycle's other edge; that edge, legal by type, is labelled as part
    /// of the cycle.
    @Test(arguments: [(1, 5), (5, 1)])
    func anIllegalEdgeThatClosesACycleIsLabelledWithTheTypeRule(illegalLine: Int, legalLine: Int) {
        let modules = [
            Module(
                name: "CartUI",
                dependencies: [
                    Dependency(name: "PriceLogic", location: FileLocation(path: "Package.swift", line: legalLine))
                ]),
            Module(
                name: "PriceLogic",
                dependencies: [
                    Dependency(name: "CartUI", location: FileLocation(path: "Package.swift", line: illegalLine))
                ]),
        ]
        #expect(
            Self.export(modules, as: .mermaid).filter { $0.contains("--") || $0.contains("linkStyle") } == [
                "  CartUI -- dependency-cycle --> PriceLogic", "  PriceLogic -- illegal-dependency --> CartUI",
                "  linkStyle 0,1 stroke:#d62728,stroke-width:2px",
            ])
    }

    /// The JSON export writes each module's kind, folder, listed sources, exclusions and package dependencies,
    /// and leaves out `exclude` when nothing is excluded.
    @Test func theJSONExportWritesEveryFieldOfAModule() {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(
                    name: "Tool", kind: .executable, sourcePath: "Tools/tool", sourcePaths: ["main.swift"],
                    excludedPaths: ["Fixtures"],
                    dependencies: [Dependency(name: "Collections", package: "swift-collections")]),
                Module(name: "Kit", sourcePath: "Sources/Kit"),
            ])
        let report = Validator(configuration: Self.rules).validate(graph, sources: [])
        #expect(
            report.exportedGraph(as: .json) == """
                {
                  "modules" : [
                    {
                      "dependencies" : [
                        {
                          "name" : "Collections",
                          "package" : "swift-collections"
                        }
                      ],
                      "exclude" : [
                        "Fixtures"
                      ],
                      "kind" : "executable",
                      "name" : "Tool",
                      "path" : "Tools/tool",
                      "sources" : [
                        "main.swift"
                      ]
                    },
                    {
                      "dependencies" : [

                      ],
                      "kind" : "library",
                      "name" : "Kit",
                      "path" : "Sources/Kit"
                    }
                  ],
                  "packages" : [

                  ],
                  "version" : 1
                }

                """)
    }
}
