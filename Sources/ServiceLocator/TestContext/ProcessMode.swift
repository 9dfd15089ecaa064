import Synchronization

/// The process-wide mode, detected lazily and read with one relaxed atomic load per `bind`.
enum ProcessMode {
    private static let unknown: UInt8 = 0
    private static let production: UInt8 = 1
    private static let test: UInt8 = 2

    private static let state = Atomic<UInt8>(unknown)
    private static let decided = Mutex<TestContextDetection?>(nil)

    /// The process mode; the first call detects it.
    @inline(__always)
    static var current: LocatorMode {
        switch state.load(ordering: .relaxed) {
        case production: return .production
        case test: return .test
        default: return detect().mode
        }
    }

    /// The detection (or override) that decided the process mode.
    static var detection: TestContextDetection {
        _ = current
        return decided.withLock { $0 } ?? detect()
    }

    /// Replaces the process mode for every later `bind`.
    static func override(_ mode: LocatorMode) {
        let detection = TestContextDetection(mode: mode, signal: .processOverride)
        decided.withLock { $0 = detection }
        state.store(code(of: mode), ordering: .releasing)
    }

    @inline(never)
    private static func detect() -> TestContextDetection {
        decided.withLock { decided in
            if let decided { return decided }
            let snapshot = ProcessSnapshot.read()
            let detection: TestContextDetection
            do throws(LocatorConfigurationError) {
                detection = try TestContextDetection.detect(
                    arguments: snapshot.arguments, environment: snapshot.environment,
                    executablePath: snapshot.executablePath)
            } catch {
                StandardError.emit("\(error.message)\n")
                var environment = snapshot.environment
                environment[TestContextDetection.modeVariable] = nil
                detection =
                    (try? TestContextDetection.detect(
                        arguments: snapshot.arguments, environment: environment,
                        executablePath: snapshot.executablePath))
                    ?? TestContextDetection(mode: .production, signal: .noTestSignal)
            }
            decided = detection
            ExitReport.installIfRequested()
            state.store(code(of: detection.mode), ordering: .releasing)
            return detection
        }
    }

    private static func code(of mode: LocatorMode) -> UInt8 {
        mode == .test ? test : production
    }
}
