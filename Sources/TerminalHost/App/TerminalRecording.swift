/// A console that feeds prepared input and records everything written, for testing terminal apps in-process.
///
/// ```swift
/// let recording = TerminalRecording(input: ["tap submit-phone phone=+15550100", "expect screen verify-phone"])
/// let status = await TerminalApp.run(description, arguments: [], console: recording.console) { _ in flow.handle }
/// #expect(status == 0)
/// print(recording.output)  // the transcript, exactly as a terminal would show it
/// ```
@MainActor
public final class TerminalRecording {
    /// Everything written to standard output, prompts included, in order.
    public private(set) var output = ""
    /// Every line written to standard error, in order.
    public private(set) var errors: [String] = []
    /// The files written, by path.
    public private(set) var writtenFiles: [String: String] = [:]

    private var input: [String]
    private let files: [String: String]
    private let inputIsTerminal: Bool
    private let environment: [String: String]

    /// Creates a recording console.
    ///
    /// - Parameters:
    ///   - input: the lines standard input yields, then its end.
    ///   - inputIsTerminal: whether standard input claims to be a terminal (`false` makes it a script).
    ///   - files: the files `readFile` can read, by path.
    ///   - environment: the environment the app sees.
    public init(
        input: [String] = [], inputIsTerminal: Bool = false, files: [String: String] = [:],
        environment: [String: String] = [:]
    ) {
        self.input = input
        self.inputIsTerminal = inputIsTerminal
        self.files = files
        self.environment = environment
    }

    /// The console to hand to ``TerminalApp/run(_:arguments:console:appearances:openLink:start:didRun:makeRoot:)``.
    public var console: TerminalConsole {
        TerminalConsole(
            write: { [unowned self] in output += $0 + "\n" },
            writeError: { [unowned self] in errors.append($0) },
            prompt: { [unowned self] in output += $0 },
            readLine: { [unowned self] in input.isEmpty ? nil : input.removeFirst() },
            readFile: { [files] path in
                guard let text = files[path] else { throw MissingFile(path: path) }
                return text
            },
            writeFile: { [unowned self] path, contents in writtenFiles[path] = contents },
            inputIsTerminal: inputIsTerminal,
            environment: environment
        )
    }

    /// The error `readFile` throws for a path the recording was not given.
    public struct MissingFile: Error, CustomStringConvertible {
        /// The path asked for.
        public var path: String
        /// `no such file: PATH`.
        public var description: String { "no such file: \(path)" }
    }
}
