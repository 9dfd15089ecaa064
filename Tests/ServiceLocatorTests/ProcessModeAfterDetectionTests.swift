import Dispatch
import Foundation
import ServiceLocator
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process mode after it was first detected: an override still takes effect, asking for the
/// detection again neither detects again nor installs the exit report twice, and a production bind
/// made outside every scope while another thread has one open still resolves production code.
/// Each case runs in a child process, so the test process keeps its mode.
@Suite(.timeLimit(.minutes(1))) struct ProcessModeAfterDetectionTests {
    @Test func anOverrideAfterTheFirstBindChangesTheMode() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let before = LocatorMode.process
            LocatorMode.overrideProcessMode(.production)
            let network = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            writeToStandardError("before \(before), after \(LocatorMode.process), resolved \(network.name)")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains(
                "before test, after production, resolved production"))
    }

    @Test func askingForTheDetectionAgainInstallsTheExitReportOnce() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("SWITCHYARD_LOCATOR_REPORT", "1", 1)
            withMocks {
                $0.mock((any Reported).self) { ReportedService() }
            } operation: {
                _ = bind((any Reported).self) { ReportedService() }
            }
            _ = LocatorMode.processDetection
            _ = LocatorMode.processDetection
            exit(EXIT_SUCCESS)
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self)
                == "ServiceLocator resolutions: 1 protocol, 1 bind\n  Reported  mocked 1  production 0\n")
    }

    @Test func aBindOutsideEveryScopeIsProductionWhileAnotherThreadHasAScopeOpen() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            LocatorMode.overrideProcessMode(.production)
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                withMocks {
                    $0.mock((any TimeSource).self) { FixedTime(now: 0) }
                } operation: {
                    entered.signal()
                    _ = release.wait(timeout: .now() + 30)
                }
                finished.signal()
            }
            guard entered.wait(timeout: .now() + 30) == .success else {
                writeToStandardError("the other thread never opened its scope")
                return
            }
            let network = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            release.signal()
            _ = finished.wait(timeout: .now() + 30)
            writeToStandardError("resolved \(network.name)")
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("resolved production"))
    }
}
