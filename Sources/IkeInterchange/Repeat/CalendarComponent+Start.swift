import Foundation
import IkeCore

extension CalendarComponent {
    /// Moves a repeating VTODO's DTSTART (one with RRULE) with its DUE from `previous` to `deadline`:
    /// the series counts from DTSTART (RFC 5545 §3.8.5.3), so a DUE advanced in place without it would
    /// leave other apps counting from the first occurrence. The new start is an occurrence of the rule,
    /// stepped from the old start (Docs/Sync.md, "Repeating tasks"), never the old start plus as many days
    /// as DUE moved: on `FREQ=WEEKLY;BYDAY=TU,FR` that lands on days the rule does not have. It moves by
    /// as many occurrences as DUE moved through (one for a completion), so an instance keeps its start
    /// (a daily series started three days before its DUE still is), never past the new deadline's day.
    /// A rule ike cannot step (BYSETPOS, BYWEEKNO …) leaves DTSTART as it was; a deadline moved before
    /// the start takes the start to its day (the rule has no occurrence before its first). Absolute alarms (`TRIGGER;VALUE=DATE-TIME`) move by as many days as
    /// DUE did, so the phone still alerts for the occurrence. Nothing happens when either date is missing.
    public mutating func moveStart(withDueFrom previous: LocalDate?, to deadline: LocalDate?) {
        guard let previous, let deadline, previous != deadline, let rrule = property("RRULE") else { return }
        moveAbsoluteAlarms(byDays: previous.days(until: deadline))
        guard let startDate = property("DTSTART")?.writtenDate else { return }
        guard var rule = RecurrenceRule(rrule: rrule.value) else {
            if deadline < startDate { shiftStart(byDays: startDate.days(until: deadline)) }
            return
        }
        // Stepped past COUNT and UNTIL: ike lowers COUNT itself, and the start is only looked for here.
        rule.end = nil
        rule.anchor = .schedule
        // As many occurrences as DUE moved through, so the start keeps its place beside DUE.
        var steps = 0
        var due = previous
        while steps < Self.stepLimit, let next = rule.next(after: due), next <= deadline {
            due = next
            steps += 1
        }
        var occurrence = startDate
        for _ in 0..<steps {
            guard let next = rule.next(after: occurrence), next <= deadline else { break }
            occurrence = next
        }
        if occurrence > deadline { occurrence = deadline }
        shiftStart(byDays: startDate.days(until: occurrence))
    }

    /// The most occurrences stepped through for one move: a daily series moved thirty years on.
    static let stepLimit = 11_000

    /// Moves DTSTART's date by `days`, keeping its time, zone and value type. Nothing happens without a
    /// DTSTART, or with one ike cannot read (left as it was rather than guessed at).
    public mutating func shiftStart(byDays days: Int) {
        guard days != 0, let start = property("DTSTART")?.shiftingDate(byDays: days) else { return }
        set(start)
    }

    /// Moves every absolute alarm trigger (`TRIGGER;VALUE=DATE-TIME`) of this component's VALARMs by
    /// `days`; relative ones (`-PT15M`) follow DUE or DTSTART by themselves.
    mutating func moveAbsoluteAlarms(byDays days: Int) {
        guard days != 0 else { return }
        for index in components.indices where components[index].name == "VALARM" {
            guard let trigger = components[index].property("TRIGGER"),
                trigger.parameter("VALUE")?.uppercased() == "DATE-TIME",
                let moved = trigger.shiftingDate(byDays: days)
            else { continue }
            components[index].set(moved)
        }
    }
}

extension CalendarProperty {
    /// The date a DATE or DATE-TIME value starts with, as written (its first eight digits).
    var writtenDate: LocalDate? {
        value.utf8.count >= 8 ? DateTimeText(value.prefix(8))?.date : nil
    }

    /// This property with its date moved by `days`, its time, zone and value type kept; nil when its value
    /// is not one ike can read (left as it was rather than guessed at).
    func shiftingDate(byDays days: Int) -> CalendarProperty? {
        guard let date = writtenDate else { return nil }
        var moved = self
        moved.value = DateTimeText.basicDate(date.adding(days: days)) + value.dropFirst(8)
        return moved
    }
}
