import Foundation
import ModuleRules
import Testing

/// The scanner against the compiler's own view of each fixture file's imports
/// (`swiftc -frontend -emit-imported-modules`).
///
/// The compiler evaluates `#if`, the scanner reports every branch: so every unconditional import the
/// scanner finds must be in the compiler's list, and everything in the compiler's list must be among the
/// scanner's imports.
@Suite struct ImportScannerCompilerTests {
    /// The `swiftc` on `PATH`, or `nil`, in which case the suite is skipped.
    static let compiler: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let fixtureFiles: [String] = {
        let root = "Tests/Fixtures"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.map { root + "/" + $0 }
            .sorted()
    }()

    static func compilerImports(of file: String, compiler: String) throws -> Set<String> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-frontend", "-emit-imported-modules", file, "-o", output.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swiftc could not read \(file)")
        let text = try String(contentsOf: output, encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init))
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func theScannerAgreesWithTheCompilerOnEveryFixtureFile() throws {
        let compiler = try #require(Self.compiler)
        #expect(Self.fixtureFiles.count >= 20)
        for file in Self.fixtureFiles {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let scanned = ImportScanner.imports(in: source, path: file)
            let expected = try Self.compilerImports(of: file, compiler: compiler)
            let unconditional = Set(scanned.filter { $0.condition == nil }.map(\.module))
            #expect(
                unconditional.subtracting(expected) == [], "the scanner finds imports the compiler does not in \(file)")
            #expect(
                expected.subtracting(scanned.map(\.module)) == [],
                "the compiler finds imports the scanner misses in \(file)")
        }
    }

    @Test func theLexerFixtureHoldsEveryGap() throws {
        let source = try String(contentsOfFile: "Tests/Fixtures/Lexer/Gaps.swift", encoding: .utf8)
        #expect(
            ImportScanner.imports(in: source, path: "Gaps.swift").map(\.module) == [
                "Foundation", "Dispatch", "Glibc", "Synchronization", "Testing", "UIKit", "XCTest",
            ])
    }
}
