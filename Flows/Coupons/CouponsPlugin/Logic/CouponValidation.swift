import PaymentsLogic

/// Pure checks for a typed coupon code.
///
/// ```swift
/// try CouponValidation.discount(for: " ride10 ", in: .sample)  // RIDE10 (-10%)
/// try CouponValidation.discount(for: "RIDE-10", in: .sample)
/// // The coupon code 'RIDE-10' contains '-'; a code is 4 to 12 letters and digits, e.g. RIDE10.
/// ```
public enum CouponValidation {
    /// Normalizes `input` (trimmed, upper case) and returns the discount it grants.
    ///
    /// - Throws: ``CouponError`` when the code is empty, malformed or not in `catalog`.
    public static func discount(for input: String, in catalog: CouponCatalog) throws(CouponError) -> PaymentDiscount {
        let code = String(input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).uppercased()
        guard !code.isEmpty else {
            throw CouponError(code: .empty, input: input, message: "Type a coupon code, e.g. RIDE10.")
        }
        if let bad = code.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            throw CouponError(
                code: .malformed, input: input,
                message:
                    "The coupon code '\(input)' contains '\(bad)'; a code is 4 to 12 letters and digits, e.g. RIDE10.")
        }
        guard (4...12).contains(code.count) else {
            throw CouponError(
                code: .malformed, input: input,
                message:
                    "The coupon code '\(input)' has \(code.count) characters; a code is 4 to 12 letters and digits, e.g. RIDE10."
            )
        }
        guard let percent = catalog.percentOff[code] else {
            throw CouponError(
                code: .unknown, input: input,
                message: "The coupon code '\(code)' doesn't exist or has expired; check the spelling in the offer.")
        }
        return PaymentDiscount(id: "coupon", label: code, percentOff: percent)
    }
}
