import MiniApp
import TerminalHost

/// What one in-process run of a mini-app printed and returned.
struct AppRun {
    var status: Int32
    /// Standard output without its final newline.
    var output: String
    var errors: [String]

    /// Runs `app` with `script` on standard input (not a terminal), as `echo SCRIPT | App ARGUMENTS` would.
    @MainActor
    static func run(_ app: MiniApp, _ arguments: [String] = [], script: String) async -> AppRun {
        let recording = TerminalRecording(
            input: script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let status = await app.run(arguments: arguments, console: recording.console)
        let output = recording.output.hasSuffix("\n") ? String(recording.output.dropLast()) : recording.output
        return AppRun(status: status, output: output, errors: recording.errors)
    }
}
