import FlowCore
import ServiceLocator
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A standalone app that hosts one flow in the terminal with its services mocked in memory.
///
/// Every executable of the sample (`RideApp`, `OnboardingApp`, …) is one of these: a
/// description for `--help`, the mocks its flows resolve, and the root flow to host. Flags from
/// the command line reach both the mocks and the root. Every mini-app also takes `--save FILE`
/// (save the session when it ends), `--restore FILE` (start from a saved session) and `--verify`
/// (print the root flow's verification report).
///
/// ```swift
/// @main enum OnboardingApp {
///     static func main() async {
///         await MiniApp(
///             description: TerminalAppDescription(name: "OnboardingApp", summary: "Sign up: phone, code, email."),
///             mocks: { _, mocks in SampleServices.mockVerifier(&mocks) },
///             root: { _ in OnboardingFlow.make(service: bind((any PhoneVerifying).self) { InMemoryPhoneVerifier() }).handle }
///         ).main()
///     }
/// }
/// ```
@MainActor
public struct MiniApp {
    /// The app's name, summary, flags and example, for `--help`.
    public var description: TerminalAppDescription
    /// The UI modules' terminal illustrations.
    public var appearances: [any TerminalScreenAppearance]
    /// Registers the in-memory services the app's flows resolve, given the flags.
    public var mocks: (_ flags: [String: Bool], _ mocks: inout Mocks) -> Void
    /// Opens `--open URL` when the description declares links; built from the flags.
    public var openLink: ((_ flags: [String: Bool]) -> TerminalLinkOpener)?
    /// Builds the root flow from the parsed options; runs inside the mock scope.
    public var root: (TerminalOptions) -> FlowHandle

    /// Creates a mini-app.
    public init(
        description: TerminalAppDescription,
        appearances: [any TerminalScreenAppearance] = [],
        mocks: @escaping (_ flags: [String: Bool], _ mocks: inout Mocks) -> Void,
        openLink: ((_ flags: [String: Bool]) -> TerminalLinkOpener)? = nil,
        root: @escaping (TerminalOptions) -> FlowHandle
    ) {
        var description = description
        description.extraOptions += [
            ("--save FILE", "save the session to FILE when the script or session ends"),
            ("--restore FILE", "start from a session saved with --save (a bad file starts fresh)"),
            ("--verify", "verify every flow of the app over its state space and print the flow graph"),
        ]
        self.description = description
        self.appearances = appearances
        self.mocks = mocks
        self.openLink = openLink
        self.root = root
    }

    /// Runs the app with `arguments` inside its mock scope and returns the exit status.
    ///
    /// - Parameters:
    ///   - arguments: the command line without the executable's name.
    ///   - console: where input comes from and output goes.
    public func run(arguments: [String], console: TerminalConsole = .standard) async -> Int32 {
        let options: MiniAppOptions
        do {
            options = try MiniAppOptions(parsing: arguments)
        } catch {
            console.writeError("\(description.name): \(error)")
            return TerminalApp.usage
        }
        var arguments = options.remaining
        // Verification sees the whole app: every flag on (every plugin attached) unless the command line says otherwise.
        if options.verify { arguments = description.flags.flatMap { ["--flag", "\($0.name)=on"] } + arguments }
        // Bad arguments are reported by TerminalApp.run; the mocks only need the flags that parse.
        let flags = (try? TerminalOptions(parsing: arguments, for: description))?.flags ?? [:]
        return await withMocks { mocks in
            self.mocks(flags, &mocks)
        } operation: {
            if options.verify { return verify(arguments: arguments, console: console) }
            let start: ((TerminalSession) async throws -> Void)?
            switch restoringStart(options.restorePath, console: console) {
            case .success(let restoring): start = restoring
            case .failure(let early): return early.status
            }
            return await TerminalApp.run(
                description, arguments: arguments, console: console, appearances: appearances,
                openLink: openLink?(flags), start: start, didRun: savingDidRun(options.savePath, console: console),
                makeRoot: root)
        }
    }

    /// Runs the app with the process's arguments and exits with its status.
    public func main() async -> Never {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
