#if canImport(Glibc)
    import Glibc
#endif

/// The number of heap allocations so far, from the counter `make bench` preloads (`Benchmarks/MallocCounter`).
///
/// `nil` when the benchmark runs without the counter.
func mallocCount() -> Int? {
    #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "switchyard_malloc_count") else { return nil }
        typealias Counter = @convention(c) () -> Int
        return unsafeBitCast(symbol, to: Counter.self)()
    #else
        return nil
    #endif
}

/// Runs `body` `iterations` times and describes the heap allocations per call, e.g. `4.0`.
func countAllocations(per iterations: Int, _ body: () -> Void) -> String {
    guard let before = mallocCount() else { return "n/a (run through make bench, which preloads the counter)" }
    for _ in 0..<iterations { body() }
    guard let after = mallocCount() else { return "n/a" }
    let perCall = Double(after - before) / Double(iterations)
    return (perCall * 10).rounded() / 10 == perCall.rounded() ? "\(Int(perCall.rounded()))" : "\((perCall * 10).rounded() / 10)"
}
