import Foundation

/// The app's connection to the outside: standard streams, files and the environment.
///
/// ``standard`` uses the real process; tests pass closures that record output and feed input,
/// so a whole app run can be checked in-process.
@MainActor
public struct TerminalConsole {
    /// Writes a piece of text and a newline to standard output.
    public var write: (String) -> Void
    /// Writes a line to standard error.
    public var writeError: (String) -> Void
    /// Writes a prompt with no newline and makes it visible.
    public var prompt: (String) -> Void
    /// Reads one line of standard input; `nil` at its end.
    public var readLine: () -> String?
    /// Reads a whole text file.
    public var readFile: (String) throws -> String
    /// Writes a whole text file, replacing it.
    public var writeFile: (_ path: String, _ contents: String) throws -> Void
    /// Whether standard input is a terminal (if not, it is read as a script).
    public var inputIsTerminal: Bool
    /// Whether standard output is a terminal (if not, text is plain unless `--color` asks otherwise).
    public var outputIsTerminal: Bool
    /// The process environment.
    public var environment: [String: String]

    /// Creates a console from its parts.
    public init(
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        prompt: @escaping (String) -> Void,
        readLine: @escaping () -> String?,
        readFile: @escaping (String) throws -> String,
        writeFile: @escaping (String, String) throws -> Void,
        inputIsTerminal: Bool,
        outputIsTerminal: Bool = false,
        environment: [String: String]
    ) {
        self.write = write
        self.writeError = writeError
        self.prompt = prompt
        self.readLine = readLine
        self.readFile = readFile
        self.writeFile = writeFile
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
    }

    /// The process's own standard streams, file system and environment.
    public static var standard: TerminalConsole {
        TerminalConsole(
            write: { print($0) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            prompt: { text in
                print(text, terminator: "")
                fflush(nil)
            },
            readLine: { Swift.readLine(strippingNewline: true) },
            readFile: { try String(contentsOfFile: $0, encoding: .utf8) },
            writeFile: { path, contents in try contents.write(toFile: path, atomically: true, encoding: .utf8) },
            inputIsTerminal: isatty(0) == 1,
            outputIsTerminal: isatty(1) == 1,
            environment: ProcessInfo.processInfo.environment
        )
    }
}
