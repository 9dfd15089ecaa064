import ScaleHeap

#if canImport(Glibc)
    import Glibc
#endif

/// The fastest and the median round of a figure, in nanoseconds per operation.
struct Rounds {
    /// The fastest round.
    var minimum: Double
    /// The median round.
    var median: Double
}

/// The monotonic clock in nanoseconds.
func clockNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` `iterations` times per round for `count` rounds (after one warm-up round) and returns ns per call.
func measureRounds(_ count: Int, iterations: Int, _ body: () -> Void) -> Rounds {
    for _ in 0..<max(1, iterations / 10) { body() }
    var samples: [Double] = []
    for _ in 0..<count {
        let start = clockNanoseconds()
        for _ in 0..<iterations { body() }
        samples.append(Double(clockNanoseconds() - start) / Double(iterations))
    }
    samples.sort()
    return Rounds(minimum: samples[0], median: samples[samples.count / 2])
}

/// The bytes the process's heap holds now (glibc's `mallinfo2().uordblks`, see Benchmarks/ScaleApp/ScaleHeap).
func heapBytes() -> Int {
    Int(scale_heap_bytes())
}

/// Prints one figure as `key minimum median`, the line format Benchmarks/Scripts/bench-scale.py reads.
func emit(_ key: String, _ rounds: Rounds) {
    print("\(key) \(rounds.minimum) \(rounds.median)")
}

/// Prints one figure that has a single value.
func emit(_ key: String, _ value: Double) {
    print("\(key) \(value) \(value)")
}

/// Keeps the optimizer from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` `count` times; callgrind counts instructions only inside this function (`--toggle-collect=*scaleProbe*`).
///
/// Nothing else in the app has `scaleProbe` in its name, and `body` is a closure defined by the caller, so
/// the count is exactly the hot path's, with no setup.
@inline(never)
func scaleProbe(_ count: Int, _ body: () -> Void) {
    for _ in 0..<count { body() }
}
