import IkeApp
import IkeCore
import IkeTerm
import TOMLKit

/// `[app]`: the app's defaults.
extension SettingsReader {
    /// The `[app]` settings and what each takes, for messages and `ike config init`.
    static let appKeys = [
        "review_seconds", "reduce_motion", "mouse", "ascii", "start_screen", "hide_done", "first_weekday",
        "notify_time", "notify_lead", "day_capacity", "urgent_within",
    ]
    /// The days `urgent_within` accepts: today only up to a year.
    static let urgentWithinRange = 0...366
    /// The review round lengths `review_seconds` accepts (those of `--review-seconds`).
    static let reviewSecondsRange = 1...3600

    mutating func readApp(_ table: TOMLTable) {
        for name in sortedKeys(table, path: ["app"]) {
            guard let value = table[name] else { continue }
            let path = ["app", name]
            switch name {
            case "review_seconds":
                guard let seconds = value.int, Self.reviewSecondsRange.contains(seconds) else {
                    problem(
                        at: path,
                        "app.review_seconds must be a whole number of seconds from 1 to 3600, not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.reviewSeconds = seconds
            case "reduce_motion": settings.app.reduceMotion = bool(value, path)
            case "mouse": settings.app.mouse = bool(value, path)
            case "ascii": settings.app.ascii = bool(value, path)
            case "hide_done": settings.app.hideDone = bool(value, path)
            case "start_screen":
                let names = Screen.allCases.map(\.rawValue)
                guard let text = value.string, let screen = Screen(rawValue: text.lowercased()) else {
                    problem(
                        at: path,
                        "app.start_screen must be one of \(Self.quotedList(names)), not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.startScreen = screen
            case "first_weekday":
                guard let text = value.string, let day = Self.weekday(named: text) else {
                    problem(
                        at: path,
                        "app.first_weekday must be a day's name such as \"monday\" or \"sunday\", not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.firstWeekday = day
            case "urgent_within":
                guard let days = value.int, Self.urgentWithinRange.contains(days) else {
                    problem(
                        at: path,
                        "app.urgent_within must be a whole number of days from 0 (due today or overdue) to 366, such as 2, not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.urgentWithin = days
            case "notify_time":
                guard let text = value.string, let time = TimeOfDay(text: text) else {
                    problem(
                        at: path,
                        "app.notify_time must be a time of day from \"00:00\" to \"23:59\", such as \"09:00\", not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.notifyTime = time
            case "notify_lead":
                guard let text = value.string, let seconds = SyncInterval.seconds(text), seconds % 60 == 0
                else {
                    problem(
                        at: path,
                        "app.notify_lead must be minutes or hours such as \"15m\" or \"1h\" (at most a day; \"0\": at the time), not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.notifyLeadMinutes = seconds / 60
            case "day_capacity":
                guard let minutes = Self.dayCapacity(value) else {
                    problem(
                        at: path,
                        "app.day_capacity must be hours (6, 7.5) or a duration such as \"6h\" or \"5h30m\", from 1 minute to 24 hours, not \(Self.describe(value))"
                    )
                    continue
                }
                settings.app.dayCapacityMinutes = minutes
            default:
                problem(
                    at: path,
                    "unknown setting app.\(name); [app] takes \(Self.appKeys.joined(separator: ", "))")
            }
        }
    }

    /// `day_capacity` in minutes: a number is hours; text is a duration with its units ("6h", "5h30m",
    /// "PT6H"), since a bare "6" would read as six minutes.
    static func dayCapacity(_ value: TOMLValueConvertible) -> Int? {
        let minutes: Int?
        if let hours = value.int {
            minutes = hours <= 24 ? hours * 60 : nil
        } else if let hours = value.double, hours.isFinite {
            minutes = hours <= 24 ? Int((hours * 60).rounded()) : nil
        } else if let text = value.string, text.contains(where: \.isLetter) {
            minutes = DurationText.minutes(text)
        } else {
            minutes = nil
        }
        guard let minutes, (1...24 * 60).contains(minutes) else { return nil }
        return minutes
    }

    private mutating func bool(_ value: TOMLValueConvertible, _ path: [String]) -> Bool? {
        guard let bool = value.bool else {
            problem(at: path, "\(Self.dotted(path)) must be true or false, not \(Self.describe(value))")
            return nil
        }
        return bool
    }

    /// A weekday by its English name or its first three letters, in any case.
    static func weekday(named text: String) -> Weekday? {
        let lowered = text.lowercased()
        return Weekday.allCases.first {
            $0.name.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }
    }

    /// A value as a message quotes it: a string in quotes, otherwise its kind.
    static func describe(_ value: TOMLValueConvertible) -> String {
        if let text = value.string {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"\(DisplayText.sanitized(shown))\""
        }
        if let number = value.int { return String(number) }
        return kind(of: value)
    }

    static func quotedList(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
