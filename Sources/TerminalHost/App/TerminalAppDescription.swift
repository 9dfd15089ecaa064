/// What a terminal app is, for its `--help`: its name, what it hosts, and the flags it accepts.
///
/// ```swift
/// let description = TerminalAppDescription(
///     name: "PaymentsApp",
///     summary: "Choose a payment method; prints the choice when the flow finishes.",
///     flags: [.init(name: "coupons", summary: "the coupons plugin on the payment screen")]
/// )
/// ```
public struct TerminalAppDescription: Sendable {
    /// A feature flag the app accepts as `--flag NAME=on|off`.
    public struct Flag: Hashable, Sendable {
        /// The flag's name, e.g. `coupons`.
        public var name: String
        /// What switching it on does.
        public var summary: String
        /// Its value when the command line does not set it.
        public var isOnByDefault: Bool

        /// Creates a flag description.
        public init(name: String, summary: String, isOnByDefault: Bool = false) {
            self.name = name
            self.summary = summary
            self.isOnByDefault = isOnByDefault
        }
    }

    /// The executable's name, e.g. `RideApp`.
    public var name: String
    /// One sentence on what the app hosts.
    public var summary: String
    /// The flags it accepts.
    public var flags: [Flag]
    /// The deep-link patterns it opens with `--open`, e.g. `ride://profile/:userID`; empty when it opens none.
    public var links: [String]
    /// A short script that walks the app, shown in `--help`.
    public var exampleScript: String
    /// Options the app handles itself, beyond the terminal host's, as `(usage, summary)` lines of `--help`,
    /// e.g. `("--save FILE", "save the session to FILE when it ends")`.
    public var extraOptions: [(usage: String, summary: String)] = []

    /// Creates a description.
    public init(name: String, summary: String, flags: [Flag] = [], links: [String] = [], exampleScript: String = "") {
        self.name = name
        self.summary = summary
        self.flags = flags
        self.links = links
        self.exampleScript = exampleScript
    }

    /// The `--help` text.
    public var help: String {
        var lines = [
            "\(name): \(summary)",
            "",
            "USAGE: \(name) [--flag NAME=on|off ...]\(links.isEmpty ? "" : " [--open URL]")"
                + " [--script FILE | --script -] [--dump-tree [--output DIR]]",
            "",
            "OPTIONS:",
            "  --flag NAME=on|off   switch a feature flag (repeatable)",
        ]
        if !links.isEmpty {
            lines.append("  --open URL           open a deep link once the first screen is shown")
        }
        lines += [
            "  --script FILE        run the commands in FILE and print a transcript; '-' reads standard input",
            "                       (standard input is read as a script when it is not a terminal)",
            "  --dump-tree          print the flow tree (after the script, if any) and write flow-tree.dot",
            "                       and flow-tree.mmd",
            "  --output DIR         where --dump-tree writes its files (default: the current directory)",
            "  --plain, --color     force plain text or ANSI styling (default: styled only on a terminal)",
        ]
        lines += extraOptions.map { option in
            "  " + option.usage + String(repeating: " ", count: max(1, 21 - option.usage.count)) + option.summary
        }
        lines += [
            "  --help               print this help",
            "",
            "FLAGS:",
        ]
        lines +=
            flags.isEmpty
            ? ["  (none)"] : flags.map { "  \($0.name) (default \($0.isOnByDefault ? "on" : "off")): \($0.summary)" }
        if !links.isEmpty {
            lines += ["", "LINKS (--open URL):"] + links.map { "  \($0)" }
        }
        lines +=
            ["", "COMMANDS (interactive and --script):"]
            + TerminalCommand.reference.split(separator: "\n").map { "  \($0)" }
        if !exampleScript.isEmpty {
            lines += ["", "EXAMPLE SCRIPT:"] + exampleScript.split(separator: "\n").map { "  \($0)" }
        }
        lines += [
            "",
            "EXIT STATUS: 0 the script's expectations held, 1 one failed, 64 bad arguments or script, 2 could not run.",
        ]
        return lines.joined(separator: "\n")
    }
}
