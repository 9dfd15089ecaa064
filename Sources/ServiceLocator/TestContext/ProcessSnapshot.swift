#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The arguments, environment and executable path of this process, as detection reads them.
struct ProcessSnapshot: Sendable {
    var arguments: [String]
    var environment: [String: String]
    var executablePath: String

    /// Reads the calling process; only the variables detection looks at are copied.
    static func read() -> ProcessSnapshot {
        let arguments = CommandLine.arguments
        var environment: [String: String] = [:]
        for key in TestContextDetection.environmentKeys {
            if let value = getenv(key) {
                environment[key] = String(cString: value)
            }
        }
        return ProcessSnapshot(
            arguments: arguments, environment: environment,
            executablePath: resolvedExecutablePath() ?? arguments.first ?? "")
    }

    private static func resolvedExecutablePath() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }
}
