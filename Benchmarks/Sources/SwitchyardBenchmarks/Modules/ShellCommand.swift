import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a shell command line as a child process with `posix_spawn` and waits for it.
///
/// Unlike Foundation's `Process`, this does not start a new session, so on a Linux kernel with
/// scheduler autogroups the baseline shares its CPU group with the benchmark process instead of getting
/// a fresh group of its own — a fair race on a busy machine.
enum ShellCommand {
    /// Runs `/bin/sh -c command`; returns the exit status, or -1 when the shell could not be started.
    @discardableResult
    static func run(_ command: String) -> Int32 {
        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { text in
            text.withCString { strdup($0) }
        }
        defer { for argument in arguments { free(argument) } }
        var pid = pid_t()
        let status = (arguments + [nil]).withUnsafeBufferPointer { argv in
            posix_spawn(&pid, "/bin/sh", nil, nil, UnsafeMutablePointer(mutating: argv.baseAddress!), environ)
        }
        guard status == 0 else { return -1 }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        return exitStatus
    }

    /// Writes every dirty page to disk (`sync(2)`) and returns when done.
    static func flushFileSystemBuffers() {
        sync()
    }

    /// User + system CPU seconds used so far by this process (`self`) or by its waited-for children.
    static func cpuSeconds(children: Bool) -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #else
            getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }

    /// The process's peak resident memory in bytes (`ru_maxrss`).
    static func peakResidentBytes() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) * 1024
        #endif
    }
}
