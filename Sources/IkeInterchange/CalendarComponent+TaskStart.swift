import Foundation
import IkeCore

/// A task's start in a VTODO, read and written by one rule for sync, the iCalendar import and the export
/// of an imported original (Docs/Sync.md, "The start"): DTSTART for a task that does not repeat,
/// `X-IKE-START` for one that does, since a series' DTSTART is the first of its occurrences (RFC 5545
/// §3.8.5.3), not the day before which a task is hidden.
extension CalendarComponent {
    /// ike's exact start, written beside a DTSTART that had to take DUE's value type (RFC 5545 §3.8.2.3
    /// wants both dates or both date-times), and in place of DTSTART for a repeating task.
    public static let exactStartProperty = "X-IKE-START"

    /// The start this VTODO gives its task (`timeZone`: the zone a UTC time is read in).
    public func taskStart(in timeZone: TimeZone) -> Deadline? {
        Self.taskStart(
            start: property("DTSTART")?.value, exact: property(Self.exactStartProperty)?.value,
            repeating: property("RRULE") != nil, timeZone: timeZone)
    }

    /// The start of a VTODO whose DTSTART value is `start` and `X-IKE-START` value is `exact`. A repeating
    /// VTODO's is `exact` alone. Otherwise DTSTART (a date, or a date-time read as DUE is), unless `exact`
    /// is what DTSTART was made from when it took DUE's type: a date-time on DTSTART's date (DTSTART a
    /// date), or a date whose midnight DTSTART is. A DTSTART another app moved no longer matches, and wins.
    public static func taskStart(
        start: String?, exact: String?, repeating: Bool, timeZone: TimeZone
    ) -> Deadline? {
        let exactValue = exact.flatMap { DateTimeText($0) }
        let exactStart = exactValue.map {
            Deadline(date: $0.localDate(in: timeZone), time: $0.localTime(in: timeZone))
        }
        if repeating { return exactStart }
        guard let written = start.flatMap({ DateTimeText($0) }) else { return nil }
        let read = Deadline(date: written.localDate(in: timeZone), time: written.localTime(in: timeZone))
        guard let exactStart, exactStart.date == read.date else { return read }
        let madeDate = written.secondOfDay == nil && exactStart.time != nil
        let madeMidnight = read.time?.minutes == 0 && exactStart.time == nil
        return madeDate || madeMidnight ? exactStart : read
    }

    /// Writes `start` as this VTODO's start, for `taskStart` to read back: for a repeating VTODO only
    /// `X-IKE-START` (DTSTART stays the series'); otherwise DTSTART of DUE's value type (its own when there
    /// is no DUE), in the zone DTSTART or else DUE was written in, with `X-IKE-START` beside it when the
    /// type dropped a time or added a midnight. No start removes both.
    public mutating func writeTaskStart(_ start: Deadline?, timeZone: TimeZone) {
        remove(Self.exactStartProperty)
        if property("RRULE") != nil {
            if let start { set(Self.exact(start)) }
            return
        }
        guard let start else { return remove("DTSTART") }
        let due = property("DUE")
        let dueValue = due.flatMap { DateTimeText($0.value) }
        let timed = dueValue.map { $0.secondOfDay != nil } ?? (start.time != nil)
        guard timed else {
            set(
                CalendarProperty(
                    name: "DTSTART", parameters: ";VALUE=DATE", value: DateTimeText.basicDate(start.date)))
            if start.time != nil { set(Self.exact(start)) }
            return
        }
        let time = start.time ?? Self.midnight
        let previous = property("DTSTART").flatMap { old in DateTimeText(old.value).map { (old, $0) } }
        if let previous, previous.1.utcOffset == 0 {
            set(
                CalendarProperty(
                    name: "DTSTART",
                    value: DateTimeText.basicUTC(DateTimeText.instant(of: start.date, at: time, in: timeZone))
                ))
        } else {
            let zone =
                previous.flatMap { $0.1.secondOfDay == nil ? nil : $0.0.zoneParameter } ?? due?.zoneParameter
                ?? ""
            set(
                CalendarProperty(
                    name: "DTSTART", parameters: zone,
                    value: DateTimeText.basicDate(start.date) + "T" + Self.basicTime(time)))
        }
        if start.time == nil { set(Self.exact(start)) }
    }

    private static let midnight = TimeOfDay(minutes: 0)!

    /// `X-IKE-START` holding `start` exactly: a date, or a floating date-time.
    private static func exact(_ start: Deadline) -> CalendarProperty {
        guard let time = start.time else {
            return CalendarProperty(
                name: exactStartProperty, parameters: ";VALUE=DATE", value: DateTimeText.basicDate(start.date)
            )
        }
        return CalendarProperty(
            name: exactStartProperty, value: DateTimeText.basicDate(start.date) + "T" + basicTime(time))
    }

    /// Writes `start` when this VTODO does not already read as it (`taskStart`), so another app's exact
    /// DTSTART stays while the start is the same; returns whether it wrote.
    @discardableResult
    public mutating func keepTaskStart(_ start: Deadline?, timeZone: TimeZone) -> Bool {
        guard taskStart(in: timeZone) != start else { return false }
        writeTaskStart(start, timeZone: timeZone)
        return true
    }
}
