import IkeCore

/// The planned day on a row, relative to today (issue 35, item 1): "today", "tomorrow", "Wed", "3 Dec",
/// and for an open task planned for a day gone by "from Mon" (or "from 20 Nov"), which stays until the task
/// is planned again, so yesterday's unfinished plan shows rather than silently slipping.
enum PlannedText {
    /// The words for `planned` seen on `today`; `nil` on a closed task, whose plan is over.
    static func words(_ planned: LocalDate, today: LocalDate, isOpen: Bool) -> String? {
        guard isOpen else { return nil }
        let days = today.days(until: planned)
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case 2...6: return planned.weekday.shortName
        case -6 ... -1: return "from " + planned.weekday.shortName
        default:
            let day =
                "\(planned.day) \(planned.shortMonthName)"
                + (planned.year == today.year ? "" : " \(planned.year)")
            return days < 0 ? "from " + day : day
        }
    }
}
