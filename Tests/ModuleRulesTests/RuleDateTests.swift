import ModuleRules
import Testing

/// An exception's expiry date is exactly `YYYY-MM-DD`: other shapes are not dates, a date prints
/// back as written, and dates order by year, then month, then day.
@Suite struct RuleDateTests {
    @Test(arguments: [
        "2026-01--01", "-2026-01-01", "2026-01-01-", "2026-1-01", "2026-01-1", "26-01-01", "2026/01/01",
        "2026-00-10", "2026-01-00", "2026-01-32", "2026-06-31", "2026-09-31", "2026-11-31", "", "2026-0a-01",
    ])
    func otherShapesAreNotDates(text: String) {
        #expect(RuleDate(text) == nil)
    }

    @Test(arguments: [
        "2026-01-31", "2026-03-31", "2026-04-30", "2026-06-30", "2026-02-28", "0999-01-02", "0000-01-01", "0010-10-10",
    ])
    func aDateReadsAndPrintsBackAsWritten(text: String) throws {
        #expect(try #require(RuleDate(text)).description == text)
    }

    @Test func datesOrderByYearThenMonthThenDay() throws {
        let dates = try ["2026-02-01", "2025-12-31", "2026-01-31", "2026-01-02"].map { try #require(RuleDate($0)) }
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-01-31", "2026-02-01"])
        #expect(try #require(RuleDate("2026-01-31")) < #require(RuleDate("2026-02-01")))
        #expect(!(try #require(RuleDate("2026-02-01")) < #require(RuleDate("2026-02-01"))))
    }
}
