/// The parsed command line of a terminal app.
///
/// ```swift
/// let options = try TerminalOptions(parsing: ["--flag", "coupons=on", "--script", "walk.txt"], for: description)
/// options.flags["coupons"]  // true
/// options.script            // .file("walk.txt")
/// ```
public struct TerminalOptions: Hashable, Sendable {
    /// Where script commands come from.
    public enum ScriptSource: Hashable, Sendable {
        /// A file.
        case file(String)
        /// Standard input.
        case standardInput
    }

    /// Every declared flag with its value: the command line's, else the default.
    public var flags: [String: Bool]
    /// Where to read a script from; `nil` for interactive mode (unless standard input is not a terminal).
    public var script: ScriptSource?
    /// Whether to print the flow tree and write its DOT and Mermaid files.
    public var dumpTree = false
    /// Where `--dump-tree` writes its files.
    public var outputDirectory = "."
    /// The style forced by `--plain` or `--color`, if any.
    public var style: TerminalStyle?
    /// Whether `--help` was given.
    public var showHelp = false
    /// The deep link to open once the first screen is shown (`--open URL`), for apps that declare links.
    public var link: String?

    /// Parses `arguments` (without the executable's name) against the app's declared flags.
    ///
    /// - Throws: ``TerminalOptionsError`` for an unknown option or flag, a missing value, or a bad flag value.
    public init(parsing arguments: [String], for app: TerminalAppDescription) throws(TerminalOptionsError) {
        flags = Dictionary(uniqueKeysWithValues: app.flags.map { ($0.name, $0.isOnByDefault) })
        var remaining = arguments[...]
        func value(for option: String) throws(TerminalOptionsError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") || value == "-" else {
                throw TerminalOptionsError(
                    code: .missingValue, argument: option,
                    message: "'\(option)' needs a value. Run '\(app.name) --help' for the usage.")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--flag": try setFlag(try value(for: argument), app: app)
            case "--script":
                let path = try value(for: argument)
                script = path == "-" ? .standardInput : .file(path)
            case "--dump-tree": dumpTree = true
            case "--output": outputDirectory = try value(for: argument)
            case "--plain": style = .plain
            case "--color": style = .ansi
            case "--help", "-h": showHelp = true
            case "--open" where !app.links.isEmpty: link = try value(for: argument)
            default:
                let known =
                    ["--flag", "--script", "--dump-tree", "--output", "--plain", "--color", "--help"]
                    + (app.links.isEmpty ? [] : ["--open"])
                throw TerminalOptionsError(
                    code: .unknownOption, argument: argument,
                    message:
                        "'\(argument)' is not an option of \(app.name).\(Suggestion.hint(for: argument, among: known)) Run '\(app.name) --help' for the list."
                )
            }
        }
    }

    private mutating func setFlag(_ pair: String, app: TerminalAppDescription) throws(TerminalOptionsError) {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        let name = parts[0]
        guard flags[name] != nil else {
            let known = app.flags.map(\.name)
            throw TerminalOptionsError(
                code: .unknownFlag, argument: pair,
                message:
                    "\(app.name) has no flag '\(name)'.\(Suggestion.hint(for: name, among: known)) Its flags are: \(known.isEmpty ? "none" : known.joined(separator: ", "))."
            )
        }
        let values = ["on": true, "off": false, "true": true, "false": false, "1": true, "0": false]
        guard parts.count == 2, let value = values[parts[1].lowercased()] else {
            throw TerminalOptionsError(
                code: .badFlagValue, argument: pair,
                message: "'--flag \(pair)' needs a value of on or off. Write it like --flag \(name)=on.")
        }
        flags[name] = value
    }
}
