import IkeApp
import IkeCore
import TOMLKit

/// `[focus]`: the focus card's Pomodoro lengths and signals. A value that does not read keeps its default
/// and is listed in `Settings.focusProblems` (the app says so as it opens; `ike config check` lists it)
/// rather than keeping the app shut: a timer a little off its wished length loses nothing.
extension SettingsReader {
    /// The `[focus]` settings, for messages and `ike config init`.
    static let focusKeys = ["work", "short_break", "long_break", "long_break_after", "bell", "notify"]
    /// The lengths a period may have, in minutes: from one minute to four hours.
    static let focusMinutes = 1...240
    /// How many work periods may come before a long break.
    static let longBreakAfterRange = 1...12

    mutating func readFocus(_ table: TOMLTable) {
        for name in sortedKeys(table, path: ["focus"]) {
            guard let value = table[name] else { continue }
            let path = ["focus", name]
            switch name {
            case "work", "short_break", "long_break":
                guard let seconds = focusLength(value, path) else { continue }
                switch name {
                case "work": settings.focus.workSeconds = seconds
                case "short_break": settings.focus.shortBreakSeconds = seconds
                default: settings.focus.longBreakSeconds = seconds
                }
            case "long_break_after":
                guard let count = value.int, Self.longBreakAfterRange.contains(count) else {
                    focusProblem(
                        at: path,
                        "focus.long_break_after must be a whole number of work periods from 1 to 12, not \(Self.describe(value))"
                    )
                    continue
                }
                settings.focus.longBreakAfter = count
            case "bell", "notify":
                guard let bool = value.bool else {
                    focusProblem(
                        at: path, "focus.\(name) must be true or false, not \(Self.describe(value))")
                    continue
                }
                if name == "bell" { settings.focus.bell = bool } else { settings.focus.notify = bool }
            default:
                focusProblem(
                    at: path,
                    "unknown setting focus.\(name); [focus] takes \(Self.focusKeys.joined(separator: ", "))")
            }
        }
    }

    /// A period's length as the estimate is typed (`"25m"`, `"1h30m"`, `"PT25M"`, or whole minutes `25`), in
    /// seconds; nil, with the problem noted, when it is none or outside `focusMinutes`.
    private mutating func focusLength(_ value: TOMLValueConvertible, _ path: [String]) -> Int? {
        let minutes = value.string.flatMap(DurationText.minutes) ?? value.int
        guard let minutes, Self.focusMinutes.contains(minutes) else {
            focusProblem(
                at: path,
                "\(Self.dotted(path)) must be a length from 1 minute to 4 hours such as \"25m\" or \"1h\", not \(Self.describe(value))"
            )
            return nil
        }
        return minutes * 60
    }

    private mutating func focusProblem(at path: [String], _ message: String) {
        settings.focusProblems.append(SettingsProblem(file: file, line: lines.line(of: path), message))
    }
}
