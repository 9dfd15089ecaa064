#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` and `realpath` say about a path, with plain system calls (no Foundation on the check's path).
package enum FileStatus {
    /// Whether `path` is a folder (or a symbolic link to one).
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path`'s size in bytes and modification time in nanoseconds since 1970, or `nil` when it cannot be read.
    static func sizeAndModification(_ path: String) -> (size: Int64, modified: Int64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return (Int64(status.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// `path` with every symbolic link resolved, or `path` itself when it does not exist.
    static func resolvingSymbolicLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
