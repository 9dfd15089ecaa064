import ServiceLocator
import Testing

@Suite(.timeLimit(.minutes(1))) struct TestContextDetectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let arguments: [String]
        var environment: [String: String] = [:]
        var executablePath: String? = nil
        let expected: TestContextDetection

        var testDescription: String { label }
        var path: String { executablePath ?? arguments.first ?? "" }
    }

    static let cases: [Case] = [
        Case(
            label: "swift test on Linux, Swift Testing",
            arguments: ["/repo/.build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"],
            expected: .init(mode: .test, signal: .testingLibraryArgument)),
        Case(
            label: "swift test on Linux, XCTest",
            arguments: ["/repo/.build/debug/AppPackageTests.xctest", "--testing-library", "xctest"],
            expected: .init(mode: .test, signal: .testingLibraryArgument)),
        Case(
            label: "Linux test bundle run by hand",
            arguments: ["/repo/.build/debug/AppPackageTests.xctest"],
            expected: .init(mode: .test, signal: .xctestBundle("/repo/.build/debug/AppPackageTests.xctest"))),
        Case(
            label: "SwiftPM testing helper on macOS",
            arguments: [
                "/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "/x/AppTests.xctest/Contents/MacOS/AppTests",
            ],
            expected: .init(mode: .test, signal: .testRunnerExecutable("swiftpm-testing-helper"))),
        Case(
            label: "xctest runner on macOS",
            arguments: ["/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", "/x/AppTests.xctest"],
            expected: .init(mode: .test, signal: .testRunnerExecutable("xctest"))),
        Case(
            label: "macOS bundle executable",
            arguments: ["AppTests"],
            executablePath: "/x/AppTests.xctest/Contents/MacOS/AppTests",
            expected: .init(mode: .test, signal: .xctestBundle("/x/AppTests.xctest/Contents/MacOS/AppTests"))),
        Case(
            label: "Xcode-hosted tests",
            arguments: ["/x/Ride.app/Ride"],
            environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"],
            expected: .init(mode: .test, signal: .xctestEnvironment("XCTestConfigurationFilePath"))),
        Case(
            label: "XCTest session identifier",
            arguments: ["/x/Ride.app/Ride"],
            environment: ["XCTestSessionIdentifier": "1234"],
            expected: .init(mode: .test, signal: .xctestEnvironment("XCTestSessionIdentifier"))),
        Case(
            label: "XCTest bundle path",
            arguments: ["/x/Ride.app/Ride"],
            environment: ["XCTestBundlePath": "/x/RideTests.xctest"],
            expected: .init(mode: .test, signal: .xctestEnvironment("XCTestBundlePath"))),
        Case(
            label: "XCTest bundle injected into an app",
            arguments: ["/x/Ride.app/Ride"],
            environment: ["XCInjectBundleInto": "/x/Ride.app/Ride"],
            expected: .init(mode: .test, signal: .xctestEnvironment("XCInjectBundleInto"))),
        Case(
            label: "XCTest variables are checked in order",
            arguments: ["/x/Ride.app/Ride"],
            environment: ["XCInjectBundleInto": "/x/Ride.app/Ride", "XCTestBundlePath": "/x/RideTests.xctest"],
            expected: .init(mode: .test, signal: .xctestEnvironment("XCTestBundlePath"))),
        Case(
            label: "an empty override is no override",
            arguments: ["/usr/local/bin/ride"],
            environment: ["SWITCHYARD_LOCATOR_MODE": ""],
            expected: .init(mode: .production, signal: .noTestSignal)),
        Case(
            label: "the override ignores case",
            arguments: ["/usr/local/bin/ride"],
            environment: ["SWITCHYARD_LOCATOR_MODE": "TEST"],
            expected: .init(mode: .test, signal: .environmentVariable("TEST"))),
        Case(
            label: "a one-letter bundle name is a bundle",
            arguments: ["/x/A.xctest"],
            expected: .init(mode: .test, signal: .xctestBundle("/x/A.xctest"))),
        Case(
            label: "a runner path with a trailing slash",
            arguments: ["/opt/tools/xctest/"],
            expected: .init(mode: .test, signal: .testRunnerExecutable("xctest"))),
        Case(
            label: "an app",
            arguments: ["/usr/local/bin/ride", "--verbose"],
            expected: .init(mode: .production, signal: .noTestSignal)),
        Case(
            label: "a file named only .xctest is not a bundle",
            arguments: ["/usr/local/bin/ride", "/tmp/.xctest"],
            expected: .init(mode: .production, signal: .noTestSignal)),
        Case(
            label: "override to production wins over test signals",
            arguments: ["/repo/.build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"],
            environment: ["SWITCHYARD_LOCATOR_MODE": "production"],
            expected: .init(mode: .production, signal: .environmentVariable("production"))),
        Case(
            label: "override to test for a custom runner",
            arguments: ["/usr/local/bin/custom-runner"],
            environment: ["SWITCHYARD_LOCATOR_MODE": "Test"],
            expected: .init(mode: .test, signal: .environmentVariable("Test"))),
        Case(
            label: "an empty override is no override",
            arguments: ["/usr/local/bin/ride"],
            environment: ["SWITCHYARD_LOCATOR_MODE": ""],
            expected: .init(mode: .production, signal: .noTestSignal)),
    ]

    @Test(arguments: cases)
    func detects(_ testCase: Case) throws {
        let detection = try TestContextDetection.detect(
            arguments: testCase.arguments, environment: testCase.environment, executablePath: testCase.path)
        #expect(detection == testCase.expected)
    }

    @Test func rejectsAnInvalidOverrideWithAnActionableError() {
        #expect(
            throws: LocatorConfigurationError(
                code: "locator.mode-variable",
                value: "tests",
                rule: "SWITCHYARD_LOCATOR_MODE must be 'test' or 'production'",
                message: """
                    ServiceLocator: SWITCHYARD_LOCATOR_MODE='tests' is not a mode, so it is ignored and the mode is \
                    detected automatically. To fix, set it to 'test' or 'production', or unset it.
                    """)
        ) {
            try TestContextDetection.detect(
                arguments: ["/usr/local/bin/ride"], environment: ["SWITCHYARD_LOCATOR_MODE": "tests"],
                executablePath: "/usr/local/bin/ride")
        }
    }

    @Test func describesTheSignal() {
        #expect(
            TestContextDetection(mode: .test, signal: .testingLibraryArgument).description
                == "test (argument --testing-library)")
        #expect(
            TestContextDetection(mode: .production, signal: .environmentVariable("production")).description
                == "production (SWITCHYARD_LOCATOR_MODE=production)")
        #expect(
            TestContextDetection(mode: .production, signal: .noTestSignal).description
                == "production (no test-runner signal)")
    }

    @Test func thisProcessIsDetectedAsATestRun() {
        #expect(LocatorMode.process == .test)
        #expect(LocatorMode.processDetection.isTestRun)
    }

    @Test func scopesForceAModeForTheirTaskTreeOnly() async {
        #expect(LocatorMode.current == .test)
        await withLocatorMode(.production) {
            #expect(LocatorMode.current == .production)
            await Task { #expect(LocatorMode.current == .production) }.value
            withLocatorMode(.test) { #expect(LocatorMode.current == .test) }
        }
        #expect(LocatorMode.current == .test)
    }
}
