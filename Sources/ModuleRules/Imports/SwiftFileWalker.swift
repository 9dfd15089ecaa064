#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a folder with `opendir`/`readdir` and calls back for every `.swift` file, in name order, with the
/// open directory's descriptor so the file can be opened with `openat` (no path walk from `/` per file).
enum SwiftFileWalker {
    /// Calls `body(directoryDescriptor, fileName, displayPath)` for each Swift file under `folder`,
    /// skipping hidden entries and the `excluded` paths (relative to `folder`).
    static func forEachFile(
        in folder: String, excluding excluded: [String], _ body: (Int32, UnsafePointer<CChar>, String) -> Void
    ) {
        let skipped = Set(excluded.map { folder + "/" + $0 })
        walk(folder, skipped: skipped, body)
    }

    private static func walk(
        _ folder: String, skipped: Set<String>, _ body: (Int32, UnsafePointer<CChar>, String) -> Void
    ) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            let type = Int32(entry.pointee.d_type)
            var isDirectory = type == Int32(DT_DIR)
            var isFile = type == Int32(DT_REG)
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                var status = stat()
                if stat(folder + "/" + name, &status) == 0 {
                    isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
                    isFile = (status.st_mode & S_IFMT) == S_IFREG
                }
            }
            if isDirectory || (isFile && name.hasSuffix(".swift")) { entries.append((name, isDirectory)) }
        }
        entries.sort { $0.name < $1.name }
        let descriptor = dirfd(directory)
        for entry in entries {
            let path = folder + "/" + entry.name
            if !skipped.isEmpty && skipped.contains(path) { continue }
            if entry.isDirectory {
                walk(path, skipped: skipped, body)
            } else {
                entry.name.withCString { body(descriptor, $0, path) }
            }
        }
    }
}
