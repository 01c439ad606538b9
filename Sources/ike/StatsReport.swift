import IkeCore

/// `ike stats` without `--json`: the figures as short tables, the numbers only (the screen has the bars).
enum StatsReport {
    /// The report, ending in a newline.
    static func text(_ statistics: TaskStatistics) -> String {
        var out = "Done per week (weeks start on \(statistics.firstWeekday.name))\n"
        let weeks = statistics.weeks
        let width = max(11, weeks.map { "\(max($0.done, $0.openAtEnd, $0.doneAtEnd))".count }.max() ?? 0)
        out +=
            "  WEEK        "
            + ["DONE", "OPEN AT END", "DONE AT END"].map { $0.padded(to: width) }.joined(separator: "  ")
        out += "\n"
        for week in weeks {
            out += "  \(week.start.iso)  "
            out += [week.done, week.openAtEnd, week.doneAtEnd].map { "\($0)".padded(to: width) }.joined(
                separator: "  ")
            out += "\n"
        }
        out += "\nDone per quadrant (\(statistics.totalDone) in all)\n"
        for quadrant in Quadrant.allCases {
            out += "  " + quadrant.title + String(repeating: " ", count: 11 - quadrant.title.count)
            out += "\(statistics.doneByQuadrant[quadrant] ?? 0)\n"
        }
        if statistics.undatedDone > 0 {
            out += "  (\(statistics.undatedDone) more done without saying when, not counted)\n"
        }
        out += "\nGoals done per month (tasks with a deadline in the month)\n"
        for month in statistics.months {
            out += "  \(month.month.firstDay.iso.prefix(7))  \(month.done)/\(month.total)\n"
        }
        let streak = statistics.streak
        out += "\nStreak: \(days(streak.current)) in a row"
        if let end = streak.longestEnd {
            out += "; longest \(days(streak.longest)), to \(end.iso)"
        }
        out += "\n"
        let review = statistics.review
        out +=
            "Review rounds: \(review.rounds), cards \(review.cardsDone) done, \(review.cardsSentBack) later, "
        out += "\(review.cardsDeleted) deleted, \(Int(review.seconds.rounded())) s\n"
        return out + focus(statistics)
    }

    /// The focus minutes per day, per week and per tag.
    private static func focus(_ statistics: TaskStatistics) -> String {
        let focus = statistics.focus
        var out = "\nFocus per day (minutes)\n"
        for day in focus.days { out += "  \(day.day.iso)  \(day.seconds / 60)\n" }
        out += "\nFocus per week (minutes)\n"
        for week in statistics.weeks { out += "  \(week.start.iso)  \(week.focusSeconds / 60)\n" }
        out += "\nFocus per tag (minutes, \(focus.seconds / 60) in all)\n"
        for tag in focus.tags {
            out += "  " + CLIOutput.visible(tag.name.map(Tag.label) ?? "no tag") + "  \(tag.seconds / 60)\n"
        }
        return out
    }

    private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}

extension String {
    /// Right-aligned in `width` columns (for digits and ASCII headings).
    fileprivate func padded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
