import Foundation
import IkeCore

/// Where a VTODO's deadline is written, shared by sync's patch and the export of an imported original, so a
/// deadline change follows one rule (Docs/Sync.md, "DUE beside DTSTART", "Moving a series' start" and "A
/// series without DUE").
extension CalendarComponent {
    /// Whether this VTODO is a series dated by its start: a rule and DTSTART, no DUE (jtx Board writes
    /// them so). Its occurrences are DTSTART's, so ike reads DTSTART as the task's deadline and writes a
    /// new one there: a series that had no DUE never gets one.
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
            set(Self.start(start, movedTo: deadline, time: time, byDays: days, timeZone: timeZone))
            return
        }
        moveStart(withDueFrom: previous, to: deadline)
        setDue(deadline, time: deadline == nil ? nil : time)
        keepStartValid(besideDueIn: timeZone)
    }

    /// Sets the rule as `setRepeat` does. A series dated by its start whose rule goes keeps its date in
    /// a DUE equal to DTSTART (its value type and zone too): without a rule, DTSTART alone is a start, not
    /// a deadline.
    public mutating func setRepeatKeepingDate(_ repeats: TaskRepeat?) {
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
