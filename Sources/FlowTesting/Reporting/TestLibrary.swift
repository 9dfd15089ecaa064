import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling code runs on the main actor's executor.
///
/// A nonisolated `deinit` needs to know before it calls `MainActor.assumeIsolated`, which
/// stops the process when it is wrong. The main actor need not run on the main thread (it does
/// not under `swift test` on Linux), so `Thread.isMainThread` cannot tell; the concurrency
/// runtime's own check (the one `assumeIsolated` makes, which the standard library keeps
/// internal) can. An executor reference is two words, passed as two integer arguments, then
/// the check's flags: none, so that a wrong guess answers `false` (the plain
/// `swift_task_isCurrentExecutor` asserts in Swift 6 mode and stops the process instead).
func isOnMainActor() -> Bool {
    guard let check = currentExecutorCheck else { return false }
    let (identity, implementation) = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UInt, UInt).self)
    return check(identity, implementation, 0)
}

private typealias CurrentExecutorCheck = @convention(c) (UInt, UInt, UInt64) -> Bool

private let currentExecutorCheck: CurrentExecutorCheck? = {
    #if canImport(Darwin)
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
        let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    guard let symbol = dlsym(everyImage, "swift_task_isCurrentExecutorWithFlags") else { return nil }
    return unsafeBitCast(symbol, to: CurrentExecutorCheck.self)
}()

/// The test library that runs the calling code, so a failure goes where that library looks for it.
///
/// `swift test` starts the test bundle twice, once per library, and says which with a
/// `--testing-library` argument; Xcode and `xctest` start it for XCTest only. Inside a
/// Swift Testing test, `Test.current` is set (task-locally, so child tasks see it too).
enum TestLibrary: Equatable, CustomStringConvertible {
    /// A Swift Testing test is running on this task.
    case swiftTesting(testName: String)
    /// The process runs XCTest cases; XCTest attributes a failure to its current test case.
    case xctest
    /// No test is running here: the code runs after its test ended, or in a detached task.
    case none

    /// The library running the calling task.
    static var current: TestLibrary {
        if let test = Test.current { return .swiftTesting(testName: test.name) }
        return processRunsXCTest ? .xctest : .none
    }

    /// Whether this process was started to run XCTest cases (decided once, from its arguments).
    static let processRunsXCTest: Bool = runsXCTest(arguments: CommandLine.arguments)

    /// Decides from a process's arguments whether it runs XCTest cases.
    ///
    /// - Parameter arguments: the process arguments, the executable first.
    /// - Returns: `true` for `--testing-library xctest`, and for a bundle started without the
    ///   argument (Xcode, `xctest`, or a Linux `.xctest` run by hand), which runs XCTest.
    static func runsXCTest(arguments: [String]) -> Bool {
        if let flag = arguments.firstIndex(of: "--testing-library") {
            return arguments.index(after: flag) < arguments.endIndex && arguments[flag + 1] == "xctest"
        }
        return arguments.contains { argument in
            argument.split(separator: "/").contains { $0.hasSuffix(".xctest") } || argument.hasSuffix("/xctest")
        }
    }

    /// The running Swift Testing test's name; `nil` under XCTest, which names its case itself.
    var testName: String? {
        if case .swiftTesting(let name) = self { name } else { nil }
    }

    /// How a message names the test, e.g. `test "submitsThePhone()"`.
    var description: String {
        switch self {
        case .swiftTesting(let name): "test \"\(name)\""
        case .xctest: "the running XCTest case"
        case .none: "no running test"
        }
    }
}
