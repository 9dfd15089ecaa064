import FlowCore
import FlowPlugins
import TerminalHost

extension MiniApp {
    /// What `--verify` does: verifies every flow of the app's tree over its state's own space and prints the report and the graph.
    ///
    /// - Returns: ``TerminalApp/success`` when every finding is allowed, ``TerminalApp/failure`` otherwise,
    ///   ``TerminalApp/usage`` for arguments the terminal host rejects.
    func verify(arguments: [String], flags: FeatureFlags, console: TerminalConsole) -> Int32 {
        do {
            _ = try TerminalOptions(parsing: arguments, for: description)
        } catch {
            console.writeError("\(description.name): \(error)")
            return TerminalApp.usage
        }
        let result = verifyTree(root(flags))
        console.write(result.description)
        console.write("")
        console.write(result.graph.text)
        return result.unexpectedFindings.isEmpty ? TerminalApp.success : TerminalApp.failure
    }
}
