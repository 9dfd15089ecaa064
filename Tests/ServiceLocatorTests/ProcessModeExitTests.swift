import ServiceLocator
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process-wide settings, each checked in a child process so the test process keeps its mode.
@Suite(.timeLimit(.minutes(1))) struct ProcessModeExitTests {
    @Test func theOverrideAPIMakesAProcessProduction() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            LocatorMode.overrideProcessMode(.production)
            let network = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            writeToStandardError("resolved \(network.name); \(LocatorMode.processDetection)")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                "resolved production; production (LocatorMode.overrideProcessMode)"))
    }

    @Test func theEnvironmentVariableMakesAProcessProduction() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("SWITCHYARD_LOCATOR_MODE", "production", 1)
            let network = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            writeToStandardError("resolved \(network.name); \(LocatorMode.processDetection)")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                "resolved production; production (SWITCHYARD_LOCATOR_MODE=production)"))
    }

    @Test func aProductionProcessStillPrefersTheMocksOfAnOpenScope() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            LocatorMode.overrideProcessMode(.production)
            let outside = bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
            let inside = withMocks {
                $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
            } operation: {
                bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
            }
            writeToStandardError("outside \(outside), inside \(inside)")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains("outside production, inside mock"))
    }

    @Test func anInvalidEnvironmentVariableIsReportedAndIgnored() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("SWITCHYARD_LOCATOR_MODE", "tests", 1)
            writeToStandardError("mode \(LocatorMode.process)")
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains(LocatorConfigurationError.invalidModeVariable("tests").message))
        #expect(standardError.contains("mode test"))
    }

    @Test func theResolutionReportIsPrintedAtExitWhenAsked() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("SWITCHYARD_LOCATOR_REPORT", "1", 1)
            withMocks {
                $0.mock((any Reported).self) { ReportedService() }
            } operation: {
                _ = bind((any Reported).self) { ReportedService() }
                _ = bind((any Reported).self) { ReportedService() }
            }
            // Exit tests leave with `_exit`, which skips `atexit` handlers; an app leaves with `exit`.
            exit(EXIT_SUCCESS)
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                """
                ServiceLocator resolutions: 1 protocol, 2 binds
                  Reported  mocked 2  production 0
                """))
    }
}
