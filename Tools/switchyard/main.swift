// The `switchyard` command: validates module rules and exports the module graph.
// Exit status: 0 clean, 1 violations, 2 could not run, 64 usage error.
import Foundation

let status = Switchyard.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
