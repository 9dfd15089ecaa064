#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints ``ResolutionReport/process`` to standard error at exit when `SWITCHYARD_LOCATOR_REPORT` is set and it is not empty.
enum ExitReport {
    /// The environment variable that asks for the report; any non-empty value other than `0`.
    static let variable = "SWITCHYARD_LOCATOR_REPORT"

    /// Registers the exit handler once, if the environment asks for it.
    static func installIfRequested() {
        guard let raw = getenv(variable) else { return }
        let value = String(cString: raw)
        guard !value.isEmpty, value != "0" else { return }
        atexit {
            // `swift test` also starts the bundle for the other testing library; stay quiet there.
            let report = ResolutionReport.process
            if !report.entries.isEmpty { StandardError.emit(report.description + "\n") }
        }
    }
}
