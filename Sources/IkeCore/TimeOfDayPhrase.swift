/// Reads the time at the end of a typed deadline: `15:00`, `9:30`, `9am`, `9:30pm`, `9 pm`, optionally
/// after `at` (`fri at 15:00`); an ISO `2026-12-01T08:30` splits at its `T`.
///
/// A word counts as a time only with a colon or am/pm, so "nov 27" and "in 3 days" stay dates; a word
/// that is written like a time but is not one ("25:00", "13pm") is an error, never a date.
enum TimeOfDayPhrase {
    /// The words before the time and the time, `nil` when the words end in no time.
    static func split(
        _ words: [String], input: String
    ) throws(DeadlineParseError) -> (dateWords: [String], time: TimeOfDay)? {
        var words = words
        if words.count == 1, let t = words[0].firstIndex(where: { $0 == "T" || $0 == "t" }),
            words[0].first?.isASCIIDigit == true, words[0][..<t].contains("-")
        {
            // 2026-12-01T08:30, as `ike list --json` writes a local date-time.
            words = [String(words[0][..<t]), String(words[0][words[0].index(after: t)...])]
        }
        guard let last = words.last else { return nil }
        var timeText = last.lowercased()
        var used = 1
        if ["am", "pm", "a.m.", "p.m."].contains(timeText), words.count >= 2 {
            timeText = words[words.count - 2].lowercased() + timeText
            used = 2
        }
        guard looksLikeTime(timeText) else { return nil }
        let time = try read(timeText, input: input)
        var dateWords = Array(words.dropLast(used))
        if dateWords.last?.lowercased() == "at" { dateWords.removeLast() }
        return (dateWords, time)
    }

    /// Digits with a colon, or digits (and an optional colon) followed by am or pm.
    static func looksLikeTime(_ text: String) -> Bool {
        let clock = text.replacingOccurrences(of: ".", with: "")
        let meridiem = clock.hasSuffix("am") || clock.hasSuffix("pm")
        let body = meridiem ? clock.dropLast(2) : Substring(clock)
        guard body.first?.isASCIIDigit == true, body.allSatisfy({ $0.isASCIIDigit || $0 == ":" }) else {
            return false
        }
        return meridiem || body.contains(":")
    }

    /// The time `text` (lowercase, `looksLikeTime`) names, or an error saying what is wrong with it.
    static func read(_ text: String, input: String) throws(DeadlineParseError) -> TimeOfDay {
        let clock = text.replacingOccurrences(of: ".", with: "")
        let meridiem = clock.hasSuffix("am") ? "am" : clock.hasSuffix("pm") ? "pm" : nil
        let body = meridiem == nil ? Substring(clock) : clock.dropLast(2)
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, (1...2).contains(parts[0].count), let hour = Int(parts[0]) else {
            throw .badTime(input, "write times as 15:00, 9:30 or 9am")
        }
        var minute = 0
        if parts.count == 2 {
            guard parts[1].count == 2, let minutes = Int(parts[1]) else {
                throw .badTime(input, "write the minutes with two digits, e.g. \(hour):05")
            }
            guard minutes <= 59 else { throw .badTime(input, "there is no minute \(minutes)") }
            minute = minutes
        }
        guard let meridiem else {
            guard hour <= 23 else {
                throw .badTime(input, "there is no hour \(hour) (times run from 00:00 to 23:59)")
            }
            return TimeOfDay(hour: hour, minute: minute)!
        }
        guard (1...12).contains(hour) else {
            throw .badTime(input, "with am or pm the hour is 1 to 12 (or write \(hour):00 without them)")
        }
        return TimeOfDay(hour: hour % 12 + (meridiem == "pm" ? 12 : 0), minute: minute)!
    }
}
