/// Decides whether a process is a test run, from its arguments, environment and executable path.
///
/// `NSClassFromString("XCTestCase")`, which Lyft used, finds nothing under `swift test` on
/// Linux, and Swift Testing needs no XCTest at all, so detection looks at how test runners
/// start processes instead. In order, the first signal that matches decides:
///
/// 1. `SWITCHYARD_LOCATOR_MODE=test` or `=production` (an explicit override for unusual runners);
/// 2. a `--testing-library` argument, which `swift test` passes to the test bundle for both
///    XCTest and Swift Testing;
/// 3. the SwiftPM testing helper (`swiftpm-testing-helper`) or Xcode's `xctest` runner as the executable;
/// 4. an executable path or argument with a `.xctest` bundle component
///    (Linux: `.build/debug/AppPackageTests.xctest`; macOS: `AppTests.xctest/Contents/MacOS/AppTests`);
/// 5. XCTest's environment variables (`XCTestConfigurationFilePath`, `XCTestBundlePath`,
///    `XCTestSessionIdentifier`, `XCInjectBundleInto`).
///
/// Otherwise the process is production. The function is pure, so each rule is unit-tested:
///
/// ```swift
/// let detection = try TestContextDetection.detect(
///     arguments: ["/repo/.build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"],
///     environment: [:], executablePath: "/repo/.build/debug/AppPackageTests.xctest")
/// // detection.mode == .test, detection.signal == .testingLibraryArgument
/// ```
public struct TestContextDetection: Sendable, Hashable, CustomStringConvertible {
    /// What made the decision.
    public enum Signal: Sendable, Hashable {
        /// `SWITCHYARD_LOCATOR_MODE` named the mode.
        case environmentVariable(String)
        /// ``LocatorMode/overrideProcessMode(_:)`` named the mode.
        case processOverride
        /// The arguments contain `--testing-library`.
        case testingLibraryArgument
        /// The executable is a test runner: `swiftpm-testing-helper` or `xctest`.
        case testRunnerExecutable(String)
        /// The executable path or an argument lies in a `.xctest` bundle.
        case xctestBundle(String)
        /// An XCTest environment variable is set.
        case xctestEnvironment(String)
        /// Nothing points at a test run.
        case noTestSignal
    }

    /// The environment variable that overrides detection: `test` or `production`.
    public static let modeVariable = "SWITCHYARD_LOCATOR_MODE"

    /// XCTest's environment variables that mark a test run.
    public static let xctestVariables = [
        "XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier", "XCInjectBundleInto",
    ]

    /// Every environment variable detection reads.
    public static var environmentKeys: [String] { [modeVariable] + xctestVariables }

    private static let runnerExecutables: Set<String> = ["swiftpm-testing-helper", "xctest"]

    /// The decided mode.
    public var mode: LocatorMode

    /// The signal that decided ``mode``.
    public var signal: Signal

    /// Whether the process is a test run.
    public var isTestRun: Bool { mode == .test }

    /// Creates a detection result; ``detect(arguments:environment:executablePath:)`` is the usual source.
    ///
    /// - Parameters:
    ///   - mode: the decided mode.
    ///   - signal: what decided it.
    public init(mode: LocatorMode, signal: Signal) {
        self.mode = mode
        self.signal = signal
    }

    /// A one-line account such as `test (argument --testing-library)`.
    public var description: String {
        let why: String
        switch signal {
        case .environmentVariable(let value): why = "\(Self.modeVariable)=\(value)"
        case .processOverride: why = "LocatorMode.overrideProcessMode"
        case .testingLibraryArgument: why = "argument --testing-library"
        case .testRunnerExecutable(let name): why = "test runner executable \(name)"
        case .xctestBundle(let path): why = "XCTest bundle \(path)"
        case .xctestEnvironment(let key): why = "environment variable \(key)"
        case .noTestSignal: why = "no test-runner signal"
        }
        return "\(mode.rawValue) (\(why))"
    }

    /// Decides the mode of a process described by its arguments, environment and executable path.
    ///
    /// - Parameters:
    ///   - arguments: the process arguments, including the executable as the first element.
    ///   - environment: the environment variables (only ``environmentKeys`` matter).
    ///   - executablePath: the resolved path of the running executable.
    /// - Returns: the mode and the signal that decided it.
    /// - Throws: ``LocatorConfigurationError`` when `SWITCHYARD_LOCATOR_MODE` is neither `test` nor `production`.
    public static func detect(
        arguments: [String], environment: [String: String], executablePath: String
    ) throws(LocatorConfigurationError) -> TestContextDetection {
        if let value = environment[modeVariable], !value.isEmpty {
            guard let mode = LocatorMode(rawValue: value.lowercased()) else {
                throw LocatorConfigurationError.invalidModeVariable(value)
            }
            return TestContextDetection(mode: mode, signal: .environmentVariable(value))
        }
        if arguments.contains("--testing-library") {
            return TestContextDetection(mode: .test, signal: .testingLibraryArgument)
        }
        let executableName = lastComponent(of: executablePath)
        if runnerExecutables.contains(executableName) {
            return TestContextDetection(mode: .test, signal: .testRunnerExecutable(executableName))
        }
        for path in [executablePath] + arguments where isInXCTestBundle(path) {
            return TestContextDetection(mode: .test, signal: .xctestBundle(path))
        }
        for key in xctestVariables where environment[key] != nil {
            return TestContextDetection(mode: .test, signal: .xctestEnvironment(key))
        }
        return TestContextDetection(mode: .production, signal: .noTestSignal)
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    }

    private static func isInXCTestBundle(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasSuffix(".xctest") && $0.count > ".xctest".count }
    }
}
