import Foundation
import IkeCore

/// Where a VTODO's deadline is written, shared by sync's patch and the export of an imported original, so a
/// deadline change follows one rule (Docs/Sync.md, "DUE beside DTSTART", "Moving a series' start" and "A
/// series without DUE").
extension CalendarComponent {
    /// Whether this VTODO is a series dated by its start: a rule and DTSTART, no DUE (jtx Board writes
    /// them so). Its occurrences are DTSTART's, so ike reads DTSTART as the task's deadline and writes a
    /// new one there: such a series gets a DUE only when moved to a day its rule does not have.
    public var isSeriesDatedByStart: Bool {
        property("DUE") == nil && property("RRULE") != nil && property("DTSTART") != nil
    }

    /// The property ike reads the deadline from: DUE, or DTSTART for a series dated by its start.
    public var deadlineProperty: CalendarProperty? {
        property("DUE") ?? (isSeriesDatedByStart ? property("DTSTART") : nil)
    }

    /// The deadline's date as this VTODO writes it (`deadlineProperty`), before overrides move it.
    public func writtenDeadline(in timeZone: TimeZone) -> LocalDate? {
        deadlineProperty.flatMap { DateTimeText($0.value)?.localDate(in: timeZone) }
    }

    /// Writes a new deadline (`deadline` at `time`; `previous`: the date the VTODO was at). A series dated
    /// by its start that keeps its rule (`repeating`) moves DTSTART there, with its absolute alarms, and
    /// keeps DTSTART's value type, zone and (without `time`) its time of day; any other VTODO moves DUE,
    /// steps a repeating DTSTART with it by the rule and keeps DTSTART valid beside it.
    public mutating func writeDeadline(
        _ deadline: LocalDate?, time: TimeOfDay?, from previous: LocalDate?, repeating: Bool,
        timeZone: TimeZone
    ) {
        if repeating, isSeriesDatedByStart, let deadline, let start = property("DTSTART"),
            let written = DateTimeText(start.value)
        {
            let days = (previous ?? written.localDate(in: timeZone)).days(until: deadline)
            moveAbsoluteAlarms(byDays: days)
            let moved = Self.start(start, movedTo: deadline, time: time, byDays: days, timeZone: timeZone)
            set(moved)
            keepStartOnRule(dueAt: moved)
            return
        }
        moveStart(withDueFrom: previous, to: deadline)
        setDue(deadline, time: deadline == nil ? nil : time)
        keepStartValid(besideDueIn: timeZone)
    }

    /// A series dated by its start moved to a day its rule does not have (a Saturday on
    /// `FREQ=WEEKLY;BYDAY=TU,FR`): DTSTART, which RFC 5545 §3.8.5.3 wants an occurrence of the rule, goes
    /// back to the rule's last day on or before it, and the day the person chose becomes a DUE of
    /// DTSTART's value type and zone (`moved`: the DTSTART just written). The series keeps its rule and
    /// its occurrences; this occurrence is due on the chosen day (Docs/Sync.md, "A series without DUE").
    /// Nothing changes on a day the rule has, or with a rule ike cannot step.
    private mutating func keepStartOnRule(dueAt moved: CalendarProperty) {
        guard let day = moved.writtenDate, let rrule = property("RRULE"),
            let occurrence = Self.lastOccurrence(of: rrule.value, onOrBefore: day), occurrence != day,
            let onRule = moved.shiftingDate(byDays: day.days(until: occurrence))
        else { return }
        set(onRule)
        set(CalendarProperty(name: "DUE", parameters: moved.parameters, value: moved.value))
    }

    /// The rule's last day on or before `day` (`day` itself when the rule has it), looked for over four
    /// years back; nil for a rule ike cannot step.
    static func lastOccurrence(of rrule: String, onOrBefore day: LocalDate) -> LocalDate? {
        guard var rule = RecurrenceRule(rrule: rrule) else { return nil }
        rule.end = nil
        rule.anchor = .schedule
        var candidate = day
        for _ in 0..<(4 * 366) {
            if rule.first(onOrAfter: candidate) == candidate { return candidate }
            candidate = candidate.adding(days: -1)
        }
        return nil
    }

    /// Sets the rule as `setRepeat` does. A series dated by its start whose rule goes keeps its date in
    /// a DUE equal to DTSTART (its value type and zone too): without a rule, DTSTART alone is a start, not
    /// a deadline. A task given a rule loses the DTSTART that was its start beside DUE: left, it would be
    /// the new series' first occurrence (the start goes into `X-IKE-START`, `writeTaskStart`).
    public mutating func setRepeatKeepingDate(_ repeats: TaskRepeat?) {
        if repeats != nil, property("RRULE") == nil, property("DUE") != nil, taskStart(in: .gmt) != nil {
            remove("DTSTART")
        }
        let start = isSeriesDatedByStart ? property("DTSTART") : nil
        setRepeat(repeats)
        guard let start, property("RRULE") == nil else { return }
        set(CalendarProperty(name: "DUE", parameters: start.parameters, value: start.value))
    }

    /// DTSTART (`start`, read as `written`) moved by `days` to `deadline`: at `time` when it holds a time
    /// and `time` differs from its own, a date stays a date, a UTC time stays UTC.
    private static func start(
        _ start: CalendarProperty, movedTo deadline: LocalDate, time: TimeOfDay?, byDays days: Int,
        timeZone: TimeZone
    ) -> CalendarProperty {
        let moved = start.shiftingDate(byDays: days) ?? start
        guard let time, let written = DateTimeText(start.value), written.secondOfDay != nil,
            written.localTime(in: timeZone) != time
        else { return moved }
        var timed = start
        if written.utcOffset == 0 {
            timed.value = DateTimeText.basicUTC(DateTimeText.instant(of: deadline, at: time, in: timeZone))
        } else {
            timed.value = DateTimeText.basicDate(deadline) + "T" + basicTime(time)
        }
        return timed
    }
}
