#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to stdout and stderr without buffering surprises between the two.
enum StandardStreams {
    static func out(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor` at once (no buffer), retrying short and interrupted writes.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
