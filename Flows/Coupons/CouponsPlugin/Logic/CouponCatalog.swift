/// The coupon codes that exist, with the percent each takes off.
public struct CouponCatalog: Hashable, Sendable {
    /// Percent off by upper-case code.
    public var percentOff: [String: Int]

    /// Creates a catalog; codes are matched without regard to case.
    public init(_ percentOff: [String: Int]) {
        self.percentOff = Dictionary(uniqueKeysWithValues: percentOff.map { ($0.key.uppercased(), $0.value) })
    }

    /// The sample catalog: `RIDE10` (10% off) and `WELCOME25` (25% off).
    public static let sample = CouponCatalog(["RIDE10": 10, "WELCOME25": 25])
}
