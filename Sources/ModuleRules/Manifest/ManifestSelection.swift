/// Which manifest SwiftPM reads: the `Package@swift-X[.Y[.Z]].swift` with the highest version the toolchain
/// supports, otherwise `Package.swift`. Diagnostics about declarations point into that file.
enum ManifestSelection {
    /// The manifest file name SwiftPM uses among `names` for a toolchain of `version` (`nil`: unknown, which
    /// picks `Package.swift`).
    static func chosen(among names: [String], toolchainVersion version: [Int]?) -> String {
        guard let version else { return "Package.swift" }
        var best: (name: String, version: [Int])?
        for name in names where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            let text = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { continue }
            let candidate = parts.map { $0! }
            guard !isNewer(candidate, than: version) else { continue }
            if best == nil || isNewer(candidate, than: best!.version) { best = (name, candidate) }
        }
        return best?.name ?? "Package.swift"
    }

    /// Whether `lhs` is a later version than `rhs`, missing components counting as 0.
    static func isNewer(_ lhs: [Int], than rhs: [Int]) -> Bool {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left > right }
        }
        return false
    }
}
