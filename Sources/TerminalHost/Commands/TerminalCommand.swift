/// One input to a terminal session, typed by a person or read from a script line.
///
/// The same commands drive both modes; see ``Script`` for the language and
/// ``TerminalCommand/init(parsing:line:)`` to parse one line.
///
/// ```swift
/// let command = try TerminalCommand(parsing: "tap submit-phone phone=+15550100", line: 1)
/// // .tap(action: "submit-phone", values: ["phone": "+15550100"])
/// ```
public enum TerminalCommand: Hashable, Sendable {
    /// Triggers an action or list item of the current screen with field values.
    case tap(action: String, values: [String: String])
    /// Picks the numbered choice of the current screen, asking for its fields (interactive only).
    case choose(Int)
    /// Leaves the current screen as the app's back button does; the flow showing it decides how, or that there is no back.
    case back
    /// Prints the flow tree.
    case tree
    /// Prints the navigator's event log.
    case log
    /// Prints the commands.
    case help
    /// Leaves the session.
    case quit
    /// Fails unless the active path reads exactly like this, e.g. `Root > Home > home`.
    case expectPath(String)
    /// Fails unless the current screen has this id.
    case expectScreen(String)
    /// Fails unless the root flow finished.
    case expectFinished

    /// Whether the command checks the state instead of changing it.
    public var isExpectation: Bool {
        switch self {
        case .expectPath, .expectScreen, .expectFinished: true
        default: false
        }
    }

    /// The command as a script line, e.g. `tap submit-phone phone=+15550100`.
    public var scriptLine: String {
        switch self {
        case .tap(let action, let values):
            let pairs = values.sorted { $0.key < $1.key }.map { pair in
                pair.value.contains(" ") ? "\(pair.key)=\"\(pair.value)\"" : "\(pair.key)=\(pair.value)"
            }
            return (["tap", action] + pairs).joined(separator: " ")
        case .choose(let number): return "\(number)"
        case .back: return "back"
        case .tree: return "tree"
        case .log: return "log"
        case .help: return "help"
        case .quit: return "quit"
        case .expectPath(let path): return "expect path \(path)"
        case .expectScreen(let id): return "expect screen \(id)"
        case .expectFinished: return "expect finished"
        }
    }

    /// The language, as printed by `help` and `--help`.
    public static let reference = """
        tap ACTION [FIELD=VALUE ...]  trigger an action or list item (quote values with spaces: name="Ada L")
        N                             pick choice N and type its fields (interactive)
        back, b                       leave the screen, as its flow allows (the app's back button)
        tree, t                       print the flow tree
        log, l                        print the event log
        expect path A > B > screen    stop with an error unless the path is exactly this
        expect screen ID              stop with an error unless the screen is ID
        expect finished               stop with an error unless the root flow finished
        help, ?                       print this list
        quit, q                       leave
        # text                        a comment
        """
}
