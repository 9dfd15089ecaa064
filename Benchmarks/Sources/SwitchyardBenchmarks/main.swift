// Runs the benchmark suites named on the command line, or all of them.
// Usage: swift run -c release SwitchyardBenchmarks [router] [locator] [deeplinks] [modules] [restoration] [restoration-probe] [routetables]

let suites: [(name: String, run: @MainActor () async -> Void)] = [
    ("router", runRouterBenchmarks),
    (
        "navigator",
        {
            runNavigatorBenchmarks()
            runActionPathBenchmarks()
        }
    ),
    ("locator", runLocatorBenchmarks),
    ("deeplinks", runDeepLinksBenchmarks),
    (
        "plugins",
        {
            runPluginsBenchmarks()
            // Its async bodies start the concurrency runtime's threads, which valgrind 3.19 crashes on;
            // they are timed only, never counted (see bench-instructions.py).
            if case .timing = countingMode { await runPluginLinkBenchmarks() }
        }
    ),
    ("modules", runModuleBenchmarks),
    ("restoration", runRestorationBenchmarks),
    ("restoration-probe", runRestorationProbe),
    ("routetables", runLargeRouteTableBenchmarks),
]

let requested = Set(CommandLine.arguments.dropFirst())
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("== \(suite.name)")
    await suite.run()
}
