#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        let seconds = Date().timeIntervalSince1970
        return RuleDate(daysSince1970: Int((seconds / 86_400).rounded(.down)))
    }

    /// The day `days` days after 1970-01-01 in the proleptic Gregorian calendar (negative: before it).
    ///
    /// Howard Hinnant's `civil_from_days`; `RuleDateTests` checks it against Foundation's `Calendar`, which
    /// cost a warm check 3 M instructions just to say what day it is.
    init(daysSince1970 days: Int) {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1st, 0...365
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // March = 0
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        RuleDate.padded(year, 4) + "-" + RuleDate.padded(month, 2) + "-" + RuleDate.padded(day, 2)
    }

    /// `number` in decimal with zeros before it up to `width` digits (`printf`'s `%0*d`).
    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count - (number < 0 ? 1 : 0)))
        return (number < 0 ? "-" : "") + zeros + digits
    }

    /// Orders chronologically.
    public static func < (lhs: RuleDate, rhs: RuleDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
