import Foundation
import MiniApp
import TerminalHost

/// The command line of a browser app: the terminal mini-app's options plus where and how long to serve.
///
/// `--flag NAME=on|off`, `--open URL` and `--help` are the terminal host's (``TerminalOptions``);
/// `--save FILE`, `--restore FILE` and `--experiment NAME=VARIANT` are the mini-app's; `--port`,
/// `--host` and `--idle-seconds` are the server's.
///
/// ```swift
/// let options = try WebOptions(parsing: ["--port", "0", "--flag", "coupons=on"], for: description)
/// options.port                  // 0: any free port
/// options.terminal.flags["coupons"]  // true
/// ```
public struct WebOptions: Hashable, Sendable {
    /// The port to listen on; `0` picks a free one.
    public var port: UInt16 = 8080
    /// The address to listen on: loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// How long a session may go unused before it ends.
    public var idleSeconds = 1_800
    /// How many sessions may run at once.
    public var maximumSessions = 1_000
    /// Where to write the last used session when the server stops.
    public var savePath: String?
    /// The saved session every new session starts from.
    public var restorePath: String?
    /// The experiments' variants every new session starts with, by name (`--experiment tip-amounts=generous`).
    public var experiments: [String: String] = [:]
    /// The terminal host's options: flags, the link to open, help.
    public var terminal: TerminalOptions

    /// Parses `arguments` (without the executable's name) against the app's description.
    ///
    /// - Throws: ``WebOptionsError`` for a missing value or a bad number, ``TerminalOptionsError`` for the
    ///   terminal host's options (an unknown option or flag).
    public init(parsing arguments: [String], for app: TerminalAppDescription) throws {
        var rest: [String] = []
        var iterator = arguments.makeIterator()
        func value(_ option: String) throws(WebOptionsError) -> String {
            guard let value = iterator.next() else {
                throw WebOptionsError(
                    argument: option, message: "'\(option)' needs a value. Run '\(app.name) --help' for the usage.")
            }
            return value
        }
        func number<N: FixedWidthInteger>(_ option: String, _ type: N.Type) throws(WebOptionsError) -> N {
            let text = try value(option)
            guard let number = N(text), number >= 0 else {
                throw WebOptionsError(
                    argument: text,
                    message: "'\(option) \(text)' needs a whole number from 0 to \(N.max), e.g. '\(option) 8080'.")
            }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--port": port = try number(argument, UInt16.self)
            case "--host": host = try value(argument)
            case "--idle-seconds": idleSeconds = max(1, try number(argument, Int.self))
            case "--max-sessions": maximumSessions = max(1, try number(argument, Int.self))
            case "--save": savePath = try value(argument)
            case "--restore": restorePath = try value(argument)
            case ExperimentOption.name: try ExperimentOption.parse(iterator.next(), into: &experiments)
            case "--script", "--dump-tree", "--output", "--plain", "--color", "--verify":
                throw WebOptionsError(
                    argument: argument,
                    message:
                        "'\(argument)' is a terminal option; the browser host serves the app to a browser. Run '\(app.name) \(argument)' in the terminal instead, or see 'browser-host APP --help'."
                )
            default: rest.append(argument)
            }
        }
        terminal = try TerminalOptions(parsing: rest, for: app)
    }

    /// The browser host's `--help` for the app served as `command` (e.g. `browser-host rating`): options, flags and links.
    public static func help(for app: TerminalAppDescription, command: String) -> String {
        var options = [
            ("--port N", "listen on port N of the host (default 8080; 0 picks a free port)"),
            ("--host ADDRESS", "listen on ADDRESS (default 127.0.0.1, loopback only)"),
            ("--flag NAME=on|off", "switch a feature flag for every new session (repeatable)"),
        ]
        let experiments = app.extraOptions.filter { $0.usage.hasPrefix(ExperimentOption.name + " ") }
        if !experiments.isEmpty {
            options.append(("--experiment NAME=VARIANT", "set an experiment for every new session (repeatable)"))
        }
        if !app.links.isEmpty { options.append(("--open URL", "open a deep link in every new session")) }
        options += [
            ("--save FILE", "save the last used session to FILE when the server stops"),
            ("--restore FILE", "start every new session from a session saved with --save (or by the terminal app)"),
            ("--idle-seconds N", "end a session unused for N seconds (default 1800)"),
            ("--max-sessions N", "refuse new sessions past N at once (default 1000)"),
            ("--help", "print this help"),
        ]
        var lines = [
            "\(app.name) in a browser: \(app.summary)", "",
            "USAGE: \(command) [--port N] [--flag NAME=on|off ...]\(experiments.isEmpty ? "" : " [--experiment NAME=VARIANT ...]")\(app.links.isEmpty ? "" : " [--open URL]") [--save FILE] [--restore FILE]",
            "", "OPTIONS:",
        ]
        lines += options.map {
            "  " + $0.0.padding(toLength: max(20, $0.0.count), withPad: " ", startingAt: 0) + " " + $0.1
        }
        lines += ["", "FLAGS:"]
        lines +=
            app.flags.isEmpty
            ? ["  (none)"]
            : app.flags.map { "  \($0.name) (default \($0.isOnByDefault ? "on" : "off")): \($0.summary)" }
        if !experiments.isEmpty {
            lines += ["", "EXPERIMENTS (--experiment NAME=VARIANT, or live in the inspector):"]
            lines += experiments.map { "  \($0.usage.dropFirst(ExperimentOption.name.count + 1)): \($0.summary)" }
        }
        if !app.links.isEmpty {
            lines += ["", "LINKS (--open URL, or /open?url=URL in the browser):"] + app.links.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// A browser app's option without its value, or with a value that is not a number.
public struct WebOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option or value at fault.
    public var argument: String
    /// What is wrong and how to fix it.
    public var message: String

    /// `error[bad-option]: <message>`.
    public var description: String { "error[bad-option]: \(message)" }
}
