/// A calendar month ("November 2026"), the unit of the goals screen.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    /// A month; `month` must be 1...12.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month a date falls in.
    public init(_ date: LocalDate) {
        year = date.year
        month = date.month
    }

    /// Parses the `YYYY-MM` prefix of an ISO date.
    public init?(isoPrefix text: String) {
        let parts = text.prefix(7).split(separator: "-")
        guard parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]) else { return nil }
        self.init(year: year, month: month)
    }

    /// The first day of the month.
    public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1)! }

    /// "November 2026".
    public var title: String { "\(firstDay.monthName) \(year)" }

    public var description: String { title }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
