import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives RideApp's interactive mode through a real pseudo-terminal (tmux) and reads the screen.
///
/// Where tmux is missing the test is skipped with the reason, unless `SWITCHYARD_REQUIRE_TMUX=1`
/// (set by `.ci/run`, which installs tmux) makes a missing tmux a failure.
@Suite(.serialized) struct InteractiveTerminalTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let tmuxIsRequired = ProcessInfo.processInfo.environment["SWITCHYARD_REQUIRE_TMUX"] == "1"

    @Test(
        .enabled(if: tmux != nil || tmuxIsRequired, "tmux is not installed (.ci/run installs it with apt-get)"),
        .timeLimit(.minutes(1)))
    func typingChoicesAndFieldsChangesWhatIsOnScreen() async throws {
        let tmux = try #require(
            Self.tmux, "SWITCHYARD_REQUIRE_TMUX=1, but tmux is not installed; install it (apt-get install tmux).")
        let session = try TmuxSession(
            tmux: tmux, command: [try AppBinary.path("RideApp"), "--flag", "signed-in=on"])
        defer { session.end() }

        let home = try await session.waitForScreen(containing: "3. Profile (open-profile)")
        #expect(home.contains("[Root > Home > home]"))
        #expect(home.contains("Type a number to pick a choice, b for back"))
        #expect(
            try session.capture(escapes: true).contains("\u{1B}[33m1.\u{1B}[39m"),
            "choice numbers are colored on a terminal")

        try session.type("3")
        let profile = try await session.waitForScreen(containing: "[Root > Home > Profile > profile]")
        #expect(profile.contains("Ada Lovelace\n  Phone: +15550100\n  Email: ada@example.com"))

        try session.type("1")
        try await session.waitForScreen(containing: "[Root > Home > Profile > edit-name]")
        try session.type("1")
        try await session.waitForScreen(containing: "Name (e.g. Ada):")
        try session.type("Grace Hopper")
        let renamed = try await session.waitForScreen(containing: "Grace Hopper\n  Phone: +15550100")
        #expect(renamed.contains("~ pop edit-name -> profile"))

        try session.type("t")
        let tree = try await session.waitForScreen(containing: "└─   home")
        #expect(tree.contains("├─ * profile -> Profile"))

        try session.type("q")
        try await session.waitForScreen(containing: "> q\n[exited with 0]")
    }
}

/// Where `swift build` put the sample's executables: next to the test bundle.
enum AppBinary {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) does not exist; run 'swift build --build-tests' (make test does) first." }
    }

    static func path(_ name: String) throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var directory = bundle
        // macOS runs tests from inside an .xctest bundle; walk up to the products directory.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        let binary = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw Missing(path: binary) }
        return binary
    }
}

/// One detached tmux session on a private server socket, ended by ``end()``.
struct TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let tmux: String
    let socket = "switchyard-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"

    init(tmux: String, command: [String]) throws {
        self.tmux = tmux
        // A terminal that takes colors, whatever the test process's environment says.
        // The shell prints the app's exit status on screen; tmux does not always learn it itself.
        let words = ["env", "-u", "NO_COLOR", "TERM=xterm-256color"] + command
        let shell = words.map { "'\($0)'" }.joined(separator: " ") + "; echo \"[exited with $?]\""
        try startServer(["new-session", "-d", "-s", "e2e", "-x", "110", "-y", "50", shell])
        // Keeps the pane (and its exit) readable after the app quits.
        try run(["set-option", "-t", "e2e", "remain-on-exit", "on"])
    }

    func type(_ text: String) throws {
        try run(["send-keys", "-t", "e2e", "-l", text])
        try run(["send-keys", "-t", "e2e", "Enter"])
    }

    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-J", "-t", "e2e"] + (escapes ? ["-e"] : []))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    /// Polls the screen until it contains `text`; waiting is not asserted, only what appears.
    ///
    /// The bound is generous: beside a loaded build the app once took more than 10 s to draw its first screen.
    @discardableResult
    func waitForScreen(containing text: String) async throws -> String {
        var screen = ""
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(20))
        while clock.now < deadline {
            screen = try capture()
            if screen.contains(text) { return screen }
            try await Task.sleep(for: .milliseconds(25))
        }
        throw Failure(description: "The terminal did not show '\(text)' within 20 s. It shows:\n\(screen)")
    }

    func end() { _ = try? run(["kill-server"]) }

    /// Runs the command that forks the tmux server with posix_spawn and waitpid.
    ///
    /// Foundation's `Process` watches a descriptor the forked server inherits and keeps open,
    /// so it would wait for the server instead of the client.
    private func startServer(_ arguments: [String]) throws {
        let argv = ([tmux, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // The test process may block or ignore signals (SIGCHLD among them); the server must not
        // inherit that, or it never learns when the app exits.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, tmux, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "posix_spawn of \(tmux) failed with \(spawned).") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) exited with \(status).")
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
