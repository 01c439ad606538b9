import Foundation
import IkeCore

/// Taskwarrior's `recur` values (`daily`, `weekly`, `2w`, `3m`, `P3D`, `weekdays`…) as repeats, and back.
/// Taskwarrior repeats on schedule only (each instance due one period after the last), so after done and
/// rules naming days, other than `weekdays`, have no `recur` of their own: ike writes the exact rule in
/// the attribute `ikerepeat` (an RRULE value, `;FROM=COMPLETION` for after done), which Taskwarrior keeps
/// untouched, beside the nearest `recur` when the rule names no days.
enum TaskwarriorRepeat {
    /// The attribute holding ike's exact rule (a UDA to Taskwarrior).
    static let attribute = "ikerepeat"

    /// The repeat a `recur` value names; one ike cannot follow (hours, `weekends`) is kept as text.
    static func read(recur value: String) -> TaskRepeat {
        let text = value.lowercased()
        if let (frequency, interval) = named[text] ?? period(text),
            let rule = RecurrenceRule(frequency, interval: interval)
        {
            return .rule(rule)
        }
        if text == "weekdays",
            let rule = RecurrenceRule(
                .weekly, weekdays: [.monday, .tuesday, .wednesday, .thursday, .friday].map { .init($0) })
        {
            return .rule(rule)
        }
        return .custom(CustomRepeat(.taskwarrior, value))
    }

    /// What ike writes: the `recur` value (`nil` when Taskwarrior should not repeat the task) and the
    /// `ikerepeat` value (`nil` when `recur` says it all).
    static func written(_ repeats: TaskRepeat) -> (recur: String?, exact: String?) {
        switch repeats {
        case .custom(let custom):
            switch custom.syntax {
            case .taskwarrior: return (custom.text, nil)
            case .iCalendar: return (nil, custom.text)
            case .todoTxt: return (nil, nil)
            }
        case .rule(let rule):
            if rule.weekdays.isEmpty, rule.monthDays.isEmpty {
                let recur = recur(rule.frequency, interval: rule.interval)
                let exact = rule.anchor == .schedule && rule.end == nil ? nil : exactText(rule)
                return (recur, exact)
            }
            if read(recur: "weekdays") == .rule(rule) { return ("weekdays", nil) }
            // Taskwarrior would put every instance one period after the last, not on the named days.
            return (nil, exactText(rule))
        }
    }

    private static func exactText(_ rule: RecurrenceRule) -> String {
        rule.rrule + (rule.anchor == .completion ? ";FROM=COMPLETION" : "")
    }

    private static func recur(_ frequency: RecurrenceRule.Frequency, interval: Int) -> String {
        switch (frequency, interval) {
        case (.daily, 1): "daily"
        case (.weekly, 1): "weekly"
        case (.monthly, 1): "monthly"
        case (.yearly, 1): "yearly"
        case (.daily, _): "\(interval)d"
        case (.weekly, _): "\(interval)w"
        case (.monthly, _): "\(interval)m"
        case (.yearly, _): "\(interval)y"
        }
    }

    /// Taskwarrior's named periods that fall on the same dates as an RRULE (checked against Taskwarrior
    /// 2.6.2's instances). `month`, `2mo`, `1months` and the like are 30-day durations there, not calendar
    /// months, so they stay text.
    private static let named: [String: (RecurrenceRule.Frequency, Int)] = [
        "daily": (.daily, 1), "day": (.daily, 1), "weekly": (.weekly, 1), "week": (.weekly, 1),
        "biweekly": (.weekly, 2), "fortnight": (.weekly, 2), "monthly": (.monthly, 1),
        "bimonthly": (.monthly, 2), "quarterly": (.monthly, 3), "semiannual": (.monthly, 6),
        "yearly": (.yearly, 1), "annual": (.yearly, 1), "biannual": (.yearly, 2), "biyearly": (.yearly, 2),
    ]

    /// Units after a number (`3d`, `2 weeks`, `6m`, `1q`, `2y`) that are whole days, weeks, calendar
    /// months or years in Taskwarrior's recurrence.
    private static let units: [String: (RecurrenceRule.Frequency, Int)] = [
        "d": (.daily, 1), "day": (.daily, 1), "days": (.daily, 1),
        "w": (.weekly, 1), "wk": (.weekly, 1), "wks": (.weekly, 1), "week": (.weekly, 1),
        "weeks": (.weekly, 1),
        "m": (.monthly, 1), "q": (.monthly, 3), "y": (.yearly, 1),
    ]

    /// `3d`, `2 weeks` or an ISO 8601 period of one date part (`P3D`, `P2W`, `P1M`, `P1Y`).
    private static func period(_ text: String) -> (RecurrenceRule.Frequency, Int)? {
        if text.hasPrefix("p"), !text.contains("t") {
            let body = text.dropFirst()
            guard let unit = body.last, body.count >= 2, body.count <= 7,
                body.dropLast().allSatisfy { $0.isASCII && $0.isNumber }, let number = Int(body.dropLast())
            else { return nil }
            let iso: [Character: (RecurrenceRule.Frequency, Int)] = [
                "d": (.daily, 1), "w": (.weekly, 1), "m": (.monthly, 1), "y": (.yearly, 1),
            ]
            return iso[unit].map { ($0.0, $0.1 * number) }
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let number = Int(digits),
            let unit = units[text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)]
        else { return nil }
        return (unit.0, unit.1 * number)
    }
}
