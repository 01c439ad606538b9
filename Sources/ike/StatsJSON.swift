import IkeCore

/// `ike stats --json`: one object, its keys fixed and listed in Docs/Formats.md.
enum StatsJSON {
    /// The statistics as JSON text ending in a newline.
    static func bytes(_ statistics: TaskStatistics) -> [UInt8] {
        var text = JSONText(capacity: 2048, escapingBidiControls: true)
        text.raw("{\n  \"today\": ")
        text.date(statistics.today)
        text.raw(",\n  \"firstWeekday\": ")
        text.string(statistics.firstWeekday.name.lowercased())
        text.raw(",\n  \"weeks\": [")
        for (index, week) in statistics.weeks.enumerated() {
            text.raw(index == 0 ? "\n    {\"start\": " : ",\n    {\"start\": ")
            text.date(week.start)
            text.raw(", \"done\": ")
            text.number(Int64(week.done))
            text.raw(", \"openAtEnd\": ")
            text.number(Int64(week.openAtEnd))
            text.raw(", \"doneAtEnd\": ")
            text.number(Int64(week.doneAtEnd))
            text.raw("}")
        }
        text.raw("\n  ],\n  \"doneByQuadrant\": {")
        for (index, quadrant) in Quadrant.allCases.enumerated() {
            if index > 0 { text.raw(", ") }
            text.string(quadrant.rawValue)
            text.raw(": ")
            text.number(Int64(statistics.doneByQuadrant[quadrant] ?? 0))
        }
        text.raw("},\n  \"doneTotal\": ")
        text.number(Int64(statistics.totalDone))
        text.raw(",\n  \"undatedDone\": ")
        text.number(Int64(statistics.undatedDone))
        text.raw(",\n  \"goalsByMonth\": [")
        for (index, month) in statistics.months.enumerated() {
            text.raw(index == 0 ? "\n    {\"month\": " : ",\n    {\"month\": ")
            text.string(String(month.month.firstDay.iso.prefix(7)))
            text.raw(", \"done\": ")
            text.number(Int64(month.done))
            text.raw(", \"total\": ")
            text.number(Int64(month.total))
            text.raw("}")
        }
        let streak = statistics.streak
        text.raw("\n  ],\n  \"streak\": {\"current\": ")
        text.number(Int64(streak.current))
        text.raw(", \"longest\": ")
        text.number(Int64(streak.longest))
        text.raw(", \"longestEnd\": ")
        optionalDate(streak.longestEnd, &text)
        text.raw(", \"lastDone\": ")
        optionalDate(streak.lastDoneDay, &text)
        let review = statistics.review
        text.raw("},\n  \"review\": {\"rounds\": ")
        text.number(Int64(review.rounds))
        text.raw(", \"cardsDone\": ")
        text.number(Int64(review.cardsDone))
        text.raw(", \"cardsSentBack\": ")
        text.number(Int64(review.cardsSentBack))
        text.raw(", \"cardsDeleted\": ")
        text.number(Int64(review.cardsDeleted))
        text.raw(", \"seconds\": ")
        text.number(Int64(review.seconds.rounded()))
        text.raw(", \"lastEndedAt\": ")
        if let ended = review.lastEndedAt { text.timestamp(ended) } else { text.raw("null") }
        text.raw("},\n  \"focus\": ")
        focus(statistics, &text)
        text.raw("\n}\n")
        return text.bytes
    }

    /// `"focus"`: seconds of focus work in all, per day, per week (the weeks above) and per tag (`null`
    /// for tasks without a tag and tasks deleted since).
    private static func focus(_ statistics: TaskStatistics, _ text: inout JSONText) {
        let focus = statistics.focus
        text.raw("{\"seconds\": ")
        text.number(Int64(focus.seconds))
        text.raw(",\n    \"days\": [")
        for (index, day) in focus.days.enumerated() {
            text.raw(index == 0 ? "\n      {\"day\": " : ",\n      {\"day\": ")
            text.date(day.day)
            text.raw(", \"seconds\": ")
            text.number(Int64(day.seconds))
            text.raw("}")
        }
        text.raw("\n    ],\n    \"weeks\": [")
        for (index, week) in statistics.weeks.enumerated() {
            text.raw(index == 0 ? "\n      {\"start\": " : ",\n      {\"start\": ")
            text.date(week.start)
            text.raw(", \"seconds\": ")
            text.number(Int64(week.focusSeconds))
            text.raw("}")
        }
        text.raw("\n    ],\n    \"tags\": [")
        for (index, tag) in focus.tags.enumerated() {
            text.raw(index == 0 ? "\n      {\"tag\": " : ",\n      {\"tag\": ")
            if let name = tag.name { text.string(name) } else { text.raw("null") }
            text.raw(", \"seconds\": ")
            text.number(Int64(tag.seconds))
            text.raw("}")
        }
        text.raw(focus.tags.isEmpty ? "]}" : "\n    ]}")
    }

    private static func optionalDate(_ date: LocalDate?, _ text: inout JSONText) {
        if let date { text.date(date) } else { text.raw("null") }
    }
}
