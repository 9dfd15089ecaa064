import Foundation
import Testing

@testable import ModuleRules

/// A command's output goes through two temporary files, removed once they are read.
@Suite struct SubprocessTemporaryFilesTests {
    #if os(Linux)
        @Test func theFilesThatHeldTheOutputAreRemovedOnceRead() throws {
            let output = try Subprocess.run("sh", ["-c", "readlink /proc/$$/fd/1; readlink /proc/$$/fd/2 >&2"])
            let out = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
            let err = String(decoding: output.standardError, as: UTF8.self).trimmingCharacters(in: .newlines)
            #expect(out.hasSuffix(".out"))
            #expect(err.hasSuffix(".err"))
            #expect(!FileManager.default.fileExists(atPath: out))
            #expect(!FileManager.default.fileExists(atPath: err))
        }
    #endif
}
