import ServiceLocator
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SWITCHYARD_LOCATOR_REPORT` asks for the resolution report at exit with any value but `0` and the empty
/// one, which leave it off: each case runs in a child process that leaves with `exit`, as an app does.
@Suite(.timeLimit(.minutes(1))) struct ExitReportSwitchTests {
    @Test func zeroLeavesTheReportOff() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            resolveOneMockAndExit(reportSwitch: "0")
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "resolved\n")
    }

    @Test func anEmptyValueLeavesTheReportOff() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            resolveOneMockAndExit(reportSwitch: "")
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "resolved\n")
    }

    @Test func anyOtherValueTurnsTheReportOn() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            resolveOneMockAndExit(reportSwitch: "yes")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self)
                == "resolved\nServiceLocator resolutions: 1 protocol, 1 bind\n  Reported  mocked 1  production 0\n")
    }
}

/// In a child process: sets the report switch to `value`, resolves one mocked bind, writes "resolved" and exits.
private func resolveOneMockAndExit(reportSwitch value: String) -> Never {
    setenv("SWITCHYARD_LOCATOR_REPORT", value, 1)
    withMocks {
        $0.mock((any Reported).self) { ReportedService() }
    } operation: {
        _ = bind((any Reported).self) { ReportedService() }
    }
    writeToStandardError("resolved")
    exit(EXIT_SUCCESS)
}
