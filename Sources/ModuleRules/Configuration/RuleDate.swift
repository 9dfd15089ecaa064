import Foundation

/// A calendar day, `YYYY-MM-DD`, as used by exception expiry dates.
public struct RuleDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, 1–31.
    public var day: Int

    /// Parses `YYYY-MM-DD`, or returns `nil` for anything else, including days a month does not have
    /// (`2026-02-31`, `2027-02-29`).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...RuleDate.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The number of days of `month` in `year` of the Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Today in UTC.
    public static func today() -> RuleDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        let text = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        return RuleDate(text) ?? RuleDate("1970-01-01")!
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Orders chronologically.
    public static func < (lhs: RuleDate, rhs: RuleDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
