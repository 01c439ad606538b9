import Foundation

/// A length of time in minutes as files write it and people type it: an ISO 8601 duration (`PT1H30M`,
/// `P1D`, what Taskwarrior writes for a `duration` UDA), or `90`, `45m`, `1h30m`, `2h`, `1d` (days of 24
/// hours).
public enum DurationText {
    /// `minutes` as an ISO 8601 duration: `PT30M`, `PT1H30M`, `PT2H`; `PT0M` for none.
    public static func iso(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }

    /// `minutes` for people: `30m`, `1h30m`, `2h`.
    public static func short(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest)m" }
        return rest == 0 ? "\(hours)h" : "\(hours)h\(rest)m"
    }

    /// `seconds` of worked time for people: `40 s` under a minute, else whole minutes (`25 min`,
    /// `1 h 15 min`, `2 h`), as the form's Focus row shows a task's total.
    public static func words(seconds: Int) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "\(seconds) s" }
        let minutes = seconds / 60
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    /// The whole minutes `text` says (seconds rounded down), or `nil` when it is no duration or over a
    /// year. Case and surrounding blanks do not matter.
    public static func minutes(_ text: String) -> Int? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
        guard !rest.isEmpty else { return nil }
        if let plain = Int(rest) { return valid(plain) }
        let isISO = rest.hasPrefix("P")
        if isISO { rest = rest.dropFirst() }
        var total = 0
        var inTime = !isISO
        var sawUnit = false
        // Each unit once, largest first ("1h30m", never "30m1h" or "1h1h").
        var lastRank = Int.max
        while !rest.isEmpty {
            if isISO && rest.first == "T" {
                guard !inTime else { return nil }
                inTime = true
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let unit = rest.first else { return nil }
            rest = rest.dropFirst()
            guard let rank = unitRanks[unit], rank < lastRank else { return nil }
            lastRank = rank
            switch (unit, inTime) {
            case ("W", _) where !(isISO && inTime): total += number * 7 * 24 * 60
            case ("D", _) where !(isISO && inTime): total += number * 24 * 60
            case ("H", true): total += number * 60
            case ("M", true): total += number
            case ("S", true): total += number / 60
            default: return nil
            }
            sawUnit = true
        }
        return sawUnit ? valid(total) : nil
    }

    /// The units, smallest first.
    private static let unitRanks: [Character: Int] = ["S": 0, "M": 1, "H": 2, "D": 3, "W": 4]

    private static func valid(_ minutes: Int) -> Int? {
        (0...(366 * 24 * 60)).contains(minutes) ? minutes : nil
    }
}
