import Foundation
import Testing

@testable import ModuleRules

/// Commands run through `posix_spawn` report their status, output and errors as `Process` did.
@Suite struct SubprocessTests {
    @Test func statusOutputAndErrorsAreKeptApart() throws {
        let output = try Subprocess.run("sh", ["-c", "printf out; printf err >&2; exit 3"])
        #expect(output.status == 3)
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "out")
        #expect(String(decoding: output.standardError, as: UTF8.self) == "err")
    }

    @Test func aCommandEndedByASignalReportsTheSignal() throws {
        #expect(try Subprocess.run("sh", ["-c", "kill -9 $$"]).status == 9)
    }

    @Test func aMissingCommandIsEnvsStatus127() throws {
        let output = try Subprocess.run("switchyard-no-such-command", [])
        #expect(output.status == 127)
        #expect(String(decoding: output.standardError, as: UTF8.self).contains("switchyard-no-such-command"))
    }

    @Test func theEnvironmentIsInherited() throws {
        let output = try Subprocess.run("sh", ["-c", "printf %s \"$HOME\""])
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == ProcessInfo.processInfo.environment["HOME"])
    }
}
