import IkeApp
import IkeCore

/// The rows of each statistics section: every chart with its numbers beside it, so the numbers alone
/// tell everything the bars show (and a screen reader reads them).
enum StatsSectionLines {
    /// The rows of `section`; as many as `section.height` says.
    static func lines(_ section: StatsSection, _ statistics: TaskStatistics, symbols: Symbols) -> [StatsLine]
    {
        switch section {
        case .streak: streak(statistics)
        case .donePerWeek: donePerWeek(statistics)
        case .openVersusDone: openVersusDone(statistics, symbols: symbols)
        case .quadrants: quadrants(statistics)
        case .goals: goals(statistics)
        case .review: review(statistics.review)
        case .focusPerDay: focusPerDay(statistics)
        case .focusPerWeek: focusPerWeek(statistics)
        case .focusPerTag: focusPerTag(statistics)
        }
    }

    /// " 7 Sep": a week by its first day, the day right-aligned so the months line up.
    static func weekLabel(_ day: LocalDate) -> String {
        (day.day < 10 ? " " : "") + "\(day.day) \(day.shortMonthName)"
    }

    private static func donePerWeek(_ statistics: TaskStatistics) -> [StatsLine] {
        let weeks = statistics.weeks
        let maximum = weeks.map(\.done).max() ?? 0
        let numberWidth = weeks.map { "\($0.done)".count }.max() ?? 1
        let labelWidth = weeks.map { weekLabel($0.start).count }.max() ?? 6
        let heading = StatsLine.heading(
            "Done per week", detail: "\(statistics.doneInWeeks) in \(weeks.count) weeks")
        return [heading]
            + weeks.map {
                .bar(
                    label: weekLabel($0.start), labelWidth: labelWidth, value: $0.done, maximum: maximum,
                    number: "\($0.done)", numberWidth: numberWidth)
            }
    }

    private static func openVersusDone(_ statistics: TaskStatistics, symbols: Symbols) -> [StatsLine] {
        let weeks = statistics.weeks
        let maximum = weeks.map { $0.openAtEnd + $0.doneAtEnd }.max() ?? 0
        let widths = [
            max(4, weeks.map { "\($0.openAtEnd)".count }.max() ?? 1),
            max(4, weeks.map { "\($0.doneAtEnd)".count }.max() ?? 1),
        ]
        let labelWidth = weeks.map { weekLabel($0.start).count }.max() ?? 6
        let title = "Done \(symbols.barDone) and open \(StatsLineView.openGlyph(symbols)) at each week's end"
        return [.heading(title, detail: ""), .numberHeadings(["open", "done"], numberWidths: widths)]
            + weeks.map {
                .stacked(
                    label: weekLabel($0.start), labelWidth: labelWidth, done: $0.doneAtEnd,
                    open: $0.openAtEnd,
                    maximum: maximum, numbers: ["\($0.openAtEnd)", "\($0.doneAtEnd)"], numberWidths: widths)
            }
    }

    private static func quadrants(_ statistics: TaskStatistics) -> [StatsLine] {
        let counts = Quadrant.allCases.map { statistics.doneByQuadrant[$0] ?? 0 }
        let numberWidth = counts.map { "\($0)".count }.max() ?? 1
        let labelWidth = Quadrant.allCases.map(\.title.count).max() ?? 9
        return [.heading("Done per quadrant", detail: "\(statistics.totalDone) in all")]
            + zip(Quadrant.allCases, counts).map { quadrant, count in
                .bar(
                    label: quadrant.title, labelWidth: labelWidth, value: count, maximum: counts.max() ?? 0,
                    number: "\(count)", numberWidth: numberWidth)
            }
    }

    private static func goals(_ statistics: TaskStatistics) -> [StatsLine] {
        let current = YearMonth(statistics.today)
        let numbers = statistics.months.map { $0.total == 0 ? "none" : "\($0.done)/\($0.total)" }
        let numberWidth = numbers.map(\.count).max() ?? 4
        let labels = statistics.months.map { "\($0.month.firstDay.shortMonthName) \($0.month.year)" }
        let labelWidth = labels.map(\.count).max() ?? 8
        let done = statistics.months.reduce(0) { $0 + $1.done }
        let total = statistics.months.reduce(0) { $0 + $1.total }
        return [.heading("Goals done per month", detail: "\(done)/\(total)")]
            + statistics.months.indices.map { index in
                let month = statistics.months[index]
                return .progress(
                    label: labels[index], labelWidth: labelWidth, done: month.done, total: month.total,
                    number: numbers[index], numberWidth: numberWidth, isCurrent: month.month == current)
            }
    }

    private static func streak(_ statistics: TaskStatistics) -> [StatsLine] {
        let streak = statistics.streak
        var current = days(streak.current)
        if streak.current > 0 && streak.lastDoneDay != statistics.today {
            current += ", through yesterday"
        } else if streak.current == 0, let last = streak.lastDoneDay {
            current += " · last done \(last.shortDescription)"
        } else if streak.longest == 0 {
            current += " · nothing done yet"
        }
        var longest = days(streak.longest)
        if let end = streak.longestEnd, streak.longest > 0 {
            longest +=
                end == streak.lastDoneDay && streak.current == streak.longest
                ? " (the current one)" : ", to \(end.shortDescription) \(end.year)"
        }
        return [
            .heading("Streak · days with something done", detail: ""),
            .fact(label: "Current", labelWidth: 7, text: current),
            .fact(label: "Longest", labelWidth: 7, text: longest),
            // The shutdown deck's run: closed days that finished their plan.
            .fact(
                label: "Plans", labelWidth: 7,
                text: streak.plansFinished == 0
                    ? "no finished plan in a row yet" : days(streak.plansFinished) + " in a row finished"),
        ]
    }

    private static func review(_ totals: ReviewTotals) -> [StatsLine] {
        guard totals.rounds > 0 else {
            return [
                .heading("Review rounds", detail: "none yet"),
                .note("Finished rounds on the review screen count here"),
            ]
        }
        return [
            .heading("Review rounds", detail: totals.rounds == 1 ? "1 round" : "\(totals.rounds) rounds"),
            .fact(
                label: "Cards", labelWidth: 5,
                text:
                    "\(totals.cardsDone) done · \(totals.cardsSentBack) later · \(totals.cardsDeleted) deleted"
            ),
            .fact(label: "Time", labelWidth: 5, text: duration(totals.seconds)),
        ]
    }

    /// "1 day", "5 days".
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// "40 s", "5 min 20 s", "2 h 05 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        let minutes = whole / 60 % 60
        return "\(whole / 3600) h " + (minutes < 10 ? "0" : "") + "\(minutes) min"
    }
}
