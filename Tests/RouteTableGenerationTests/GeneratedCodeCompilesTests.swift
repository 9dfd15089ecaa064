import Foundation
import Testing

@testable import RouteTableGeneration

/// A property of the generator: every table the checker accepts gives Swift that compiles.
///
/// Tricky tables (names next to the reserved ones, escapes in patterns and documentation, every
/// value type, tables over the labeled-registration limit and over one part) and seeded random
/// tables drawn from a pool of hostile names are checked; those accepted are type-checked
/// together by `swiftc -typecheck` against the DeepLinks module the tests were built with, in
/// one bounded run. Those rejected must fail with `file:line: error:` lines only.
@Suite(.timeLimit(.minutes(5))) struct GeneratedCodeCompilesTests {
    /// The folder with the built modules (`.build/debug/Modules`), next to the test binary.
    static let modules: URL = {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("Modules")
        #else
            (Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main).bundleURL
                .deletingLastPathComponent().appendingPathComponent("Modules")
        #endif
    }()

    /// One route entry as JSON.
    static func entry(
        _ name: String, _ pattern: String, _ parameters: [String] = [], group: String? = nil, flow: Bool = false,
        documentation: String = "Opens it."
    ) -> [String: Any] {
        var entry: [String: Any] = ["name": name, "pattern": pattern, "documentation": documentation]
        if !parameters.isEmpty { entry["parameters"] = parameters }
        if let group { entry["group"] = group }
        if flow { entry["scope"] = "flow" }
        return entry
    }

    /// A table's JSON text.
    static func table(_ type: String, _ routes: [[String: Any]], documentation: String = "Routes.") -> String {
        let object: [String: Any] = ["type": type, "documentation": documentation, "routes": routes]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Tables that are accepted and must compile.
    static let trickyTables: [String] = [
        table(
            "Tricky",
            [
                entry("hubs", "ride://hub/:valuesList", ["valuesList: string"]),
                entry("selfie", "/self/:selfID(int)", ["selfID: int", "urlText: string?", "flag: bool?"]),
                entry("stringPage", "/string/*rest", ["rest: string?"], group: "requiresAuth"),
                entry("registerLink", "/register/:id(uuid)/:ratio?", ["id: uuid", "ratio: double?"]),
                entry(
                    "quoted", "/caf%C3%A9/%22q%22/:name", ["name: string"],
                    documentation: #"Says "hi", \(not interpolated) \n, `code`, /* not closed, emoji 🚕, tab-free."#),
                entry("flowOnly", "ride://flow/:code", ["code: string"], flow: true),
                entry("typeName", "/type/:protocolName", ["protocolName: string"]),
            ], documentation: #"Quotes "", backslashes \\ and /* in the table's documentation."#),
        table("Empty", []),
        table("OnlyFlow", [entry("inPlace", "/in/place", flow: true)]),
        table("Wide", (0..<40).map { entry("route\($0)", "/wide/r\($0)/:id(int)", ["id: int", "ref: string?"]) }),
        table("Parted", (0..<(RouteCodeWriter.routesPerPart + 5)).map { entry("p\($0)", "/parted/\($0)") }),
    ]

    /// Code that uses the generated API: a route made hashable with one line, and a pattern of a later part.
    static let usage = """
        import DeepLinks

        extension Tricky.Hubs: HashableRoute {}

        func usesTheGeneratedAPI() throws -> Int {
            let routes: Set<Tricky.Hubs> = [Tricky.hubs(valuesList: "a"), Tricky.hubs(valuesList: "a")]
            let last: RoutePattern = Parted.P404.pattern
            return routes.count + last.description.count + (try Parted.p404().url.description.count)
        }

        """

    /// A seeded generator, so that a failure can be replayed.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 33)
        }
    }

    /// Names that are keywords, generated API, used types, or harmless.
    static let namePool = [
        "hub", "values", "parameters", "pattern", "groups", "register", "handlers", "url", "self", "Self", "init",
        "default", "string", "route", "await", "async", "actor", "any", "some", "_", "type", "protocol", "handler0",
        "profile", "userID", "tab", "a", "b2", "item", "description", "hashValue", "encode", "copy", "each",
        "routingHub", "deepLinkError", "uuid", "int", "bool", "double", "optional", "sendable", "error", "swift",
        "String", "UUID", "RouteValues", "Profile", "Random1", "R", "_routePatterns0",
    ]

    /// A random table from `namePool`, numbered `index` so that the type names differ.
    static func randomTable(_ index: Int, using random: inout SeededRandom) -> String {
        let types = ["string", "int", "uuid", "bool", "double"]
        var routes: [[String: Any]] = []
        for position in 0..<Int.random(in: 1...6, using: &random) {
            let name = namePool.randomElement(using: &random)!
            var parameters: [String] = []
            var path = "/t\(index)/r\(position)"
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let parameter = namePool.randomElement(using: &random)!
                let type = types.randomElement(using: &random)!
                if Bool.random(using: &random), type == "string" || type == "int" || type == "uuid" {
                    path += type == "string" ? "/:\(parameter)" : "/:\(parameter)(\(type))"
                    parameters.append("\(parameter): \(type)")
                } else {
                    parameters.append("\(parameter): \(type)?")
                }
            }
            let documentation = ["Opens it.", "Line\nbreak", "Ends */ here", "Quote \" and \\"].randomElement(
                using: &random)!
            routes.append(
                entry(
                    name, path, parameters, group: Bool.random(using: &random) ? "g" : nil,
                    flow: Bool.random(using: &random), documentation: documentation))
        }
        let type = ["Random\(index)", "Route", "Self", "Handlers"].randomElement(using: &random)!
        return table(type, routes)
    }

    @Test func everyAcceptedTableTypeChecks() throws {
        var random = SeededRandom(state: 2026)
        var accepted: [(file: String, text: String)] = []
        var rejected = 0
        let candidates =
            Self.trickyTables.enumerated().map { ($0.offset, $0.element, true) }
            + (0..<60).map { index in (index + 100, Self.randomTable(index, using: &random), false) }
        for (index, text, mustPass) in candidates {
            let file = "T\(index).routes.json"
            do {
                let spec = try RouteTableChecker.check(file: file, text: text)
                let parts = RouteCodeWriter.partCount(forRouteCount: spec.routes.count)
                for (part, source) in RouteCodeWriter.sources(for: spec, from: file, parts: parts).enumerated() {
                    accepted.append(("T\(index)-\(part).swift", source))
                }
            } catch {
                #expect(!mustPass, "a tricky table was rejected: \(error)")
                rejected += 1
                for diagnostic in error.description.split(separator: "\n") {
                    #expect(diagnostic.hasPrefix("\(file):"), "not a file:line: error: line: \(diagnostic)")
                    #expect(diagnostic.contains(": error: "))
                }
            }
        }
        #expect(rejected > 10, "the random tables should exercise the checker's refusals")
        #expect(accepted.count > Self.trickyTables.count)
        try Self.typeCheck(accepted + [("Usage.swift", Self.usage)])
    }

    /// Runs `swiftc -typecheck` on `files`; records the compiler's output as a failure if it fails.
    static func typeCheck(_ files: [(file: String, text: String)]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Generated",
                "-I", modules.path,
            ] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = Task {
            try await Task.sleep(for: .seconds(240))
            process.terminate()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationStatus == 0, "swiftc -typecheck failed on generated code:\n\(text.prefix(4_000))")
    }
}
