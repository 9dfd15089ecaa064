// The `switchyard` command: validates module rules and exports the module graph.
// Exit status: 0 clean, 1 violations, 2 could not run, 64 usage error.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let status = Switchyard.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
