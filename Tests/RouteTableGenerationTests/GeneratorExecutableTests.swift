import Foundation
import Testing

/// The `route-table-generator` executable as the build plugin runs it: a good table gives Swift,
/// a bad one exits 1 with `file:line: error:` lines on standard error.
@Suite struct GeneratorExecutableTests {
    /// The generator built next to the test binary (the test target depends on it).
    static let generator: URL = {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("route-table-generator")
        #else
            (Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main).bundleURL
                .deletingLastPathComponent().appendingPathComponent("route-table-generator")
        #endif
    }()

    /// Runs the generator on `table` (written to a fresh folder); returns its status, error output and Swift output.
    static func generate(_ table: String) throws -> (status: Int32, errors: String, swift: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Shop.routes.json")
        let output = folder.appendingPathComponent("Shop.swift")
        try table.write(to: input, atomically: true, encoding: .utf8)
        let pipe = Pipe()
        let process = Process()
        process.executableURL = generator
        process.arguments = [input.path, output.path]
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let swift = try? String(contentsOf: output, encoding: .utf8)
        return (process.terminationStatus, errors.replacingOccurrences(of: input.path, with: "Shop.routes.json"), swift)
    }

    /// Runs the generator with `arguments`; returns its status and error output.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = generator
        process.arguments = arguments
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errors)
    }

    @Test func aGoodTableWritesSwift() throws {
        let result = try Self.generate(RouteTableCheckerTests.goodTable)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.swift?.contains("public enum ShopRoutes {") == true)
    }

    @Test func aBadTableFailsWithFileLineErrors() throws {
        let table = RouteTableCheckerTests.table(
            #"{"name": "user", "pattern": "/u/:id", "parameters": ["id: string"], "documentation": "d"}"#,
            and: #"{"name": "member", "pattern": "/u/:name", "parameters": ["name: text"], "documentation": "d"}"#)
        let result = try Self.generate(table)
        #expect(result.status == 1)
        #expect(result.swift == nil)
        #expect(
            result.errors
                == "Shop.routes.json:3: error: route 'member': parameter 'name' has the unknown type 'text'; use one of string, int, uuid, bool, double\n"
        )
    }
}
