#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the `.swift` files under a folder with `opendir`/`readdir`, skipping hidden entries.
enum SwiftFileLister {
    static func list(_ folder: String, excluding excluded: [String], into files: inout [String]) {
        let skipped = Set(excluded.map { folder + "/" + $0 })
        walk(folder, skipped: skipped, into: &files)
    }

    private static func walk(_ folder: String, skipped: Set<String>, into files: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            if !skipped.isEmpty && skipped.contains(path) { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) || Int32(entry.pointee.d_type) == Int32(DT_LNK) {
                var status = stat()
                if stat(path, &status) == 0 {
                    isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
                    isFile = (status.st_mode & S_IFMT) == S_IFREG
                }
            }
            if isDirectory {
                walk(path, skipped: skipped, into: &files)
            } else if isFile && name.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }
}
