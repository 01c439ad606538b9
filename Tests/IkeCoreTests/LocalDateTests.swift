import Foundation
import IkeCore
import Testing

@Suite struct LocalDateTests {
    private static func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    struct Validity: Sendable, CustomTestStringConvertible {
        let year: Int, month: Int, day: Int, valid: Bool
        var testDescription: String { "\(year)-\(month)-\(day) valid=\(valid)" }
    }

    @Test(arguments: [
        Validity(year: 2024, month: 2, day: 29, valid: true),
        Validity(year: 2000, month: 2, day: 29, valid: true),
        Validity(year: 2100, month: 2, day: 29, valid: false),
        Validity(year: 1900, month: 2, day: 29, valid: false),
        Validity(year: 2026, month: 2, day: 29, valid: false),
        Validity(year: 2026, month: 2, day: 28, valid: true),
        Validity(year: 2026, month: 4, day: 31, valid: false),
        Validity(year: 2026, month: 12, day: 31, valid: true),
        Validity(year: 2026, month: 13, day: 1, valid: false),
        Validity(year: 2026, month: 0, day: 1, valid: false),
        Validity(year: 2026, month: 1, day: 0, valid: false),
        Validity(year: 2026, month: 1, day: 32, valid: false),
        Validity(year: 0, month: 1, day: 1, valid: false),
        Validity(year: 1, month: 1, day: 1, valid: true),
        Validity(year: 9999, month: 12, day: 31, valid: true),
        Validity(year: 10000, month: 1, day: 1, valid: false),
    ])
    func validation(_ row: Validity) {
        let made = LocalDate(year: row.year, month: row.month, day: row.day)
        #expect((made != nil) == row.valid)
        if let made {
            #expect(made.year == row.year && made.month == row.month && made.day == row.day)
        }
    }

    @Test(arguments: [
        ("2026-12-01", "2026-12-01"),
        ("0001-01-01", "0001-01-01"),
        ("2024-02-29", "2024-02-29"),
        ("9999-12-31", "9999-12-31"),
    ])
    func isoRoundTrip(_ text: String, _ expected: String) {
        #expect(LocalDate(iso: text)?.iso == expected)
        #expect(LocalDate(iso: text)?.description == expected)
    }

    @Test(arguments: [
        "", "2026-1-01", "2026-01-1", "26-01-01", "20260-01-01", "2026-01-01 ", " 2026-01-01", "2026/01/01",
        "2026-02-30", "2026-13-01", "0000-01-01", "+026-01-01", "2026-0a-01", "２０２６-01-01", "2026-01-01T00",
    ])
    func isoRejects(_ text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test func isoParsesComponents() {
        let parsed = LocalDate(iso: "2026-11-27")
        #expect(parsed == LocalDate(year: 2026, month: 11, day: 27))
        #expect(parsed?.iso == "2026-11-27")
    }

    @Test(arguments: [
        ("1970-01-01", 0), ("1969-12-31", -1), ("1970-01-02", 1), ("2000-03-01", 11_017),
        ("2026-11-22", 20_779), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896), ("1900-01-01", -25_567),
        ("1600-02-29", -135_081),
    ])
    func knownEpochDays(_ iso: String, _ days: Int) {
        #expect(Self.date(iso).daysSinceEpoch == days)
        #expect(LocalDate(daysSinceEpoch: days).iso == iso)
    }

    /// Every day 1900–2100: the algorithms round-trip, agree with a plain day-by-day calendar walk,
    /// and the weekday advances by one each day.
    @Test func everyDayFrom1900To2100() {
        var expected = LocalDate(year: 1900, month: 1, day: 1)!
        var days = expected.daysSinceEpoch
        var weekday = expected.weekday
        #expect(weekday == .monday)
        var count = 0
        while expected.year <= 2100 {
            let made = LocalDate(daysSinceEpoch: days)
            #expect(made == expected)
            #expect(made.daysSinceEpoch == days)
            #expect(made.weekday == weekday)
            #expect(LocalDate(iso: made.iso) == made)
            // Independent successor: next day, rolling over month and year by the calendar rules.
            let (y, m, d) = (expected.year, expected.month, expected.day)
            expected =
                LocalDate(year: y, month: m, day: d + 1) ?? LocalDate(year: y, month: m + 1, day: 1)
                ?? LocalDate(year: y + 1, month: 1, day: 1)!
            days += 1
            weekday = Weekday(rawValue: weekday.rawValue % 7 + 1)!
            count += 1
        }
        #expect(count == 73_414)
        #expect(days == LocalDate(year: 2101, month: 1, day: 1)!.daysSinceEpoch)
    }

    @Test func roundTripFarOutsideThe1900s() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
        #expect(LocalDate(daysSinceEpoch: -719_163).iso == "0000-12-31")
    }

    @Test(arguments: [
        ("2026-11-22", 5, "2026-11-27"), ("2026-12-31", 1, "2027-01-01"), ("2028-02-28", 1, "2028-02-29"),
        ("2026-02-28", 1, "2026-03-01"), ("2026-03-01", -1, "2026-02-28"), ("2026-11-22", -365, "2025-11-22"),
        ("2026-11-22", 0, "2026-11-22"),
    ])
    func addingDays(_ start: String, _ days: Int, _ expected: String) {
        #expect(Self.date(start).adding(days: days).iso == expected)
        #expect(Self.date(start).days(until: Self.date(expected)) == days)
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"), ("2028-01-31", 1, "2028-02-29"), ("2026-03-31", 1, "2026-04-30"),
        ("2026-11-22", 1, "2026-12-22"), ("2026-12-15", 1, "2027-01-15"), ("2026-01-15", -1, "2025-12-15"),
        ("2026-03-31", -1, "2026-02-28"), ("2026-11-30", 15, "2028-02-29"), ("2026-05-31", -17, "2024-12-31"),
        ("2026-11-22", 0, "2026-11-22"),
    ])
    func addingMonths(_ start: String, _ months: Int, _ expected: String) {
        #expect(Self.date(start).adding(months: months).iso == expected)
    }

    @Test(arguments: [
        ("2028-02-29", 1, "2029-02-28"), ("2028-02-29", 4, "2032-02-29"), ("2024-02-29", -1, "2023-02-28"),
        ("2026-11-22", 10, "2036-11-22"), ("2000-02-29", 100, "2100-02-28"),
    ])
    func addingYears(_ start: String, _ years: Int, _ expected: String) {
        #expect(Self.date(start).adding(years: years).iso == expected)
    }

    @Test func daysUntil() {
        #expect(Self.date("2026-11-22").days(until: Self.date("2027-11-22")) == 365)
        #expect(Self.date("2028-01-01").days(until: Self.date("2029-01-01")) == 366)
        #expect(Self.date("2026-12-01").days(until: Self.date("2026-11-22")) == -9)
    }

    @Test(arguments: [
        ("2026-11-22", Weekday.sunday), ("2026-11-23", .monday), ("2026-11-27", .friday),
        ("1970-01-01", .thursday),
        ("2000-01-01", .saturday), ("0001-01-01", .monday), ("9999-12-31", .friday),
        ("1969-12-31", .wednesday),
    ])
    func weekday(_ iso: String, _ expected: Weekday) {
        #expect(Self.date(iso).weekday == expected)
    }

    @Test func weekdayNames() {
        #expect(
            Weekday.allCases.map(\.name) == [
                "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
            ])
        #expect(Weekday.allCases.map(\.shortName) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(Weekday.allCases.map(\.rawValue) == Array(1...7))
    }

    @Test(arguments: [
        (1, 2026, 31), (2, 2026, 28), (2, 2028, 29), (2, 2100, 28), (2, 2000, 29), (4, 2026, 30),
        (12, 2026, 31),
        (13, 2026, 0), (0, 2026, 0),
    ])
    func daysInMonth(_ month: Int, _ year: Int, _ expected: Int) {
        #expect(LocalDate.daysIn(month: month, year: year) == expected)
    }

    @Test func monthNamesAndDescriptions() {
        let date = Self.date("2026-11-27")
        #expect(date.monthName == "November")
        #expect(date.shortMonthName == "Nov")
        #expect(date.longDescription == "Friday 27 November 2026")
        #expect(date.shortDescription == "Fri 27 Nov")
        #expect(Self.date("2027-01-01").longDescription == "Friday 1 January 2027")
        #expect(Self.date("2026-09-05").shortDescription == "Sat 5 Sep")
        #expect(Self.date("2026-11-27").startOfMonth.iso == "2026-11-01")
        #expect(Self.date("2026-02-01").startOfMonth.iso == "2026-02-01")
    }

    @Test func ordering() {
        let dates = ["2026-11-22", "2025-12-31", "2026-01-01", "2026-11-21", "2026-10-30"].map(Self.date)
        #expect(
            dates.sorted().map(\.iso) == [
                "2025-12-31", "2026-01-01", "2026-10-30", "2026-11-21", "2026-11-22",
            ])
        #expect(Self.date("2026-11-22") < Self.date("2026-11-23"))
        #expect(!(Self.date("2026-11-22") < Self.date("2026-11-22")))
    }

    @Test func codableIsASingleIsoString() throws {
        let dates = [Self.date("2026-12-01"), Self.date("0001-01-01")]
        let data = try JSONEncoder().encode(dates)
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-12-01","0001-01-01"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == dates)
    }

    @Test(arguments: [#"["2026-02-30"]"#, #"["2026-1-1"]"#, #"[20261201]"#])
    func codableRejects(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(json.utf8))
        }
    }

    @Test(arguments: [
        // 2026-11-22T10:00:00Z
        (1_795_341_600.0, "UTC", "2026-11-22"),
        (1_795_341_600.0, "Pacific/Kiritimati", "2026-11-23"),
        (1_795_341_600.0, "Pacific/Pago_Pago", "2026-11-21"),
        // 2026-11-22T23:59:59.9Z is still the 22nd in UTC but already the 23rd in Berlin.
        (1_795_391_999.9, "UTC", "2026-11-22"),
        (1_795_391_999.9, "Europe/Berlin", "2026-11-23"),
        // Before 1970 the division must round down, not toward zero.
        (-0.5, "UTC", "1969-12-31"),
        (-86_400.0, "UTC", "1969-12-31"),
        (-86_401.0, "UTC", "1969-12-30"),
        (0, "America/New_York", "1969-12-31"),
    ])
    func today(_ seconds: Double, _ zone: String, _ expected: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let today = LocalDate.today(now: Date(timeIntervalSince1970: seconds), timeZone: timeZone)
        #expect(today.iso == expected)
    }
}
