import Foundation
import Testing

@testable import ModuleRules

/// The toolchain that dumps manifests: its version as `swift --version` prints it on each platform, read once
/// and kept in the cache folder, and an identity that names the driver file itself.
@Suite struct ToolchainTests {
    @Test(arguments: [
        ("Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n", [6, 3, 1] as [Int]?),
        (
            "Apple Swift version 6.0.3 (swiftlang-6.0.3.1.10 clang-1600.0.30.1)\nTarget: arm64-apple-macosx15.0\n",
            [6, 0, 3]
        ),
        ("swift-driver version: 1.115 Apple Swift version 6.1 (swiftlang-6.1.0.110.21 clang-1700.0.13.3)\n", [6, 1]),
        ("Swift version 6.2-dev (LLVM 1a2b3c, Swift 4d5e6f)\n", [6, 2]),
        ("swift: command not found\n", nil),
    ])
    func theVersionIsReadAsSwiftPrintsIt(output: String, version: [Int]?) {
        #expect(Toolchain.parseVersion(output) == version)
    }

    @Test func theVersionIsAskedOnceAndKeptInTheCacheFolder() throws {
        let folder = try SourceScannerTests.makeTree([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let toolchain = Toolchain()
        let version = try #require(toolchain.version(cacheFolder: folder))
        #expect(version.count >= 2)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("toolchain-") }
        #expect(kept.count == 1)
        let path = folder + "/" + kept[0]
        #expect(Toolchain.parseVersion(try String(contentsOfFile: path, encoding: .utf8)) == version)
        // A later run reads the kept text instead of asking the driver again.
        try "Swift version 5.4.2 (swift-5.4.2-RELEASE)\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(toolchain.version(cacheFolder: folder) == [5, 4, 2])
    }

    /// `swift` found on `PATH` is named by the file it resolves to, with its size and modification time, so a
    /// replaced toolchain changes every cache key.
    @Test func theIdentityNamesTheDriverFileWithItsSizeAndTime() throws {
        let parts = Toolchain().identity.split(separator: " ").map(String.init)
        try #require(parts.count == 3)
        #expect(FileManager.default.isExecutableFile(atPath: parts[0]))
        #expect(Int(parts[1]).map { $0 > 0 } == true)
    }
}

/// Cache keys are 64-bit FNV-1a hashes of the bytes they cover, as 16 hex digits.
@Suite struct ContentHashTests {
    @Test(arguments: [
        ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("ab", "089c4407b545986a"), ("ba", "08a63307b54dd00c"),
        ("Package.swift", "6bb10cd6b941ee62"),
    ])
    func theKeyOfBytesIsTheirFNV1aHash(text: String, key: String) {
        #expect(ContentHash.hex(of: Array(text.utf8)) == key)
    }
}
