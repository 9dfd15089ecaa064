import Foundation
import Testing

/// Runs the built executables as processes and checks stdout, stderr and the exit status.
@Suite(.timeLimit(.minutes(1))) struct AppProcessTests {
    struct Output: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ app: String, _ arguments: [String], input: String) async throws -> Output {
        let path = try AppBinary.path(app)
        return try await onOwnThread { try Self.runBlocking(path, arguments, input: input) }
    }

    private static func runBlocking(_ path: String, _ arguments: [String], input: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func aPipedScriptThatHoldsExitsWith0AndPlainText() async throws {
        let output = try await run(
            "OnboardingApp", [],
            input:
                "tap submit-phone phone=+15550100\ntap submit-code code=123456\ntap submit-email email=a@b.co\nexpect finished\n"
        )
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(
            output.stdout.hasSuffix(
                "> tap submit-email email=a@b.co\nOnboarding finished with +15550100, a@b.co\n> expect finished\nok Onboarding finished\n"
            ))
        #expect(!output.stdout.contains("\u{1B}["), "no ANSI styling when stdout is a pipe")
    }

    @Test func aFailingExpectationExitsWith1AndReportsTheLineOnStandardError() async throws {
        let output = try await run(
            "RideApp", ["--flag", "signed-in=on"], input: "tap request-ride\nexpect path Root > Home > home\n")
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "<stdin>:2: error[expectation-failed]: Expected the path 'Root > Home > home', but it is 'Root > Home > Ride > Request > request'. Check the steps above, or add 'log' before this line to see what happened.\n"
        )
        #expect(output.stdout.hasPrefix("[Root > Home > home]\n"))
    }

    @Test func aBadArgumentExitsWith64() async throws {
        let output = try await run("PaymentsApp", ["--scirpt", "x"], input: "")
        #expect(output.status == 64)
        #expect(
            output.stderr
                == "PaymentsApp: error[unknown-option]: '--scirpt' is not an option of PaymentsApp. Did you mean '--script'? Run 'PaymentsApp --help' for the list.\n"
        )
        #expect(output.stdout == "")
    }
}
