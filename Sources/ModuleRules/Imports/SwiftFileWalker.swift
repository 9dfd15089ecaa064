#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a folder with `opendir`/`readdir` and calls back for every `.swift` file SwiftPM would compile, in
/// name order, with the open directory's descriptor so the file can be opened with `openat` (no path walk
/// from `/` per file).
///
/// It follows SwiftPM's rules for a target's folder: only the `sources:` paths when there are any, never the
/// `exclude:` or `resources:` paths, never hidden entries, and never the inside of a folder SwiftPM treats as
/// one resource file (a `.docc` catalog, an asset catalog, a Core Data model and the like).
enum SwiftFileWalker {
    /// Folder extensions SwiftPM treats as a single file: nothing inside them is compiled.
    static let bundleExtensions: Set<String> = [
        "docc", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "rcproject", "mlpackage", "xcstrings",
        "scnassets", "playground", "bundle", "lproj",
    ]

    /// Calls `body(directoryDescriptor, fileName, displayPath)` for each compiled Swift file under `folder`:
    /// only under the `included` paths when given, skipping the `excluded` paths (both relative to `folder`).
    ///
    /// - Returns: how many folders were reached again through a symbolic link (a loop, or a second link to
    ///   the same folder) and not walked again.
    @discardableResult
    static func forEachFile(
        in folder: String, including included: [String]? = nil, excluding excluded: [String],
        _ body: (Int32, UnsafePointer<CChar>, String) -> Void
    ) -> Int {
        let skipped = Set(excluded.map { folder + "/" + normalized($0) })
        var visited: Set<FolderIdentity> = []
        var revisits = 0
        guard let included else {
            walk(folder, skipped: skipped, visited: &visited, revisits: &revisits, body)
            return revisits
        }
        for entry in included.map(normalized).sorted() {
            let path = entry.isEmpty ? folder : folder + "/" + entry
            if skipped.contains(path) { continue }
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                walk(path, skipped: skipped, visited: &visited, revisits: &revisits, body)
            } else if path.hasSuffix(".swift") {
                let slash = path.lastIndex(of: "/")!
                guard let directory = opendir(String(path[..<slash])) else { continue }
                String(path[path.index(after: slash)...]).withCString { body(dirfd(directory), $0, path) }
                closedir(directory)
            }
        }
        return revisits
    }

    /// A relative path without a leading `./` or a trailing `/`.
    private static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : String(path)
    }

    /// Whether SwiftPM treats the folder `name` as one resource file.
    static func isBundle(_ name: String) -> Bool {
        // Most folders have no dot, and `lastIndex(of:)` walks characters (graphemes) from the end.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return false }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return bundleExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// A folder's device and inode: the same folder reached again through a symbolic link has the same one.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks `folder` unless it was walked before in this call: a symbolic link to an enclosing folder (a
    /// loop) or to a folder already listed is followed once, so every file is reported once.
    private static func walk(
        _ folder: String, skipped: Set<String>, visited: inout Set<FolderIdentity>, revisits: inout Int,
        _ body: (Int32, UnsafePointer<CChar>, String) -> Void
    ) {
        var status = stat()
        guard stat(folder, &status) == 0 else { return }
        guard visited.insert(FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted
        else {
            revisits += 1
            return
        }
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
                if !isBundle(entry.name) { walk(path, skipped: skipped, visited: &visited, revisits: &revisits, body) }
            } else {
                entry.name.withCString { body(descriptor, $0, path) }
            }
        }
    }
}
