#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The top-level help and the shared layout of option lists.
enum HelpText {
    static let overview = """
        OVERVIEW: Keep a modular Swift package honest: module types, allowed dependencies, forbidden imports,
        undeclared imports and cycles, reported at their file and line.

        USAGE: switchyard <command> [<options>]

        COMMANDS:
          check   Validate the package against module-rules.json (the default command).
          graph   Print the module graph as DOT, Mermaid or JSON, or its metrics (--metrics).
          schema  Print the JSON Schema of module-rules.json.
          help    Show help for a command: switchyard help <command>.

        See 'switchyard <command> --help' for a command's options.

        """

    static func optionList(_ options: [ArgumentList.Option]) -> String {
        let rows = options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return "OPTIONS:\n"
            + rows.map { "  " + column($0.0, width: width) + $0.1 }.joined(separator: "\n")
    }

    /// `text` cut or padded with spaces to `width` characters (what Foundation's `padding(toLength:…)` does).
    static func column(_ text: String, width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }
}
