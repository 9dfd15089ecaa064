import ModuleRules

/// Dispatches the command line to a command and turns errors into messages and exit statuses.
enum Switchyard {
    static func run(_ arguments: [String]) -> ExitStatus {
        do {
            let first = arguments.first
            switch first {
            case nil:
                return try CheckCommand.run([])
            case "check":
                return try CheckCommand.run(Array(arguments.dropFirst()))
            case "graph":
                return try GraphCommand.run(Array(arguments.dropFirst()))
            case "schema":
                StandardStreams.out(RulesSchema.text)
                return .clean
            case "help", "-h", "--help":
                return try help(Array(arguments.dropFirst(first == "help" ? 1 : arguments.count)))
            case let option? where option.hasPrefix("--"):
                return try CheckCommand.run(arguments)
            case let command?:
                throw UsageError(
                    value: command,
                    message: "unknown command '\(command)'; use 'check', 'graph' or 'schema' (see switchyard --help)")
            }
        } catch let error as UsageError {
            StandardStreams.error(
                "error: \(error.message)\n\nUSAGE: switchyard <command> [<options>]; see switchyard --help\n")
            return .usage
        } catch let error as ModuleRulesError {
            StandardStreams.error("error: \(error.description)\n")
            return .couldNotRun
        } catch {
            StandardStreams.error("error: \(error)\n")
            return .couldNotRun
        }
    }

    private static func help(_ arguments: [String]) throws -> ExitStatus {
        switch arguments.first {
        case nil: StandardStreams.out(HelpText.overview)
        case "check": StandardStreams.out(CheckCommand.help)
        case "graph": StandardStreams.out(GraphCommand.help)
        case let command?:
            throw UsageError(value: command, message: "no help for '\(command)'; use 'check' or 'graph'")
        }
        return .clean
    }
}
