// The scale benchmarks' runner, compiled inside the generated app (the generator copies Benchmarks/ScaleApp/Bench).
// `main` is synchronous: valgrind 3.19 crashes on an async main, and every probe must run under callgrind.
//
//   ScaleBenchApp bare                  exits at once: the process baseline
//   ScaleBenchApp start                 start() of the whole tree and its first screen, then exits
//   ScaleBenchApp measure [rounds]      every in-process figure, one `key min median` line each
//   ScaleBenchApp probe <name> <count>  runs one hot path `count` times inside `scaleProbe`, for callgrind
#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "bare":
    break
case "start":
    MainActor.assumeIsolated { blackHole(startApp()) }
case "measure":
    MainActor.assumeIsolated { runMeasurements(rounds: arguments.dropFirst().first.flatMap(Int.init) ?? 7) }
case "probe" where arguments.count == 3:
    MainActor.assumeIsolated {
        guard let probe = Probe(rawValue: arguments[1]), let count = Int(arguments[2]) else {
            let probes = Probe.allCases.map(\.rawValue).joined(separator: ", ")
            print("unknown probe '\(arguments[1])' or count '\(arguments[2])'; the probes are \(probes)")
            exit(64)
        }
        runProbe(probe, count: count)
    }
default:
    print("usage: ScaleBenchApp bare | start | measure [rounds] | probe <name> <count>")
    exit(64)
}
