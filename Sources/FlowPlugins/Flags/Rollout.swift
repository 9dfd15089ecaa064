/// A split of subjects into variants by percentage; subjects left over get the default.
///
/// A subject (a rider id, an install id) lands in bucket `FNV-1a-32("<key>:<subject>") % 100`:
/// the 32-bit FNV-1a hash (offset basis 2166136261, prime 16777619) of the UTF-8 bytes of the
/// experiment key, a colon and the subject id. The variants take consecutive buckets in the
/// order of their texts, so a subject gets the same variant on every launch and every machine,
/// and raising a variant's percentage only adds subjects to it.
///
/// ```swift
/// let rollout = Rollout(percentages: ["bold": 30, "striped": 20])
/// Rollout.bucket(key: "fare-banner", subject: "rider-42")  // always the same number in 0..<100
/// ```
public struct Rollout: Hashable, Sendable, CustomStringConvertible {
    /// Percent of subjects per variant text; they add up to at most 100.
    public let percentages: [String: Int]
    /// The variants in bucket order, with the bucket where each one ends.
    let ranges: [(variant: String, end: Int)]

    /// Creates a rollout; the caller checked that the percentages are 0…100 and add up to at most 100.
    public init(percentages: [String: Int]) {
        precondition(
            percentages.values.allSatisfy { (0...100).contains($0) } && percentages.values.reduce(0, +) <= 100,
            "Rollout percentages must each be 0 to 100 and add up to at most 100; got \(percentages).")
        self.percentages = percentages
        var end = 0
        ranges = percentages.keys.sorted().map { variant in
            end += percentages[variant] ?? 0
            return (variant, end)
        }
    }

    /// The variant for a subject in `bucket`, or `nil` when the rollout leaves the bucket out.
    func variant(inBucket bucket: Int) -> String? {
        ranges.first { bucket < $0.end }?.variant
    }

    /// The subject's bucket in `0..<100` for experiment `key`, the same everywhere (see the type's summary).
    public static func bucket(key: String, subject: String) -> Int {
        bucket(afterPrefix: hashPrefix(key: key), subject: subject)
    }

    /// The FNV-1a state after the key and the colon, so reads hash only the subject.
    static func hashPrefix(key: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return (hash ^ UInt32(UInt8(ascii: ":"))) &* 16_777_619
    }

    /// The bucket of `subject`, continuing the hash from ``hashPrefix(key:)``.
    static func bucket(afterPrefix prefix: UInt32, subject: String) -> Int {
        var hash = prefix
        for byte in subject.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 100)
    }

    /// The variant of each of the 100 buckets, `nil` where the rollout leaves subjects out.
    var variantsByBucket: [String?] {
        (0..<100).map { variant(inBucket: $0) }
    }

    /// Two rollouts are equal when they give the same percentages.
    public static func == (lhs: Rollout, rhs: Rollout) -> Bool { lhs.percentages == rhs.percentages }

    /// Hashes the percentages.
    public func hash(into hasher: inout Hasher) { hasher.combine(percentages) }

    /// E.g. `rollout bold 30%, striped 20%`.
    public var description: String {
        "rollout " + percentages.keys.sorted().map { "\($0) \(percentages[$0] ?? 0)%" }.joined(separator: ", ")
    }
}
