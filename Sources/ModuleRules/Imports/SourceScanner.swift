import Dispatch
import Synchronization
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scans the Swift files of every module of a graph for imports, on several threads.
///
/// Each worker takes the next module, lists its folder with `readdir`, and reads each file into one
/// reused buffer with `open`/`read`, so the cost per file is the system calls, not allocations.
///
/// ```swift
/// let sources = SourceScanner().scan(graph)
/// print(sources.reduce(0) { $0 + $1.imports.count }, "imports")
/// ```
public struct SourceScanner: Sendable {
    /// How many threads read and scan files.
    public var threadCount: Int

    /// Creates a scanner.
    ///
    /// - Parameter threadCount: worker threads; defaults to the active processor count, at least 2 and at
    ///   most 8 (reads in flight matter when the page cache is cold).
    public init(threadCount: Int? = nil) {
        self.threadCount = threadCount ?? min(8, max(2, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Modules per worker thread: a smaller scan runs on fewer threads (on the calling thread below it), because
    /// starting dispatch's workers costs a warm check of a 60-module app about 0.9 ms of CPU, more than they save.
    static let modulesPerThread = 64

    /// Scans every module of `graph` that has a source folder.
    ///
    /// It uses at most ``threadCount`` threads and one per 64 modules (`modulesPerThread`); the result does not
    /// depend on how many.
    ///
    /// - Parameter graph: the modules to scan; paths are resolved against `graph.root`.
    /// - Returns: one entry per module with a source folder, in graph order. A folder that does not
    ///   exist yields an entry with no files.
    public func scan(_ graph: ModuleGraph) -> [ModuleSources] {
        let jobs: [(module: String, folder: String, included: [String]?, excluded: [String])] =
            graph.modules.compactMap { module in
                guard let sourcePath = module.sourcePath, module.kind != .system else { return nil }
                return (module.name, graph.displayPath(sourcePath), module.sourcePaths, module.excludedPaths)
            }
        let next = Atomic<Int>(0)
        let results = Mutex<[ModuleSources?]>(Array(repeating: nil, count: jobs.count))
        let work: @Sendable () -> Void = {
            let buffer = ReadBuffer()
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { break }
                let job = jobs[index]
                var imports: [SourceImport] = []
                var fileCount = 0
                let revisits = SwiftFileWalker.forEachFile(
                    in: job.folder, including: job.included, excluding: job.excluded
                ) { directory, name, path in
                    fileCount += 1
                    buffer.withContents(ofFile: name, in: directory) { base, count in
                        ImportScanner.scan(base, count: count, path: path, into: &imports)
                    }
                }
                var sources = ModuleSources(module: job.module, fileCount: fileCount, imports: imports)
                sources.revisitedFolders = revisits
                results.withLock { $0[index] = sources }
            }
        }
        let workers = max(1, min(threadCount, (jobs.count + Self.modulesPerThread - 1) / Self.modulesPerThread))
        if workers == 1 {
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}

/// A growable read buffer one worker reuses for every file.
///
/// A class so the walker's closure can use it; each worker owns one and no other thread sees it.
private final class ReadBuffer {
    private var storage: UnsafeMutableRawBufferPointer

    init() {
        storage = .allocate(byteCount: 256 * 1024, alignment: 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Reads the whole file `name` in the open directory `directory` and passes its bytes to `body`;
    /// does nothing when the file cannot be opened.
    ///
    /// There is no `fstat`: the buffer grows when a read fills it, and a short read of a regular file
    /// means its end, so a typical file costs three system calls (`openat`, `read`, `close`).
    func withContents(
        ofFile name: UnsafePointer<CChar>, in directory: Int32, _ body: (UnsafePointer<UInt8>, Int) -> Void
    ) {
        let descriptor = openat(directory, name, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var filled = 0
        while true {
            if filled == storage.count {
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 16)
                larger.copyMemory(from: UnsafeRawBufferPointer(storage))
                storage.deallocate()
                storage = larger
            }
            let wanted = storage.count - filled
            let count = read(descriptor, storage.baseAddress! + filled, wanted)
            if count < 0 { return }
            filled += count
            if count == 0 || count < wanted { break }
        }
        body(UnsafePointer(storage.baseAddress!.assumingMemoryBound(to: UInt8.self)), filled)
    }
}
