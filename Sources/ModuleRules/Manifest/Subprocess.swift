#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command through `/usr/bin/env` with its output in temporary files (no pipe to fill up).
///
/// It spawns with `posix_spawn` rather than Foundation's `Process`, so the `switchyard` tool links only
/// FoundationEssentials: loading the whole of Foundation (and ICU) cost every run about 3.5 ms of CPU, more
/// than a 13-feature app's import scan.
enum Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
    }

    /// `posix_spawn` could not start `/usr/bin/env`.
    struct SpawnFailure: Error, CustomStringConvertible {
        var code: Int32

        var description: String { "posix_spawn failed: " + String(cString: strerror(code)) }
    }

    /// Runs `command arguments…` with this process's environment and standard input, and waits for it.
    ///
    /// - Returns: the exit status (the signal's number when a signal ended it) and what it printed.
    /// - Throws: ``SpawnFailure`` when the command cannot be started.
    static func run(_ command: String, _ arguments: [String]) throws -> Output {
        let base = FileManager.default.temporaryDirectory.path + "/switchyard-\(UUID().uuidString)"
        let output = base + ".out"
        let errors = base + ".err"
        defer {
            unlink(output)
            unlink(errors)
        }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            let environment = _NSGetEnviron().pointee
        #else
            var actions = posix_spawn_file_actions_t()
            let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = (["/usr/bin/env", command] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var process = pid_t()
        let spawned = posix_spawn(&process, "/usr/bin/env", &actions, nil, argv, environment)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 && errno == EINTR {}
        // The `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG` macros, which Swift does not import.
        let signal = status & 0x7f
        return Output(
            status: signal == 0 ? (status >> 8) & 0xff : signal,
            standardOutput: Data(FileBytes.readIfPresent(output) ?? []),
            standardError: Data(FileBytes.readIfPresent(errors) ?? []))
    }
}
