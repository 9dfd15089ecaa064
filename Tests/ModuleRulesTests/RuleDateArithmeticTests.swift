import Foundation
import Testing

@testable import ModuleRules

/// Today's date comes from arithmetic on the clock, and agrees with Foundation's calendar on every day.
@Suite struct RuleDateArithmeticTests {
    /// Foundation's answer for the day `days` after 1970-01-01, in UTC: what `today()` used to compute.
    static func calendarDate(daysSince1970 days: Int) -> RuleDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
        return RuleDate(String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!))!
    }

    @Test func everyDayFrom1900To2100AgreesWithTheCalendar() {
        var mismatches: [Int] = []
        // 1900-01-01 is day -25567; 2100-12-31 is day 47846.
        for days in -25_567...47_846 where RuleDate(daysSince1970: days) != Self.calendarDate(daysSince1970: days) {
            mismatches.append(days)
        }
        #expect(mismatches.isEmpty)
    }

    @Test(arguments: [
        (0, "1970-01-01"), (-1, "1969-12-31"), (59, "1970-03-01"), (10_956, "1999-12-31"), (11_016, "2000-02-29"),
        (20_599, "2026-05-26"), (2_932_896, "9999-12-31"),
    ])
    func knownDays(days: Int, text: String) {
        #expect(RuleDate(daysSince1970: days).description == text)
    }

    @Test func todayIsTheCalendarsToday() {
        let days = Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))
        let candidates = [Self.calendarDate(daysSince1970: days), Self.calendarDate(daysSince1970: days + 1)]
        #expect(candidates.contains(.today()))
    }

    @Test(arguments: [(2026, 1, 5), (999, 12, 31), (1, 2, 3), (12_345, 6, 7)])
    func theDescriptionIsPrintfsZeroPaddedDate(year: Int, month: Int, day: Int) {
        var date = RuleDate(daysSince1970: 0)
        (date.year, date.month, date.day) = (year, month, day)
        #expect(date.description == String(format: "%04d-%02d-%02d", year, month, day))
    }
}
