import FlowCore

/// Runs a flow as a terminal app: interactively, from a script, or to dump its flow tree.
///
/// An executable's `main` hands it a description, its arguments and a way to build the root
/// flow; the app parses the options, picks the mode and returns the exit status.
///
/// ```swift
/// @main struct OnboardingApp {
///     static func main() async {
///         let description = TerminalAppDescription(name: "OnboardingApp", summary: "Sign up.")
///         let status = await TerminalApp.run(description, arguments: Array(CommandLine.arguments.dropFirst())) { _ in
///             OnboardingFlow.make(service: InMemoryPhoneVerifier()).handle
///         }
///         exit(status)
///     }
/// }
/// ```
@MainActor
public enum TerminalApp {
    /// Exit status: the app ran and every expectation held.
    public static let success: Int32 = 0
    /// Exit status: a command failed or an expectation did not hold.
    public static let failure: Int32 = 1
    /// Exit status: the app could not run (an unreadable script, work that never settled).
    public static let couldNotRun: Int32 = 2
    /// Exit status: bad arguments or a script line that breaks the language.
    public static let usage: Int32 = 64

    /// Runs the app and returns its exit status.
    ///
    /// - Parameters:
    ///   - app: the app's name, summary and flags, for `--help` and flag checks.
    ///   - arguments: the command line without the executable's name.
    ///   - console: where input comes from and output goes.
    ///   - appearances: the UI modules' terminal illustrations.
    ///   - openLink: opens `--open URL`; required when `app` declares links.
    ///   - start: starts the session (e.g. from a saved document); `session.start()` when `nil`.
    ///   - didRun: runs after the script or the interactive session (e.g. to save it) and returns the exit status to use.
    ///   - makeRoot: builds the root flow from the parsed options (flags included).
    /// - Returns: ``success``, ``failure``, ``couldNotRun`` or ``usage``.
    public static func run(
        _ app: TerminalAppDescription,
        arguments: [String],
        console: TerminalConsole = .standard,
        appearances: [any TerminalScreenAppearance] = [],
        openLink: TerminalLinkOpener? = nil,
        start: ((TerminalSession) async throws -> Void)? = nil,
        didRun: ((TerminalSession, Int32) -> Int32)? = nil,
        makeRoot: (TerminalOptions) -> FlowHandle
    ) async -> Int32 {
        precondition(
            app.links.isEmpty || openLink != nil,
            "TerminalApp.run was given an app that declares links but no openLink; pass a TerminalLinkOpener.")
        let options: TerminalOptions
        do {
            options = try TerminalOptions(parsing: arguments, for: app)
        } catch {
            console.writeError("\(app.name): \(error)")
            return usage
        }
        if options.showHelp {
            console.write(app.help)
            return success
        }
        var source = options.script
        if source == nil, !options.dumpTree, !console.inputIsTerminal { source = .standardInput }
        var script: (name: String, script: Script)?
        if let source {
            switch loadScript(source, console: console) {
            case .success(let loaded): script = loaded
            case .failure(let error): return error.status
            }
        }
        let style =
            options.style
            ?? .automatic(
                outputIsTerminal: console.outputIsTerminal, environment: console.environment)
        let session = TerminalSession(
            root: makeRoot(options), renderer: ScreenRenderer(style: style, appearances: appearances),
            write: console.write)
        var status = success
        do {
            if let start { try await start(session) } else { try await session.start() }
            if let link = options.link, let openLink {
                console.write("> open \(link)")
                try await session.open(link, using: openLink)
            }
            if let script {
                status = await runScript(script.script, named: script.name, in: session, console: console)
            } else if !options.dumpTree {
                await runInteractively(session, console: console)
            }
        } catch {
            console.writeError("\(app.name): \(error)")
            return couldNotRun
        }
        if let didRun { status = didRun(session, status) }
        if options.dumpTree, status == success {
            status = dumpTree(of: session, into: options.outputDirectory, console)
        }
        return status
    }

    private static func loadScript(
        _ source: TerminalOptions.ScriptSource, console: TerminalConsole
    ) -> Result<(name: String, script: Script), EarlyExit> {
        let name: String
        let text: String
        switch source {
        case .file(let path):
            name = path
            do {
                text = try console.readFile(path)
            } catch {
                console.writeError(
                    "\(path): error[unreadable-script]: cannot read the script (\(error)). Check the path.")
                return .failure(EarlyExit(couldNotRun))
            }
        case .standardInput:
            name = "<stdin>"
            var lines: [String] = []
            while let line = console.readLine() { lines.append(line) }
            text = lines.joined(separator: "\n")
        }
        do {
            return .success((name, try Script(parsing: text)))
        } catch {
            console.writeError("\(name):\(error.line): error[\(error.code)]: \(error.message)")
            return .failure(EarlyExit(usage))
        }
    }

    private static func runScript(
        _ script: Script, named name: String, in session: TerminalSession, console: TerminalConsole
    ) async -> Int32 {
        for step in script.steps {
            console.write("> " + step.text)
            do {
                guard try await session.perform(step.command) else { break }
            } catch {
                console.write(session.renderer.render(failure: error.message))
                console.writeError("\(name):\(step.line): error[\(error.code)]: \(error.message)")
                return error.code == .didNotSettle ? couldNotRun : failure
            }
        }
        return success
    }

    private static func dumpTree(of session: TerminalSession, into directory: String, _ console: TerminalConsole)
        -> Int32
    {
        let tree = session.navigator.flowTree()
        console.write(tree.text)
        let dot = directory + "/flow-tree.dot"
        let mermaid = directory + "/flow-tree.mmd"
        do {
            try console.writeFile(dot, tree.dot + "\n")
            try console.writeFile(mermaid, tree.mermaid + "\n")
        } catch {
            console.writeError(
                "error[unwritable-output]: cannot write \(dot) (\(error)). Check that \(directory) exists.")
            return couldNotRun
        }
        console.write("wrote \(dot) and \(mermaid)")
        return success
    }
}

/// A run that ends before the session starts, with the exit status to return (the message is already written).
struct EarlyExit: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}
