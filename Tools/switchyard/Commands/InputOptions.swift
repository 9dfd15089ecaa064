import ModuleRules

/// The options `check` and `graph` share: where the package, the rules and the graph are.
enum InputOptions {
    static let table: [ArgumentList.Option] = [
        .init(name: "package-path", valueName: "dir", help: "The package root (default: the current directory)."),
        .init(name: "rules", valueName: "file", help: "The rules file (default: <package-path>/module-rules.json)."),
        .init(
            name: "manifest-json", valueName: "file",
            help: "Saved `swift package dump-package` output, read instead of running it."),
        .init(
            name: "graph", valueName: "file",
            help: "A build-system-neutral graph file, read instead of a SwiftPM manifest."),
        .init(
            name: "bazel-query", valueName: "file",
            help: "`bazel query 'deps(//...)' --output=xml` (or streamed_jsonproto) output; package path = workspace."),
        .init(
            name: "tuist-graph", valueName: "file",
            help: "`tuist graph --format json` output, read instead of a SwiftPM manifest."),
        .init(name: "today", valueName: "YYYY-MM-DD", help: "The day exception expiry dates are compared against."),
        .init(name: "threads", valueName: "n", help: "Threads that scan sources (default: processor count, 2 to 8)."),
        .init(
            name: "no-cache", valueName: nil,
            help:
                "Run `swift package dump-package` even when .build/switchyard holds its output, and store the fresh one."
        ),
        .init(
            name: "branches", valueName: "policy",
            help: "#if branches to check: buildable (default), host (this machine's debug build) or all."),
        .init(
            name: "scratch-path", valueName: "dir",
            help:
                "Dump the manifest with this SwiftPM scratch folder and cache it there (default: <package-path>/.build)."
        ),
    ]

    /// Builds check options from parsed arguments.
    static func checkOptions(_ arguments: ArgumentList) throws -> CheckOptions {
        var options = CheckOptions(
            packagePath: arguments.values["package-path"] ?? ".", rulesPath: arguments.values["rules"])
        let sources: [(String, (String) -> CheckOptions.GraphSource)] = [
            ("manifest-json", { .manifestJSON($0) }), ("graph", { .graphFile($0) }),
            ("bazel-query", { .bazelQuery($0) }), ("tuist-graph", { .tuistGraph($0) }),
        ]
        let given = sources.filter { arguments.values[$0.0] != nil }
        guard given.count <= 1 else {
            let names = given.map { "'--\($0.0)'" }.joined(separator: " and ")
            throw UsageError(value: "--\(given[1].0)", message: "\(names) cannot be combined; pass one of them")
        }
        if let (name, source) = given.first, let value = arguments.values[name] {
            options.graphSource = source(value)
        } else {
            options.graphSource = .dumpPackage
        }
        if let text = arguments.values["today"] {
            guard let date = RuleDate(text) else {
                throw UsageError(value: text, message: "'\(text)' is not a valid --today; write it as YYYY-MM-DD")
            }
            options.today = date
        }
        options.usesManifestCache = !arguments.flags.contains("no-cache")
        options.scratchPath = arguments.values["scratch-path"]
        if arguments.values["branches"] != nil {
            options.branches = try arguments.choice(
                "branches", default: BranchPolicy.buildable, among: BranchPolicy.allCases)
        }
        if let text = arguments.values["threads"] {
            guard let count = Int(text), (1...64).contains(count) else {
                throw UsageError(value: text, message: "'\(text)' is not a valid --threads; use a number from 1 to 64")
            }
            options.threadCount = count
        }
        return options
    }
}
