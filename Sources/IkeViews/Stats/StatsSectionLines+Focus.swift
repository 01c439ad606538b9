import IkeApp
import IkeCore
import IkeTerm

/// The focus sections: minutes of focus work per day, per week and per tag, each bar with its time beside
/// it (`25m`, `1h40m`). A tag's label: `#work`, or "no tag" for the tasks without one and those deleted
/// since.
extension StatsSectionLines {
    static func focusPerDay(_ statistics: TaskStatistics) -> [StatsLine] {
        let days = statistics.focus.days
        let labels = days.map { $0.day == statistics.today ? "Today" : $0.day.shortDescription }
        let heading = StatsLine.heading(
            "Focus per day", detail: "\(focusTime(statistics.focus.secondsInDays)) in \(days.count) days")
        return [heading]
            + focusBars(zip(labels, days.map(\.seconds)).map { ($0, $1) })
    }

    static func focusPerWeek(_ statistics: TaskStatistics) -> [StatsLine] {
        let weeks = statistics.weeks
        let heading = StatsLine.heading(
            "Focus per week", detail: "\(focusTime(statistics.focusInWeeks)) in \(weeks.count) weeks")
        return [heading] + focusBars(weeks.map { (weekLabel($0.start), $0.focusSeconds) })
    }

    static func focusPerTag(_ statistics: TaskStatistics) -> [StatsLine] {
        let focus = statistics.focus
        guard !focus.tags.isEmpty else {
            return [
                .heading("Focus per tag", detail: "none yet"),
                .note("Work periods of a focus card count here"),
            ]
        }
        let limit = StatsSection.focusTagRows
        let shown = focus.tags.count > limit + 1 ? Array(focus.tags.prefix(limit)) : focus.tags
        let heading = StatsLine.heading("Focus per tag", detail: "\(focusTime(focus.seconds)) in all")
        var lines =
            [heading]
            + focusBars(shown.map { ($0.name.map(Tag.label) ?? "no tag", $0.seconds) })
        if shown.count < focus.tags.count {
            let more = focus.tags.count - shown.count
            let rest = focus.tags.dropFirst(limit).reduce(0) { $0 + $1.seconds }
            lines.append(.note("\(more) more tags, \(focusTime(rest))"))
        }
        return lines
    }

    /// Bars of seconds with their times beside them, the labels and numbers lined up.
    private static func focusBars(_ rows: [(label: String, seconds: Int)]) -> [StatsLine] {
        let maximum = rows.map(\.seconds).max() ?? 0
        let numbers = rows.map { focusTime($0.seconds) }
        let numberWidth = numbers.map(\.count).max() ?? 2
        let labelWidth = min(16, rows.map { TextWidth.of($0.label) }.max() ?? 6)
        return rows.indices.map { index in
            .bar(
                label: rows[index].label, labelWidth: labelWidth, value: rows[index].seconds,
                maximum: maximum,
                number: numbers[index], numberWidth: numberWidth)
        }
    }

    /// "0m", "25m", "1h40m": whole minutes of focus, as short as a bar's number should be.
    static func focusTime(_ seconds: Int) -> String {
        DurationText.short(minutes: max(0, seconds) / 60)
    }
}
