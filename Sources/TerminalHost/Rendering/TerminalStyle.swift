/// Whether rendered text carries ANSI colors and weights, or is plain.
///
/// Plain text is what tests and pipes see; a person at a terminal gets ``ansi``.
/// ``automatic(outputIsTerminal:environment:)`` picks plain unless standard output is a terminal.
public enum TerminalStyle: String, Sendable, Hashable, CaseIterable {
    /// Plain text with no escape sequences.
    case plain
    /// Text with ANSI escape sequences for bold, dim and colors.
    case ansi

    /// `ansi` when standard output is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset; else `plain`.
    ///
    /// - Parameters:
    ///   - outputIsTerminal: whether standard output is a terminal (see ``TerminalConsole/outputIsTerminal``).
    ///   - environment: the process environment to read `TERM` and `NO_COLOR` from.
    public static func automatic(outputIsTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        guard outputIsTerminal, environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return .plain }
        return .ansi
    }

    /// Wraps `text` in the escape sequence for `tone`, or returns it unchanged in plain style.
    func apply(_ tone: Tone, to text: String) -> String {
        guard self == .ansi, !text.isEmpty else { return text }
        return "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m"
    }

    /// The few looks the renderer uses, as SGR parameters.
    enum Tone: String {
        case bold = "1"
        case dim = "2"
        case accent = "36"
        case key = "33"
        case success = "32"
        case failure = "31"
    }
}
