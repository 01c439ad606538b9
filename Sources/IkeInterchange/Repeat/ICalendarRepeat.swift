import IkeCore

/// How a task's repeat is written in iCalendar (RFC 5545 RRULE) and read back: a rule ike models is
/// `.rule`, anything else is kept as its exact text (`.custom(.iCalendar, …)`); "after done", which RRULE
/// cannot say, is `X-IKE-REPEAT-FROM:COMPLETION` beside it (Docs/Formats.md, "Repeating tasks").
public enum ICalendarRepeat {
    /// The property ike writes beside RRULE for a rule counted from the day it was done.
    public static let fromProperty = "X-IKE-REPEAT-FROM"

    /// The repeat an RRULE value names, with `from` the value of `X-IKE-REPEAT-FROM` (if any). A
    /// `FROM=COMPLETION` part inside the value (written by some task apps) also means after done; the
    /// value without it must still be a rule ike models, else the whole text is kept as it was.
    public static func read(rrule text: String, from: String?) -> TaskRepeat {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false)
        var fromCompletion = from?.uppercased() == "COMPLETION"
        if let index = parts.firstIndex(where: { $0.uppercased() == "FROM=COMPLETION" }) {
            parts.remove(at: index)
            fromCompletion = true
        }
        guard var rule = RecurrenceRule(rrule: parts.joined(separator: ";")) else {
            return .custom(CustomRepeat(.iCalendar, text))
        }
        if fromCompletion {
            rule.anchor = .completion
            // A rule that names days cannot count from the day it was done: such a pair is kept as text.
            guard rule.problem == nil else { return .custom(CustomRepeat(.iCalendar, text)) }
        }
        return .rule(rule)
    }

    /// The RRULE value and whether `X-IKE-REPEAT-FROM:COMPLETION` goes with it; `nil` for a rule kept in
    /// another format's syntax (a todo.txt or Taskwarrior text), which iCalendar cannot carry.
    public static func written(_ repeats: TaskRepeat) -> (rrule: String, fromCompletion: Bool)? {
        switch repeats {
        case .rule(let rule): (rule.rrule, rule.anchor == .completion)
        case .custom(let custom): custom.syntax == .iCalendar ? (custom.text, false) : nil
        }
    }

    /// The part of `repeats` iCalendar can carry: itself, or `nil` for another format's custom text.
    public static func carried(_ repeats: TaskRepeat?) -> TaskRepeat? {
        guard let repeats, written(repeats) != nil else { return nil }
        return repeats
    }

    /// Where a series whose open master has deadline `due` stands once the occurrences on `completed`
    /// (the dates of completed RECURRENCE-ID overrides, already moved to the deadline's scale) are done:
    /// the first occurrence from `due` on that is not completed, with COUNT lowered by the occurrences
    /// passed. `nil` when every occurrence is completed (the series is over). A custom rule cannot be
    /// followed, so its master's deadline stands.
    public static func firstOpen(
        from due: LocalDate, repeats: TaskRepeat, completed: Set<LocalDate>
    ) -> (deadline: LocalDate, repeats: TaskRepeat)? {
        guard var rule = repeats.rule, completed.contains(due) else { return (due, repeats) }
        let anchor = rule.anchor
        // Other apps' overrides name occurrences of the schedule, whatever ike counts the next one from.
        rule.anchor = .schedule
        var current = due
        // Each step passes a completed occurrence, so the walk ends after at most `completed.count` steps.
        for _ in 0...completed.count where completed.contains(current) {
            guard let next = rule.next(after: current) else { return nil }
            if case .count(let left) = rule.end { rule.end = .count(left - 1) }
            current = next
        }
        rule.anchor = anchor
        return (current, .rule(rule))
    }
}
