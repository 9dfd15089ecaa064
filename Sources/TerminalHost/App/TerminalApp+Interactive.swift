import FlowCore

extension TerminalApp {
    /// The line shown under the first screen in interactive mode.
    static let keysHint =
        "Type a number to pick a choice, b for back, t for the flow tree, l for the log, q to quit, ? for help."

    /// Reads commands until `quit`, the end of input, or the root flow finishing.
    static func runInteractively(_ session: TerminalSession, console: TerminalConsole) async {
        console.write(session.renderer.style.apply(.dim, to: keysHint))
        while !session.isFinished {
            console.prompt("> ")
            guard let line = console.readLine() else { return }
            do {
                guard let command = try TerminalCommand(parsing: line, line: 1) else { continue }
                let resolved = try resolve(command, in: session, console: console)
                guard let resolved else { return }
                guard try await session.perform(resolved) else { return }
            } catch let error as ScriptError {
                console.write(session.renderer.render(failure: error.message))
            } catch let error as CommandFailure {
                console.write(session.renderer.render(failure: error.message))
            } catch {
                console.write(session.renderer.render(failure: "\(error)"))
            }
        }
    }

    /// Turns a numbered choice into a `tap`, asking for each field; `nil` when input ends while asking.
    private static func resolve(_ command: TerminalCommand, in session: TerminalSession, console: TerminalConsole)
        throws(CommandFailure) -> TerminalCommand?
    {
        guard case .choose(let number) = command else { return command }
        let choice = try session.choice(numbered: number)
        var values: [String: String] = [:]
        for field in choice.fields {
            let hint = field.placeholder.isEmpty ? "" : " (e.g. \(field.placeholder))"
            console.prompt("\(field.label)\(hint): ")
            guard let value = console.readLine() else { return nil }
            values[field.id] = value
        }
        return .tap(action: choice.action, values: values)
    }
}
