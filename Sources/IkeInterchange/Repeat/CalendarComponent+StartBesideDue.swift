import Foundation
import IkeCore

extension CalendarComponent {
    /// Keeps another client's DTSTART valid beside a DUE ike just wrote (RFC 5545 §3.8.2.3: DUE of the
    /// same value type as DTSTART, and not before it), by the rule in Docs/Sync.md ("DUE beside DTSTART"):
    /// DTSTART takes DUE's value type (a date-time its date; a date the midnight that starts it, in DUE's
    /// zone), and a task that does not repeat whose DTSTART is now after its DUE starts when it is due.
    /// A series with overrides (`hasOverrides`) keeps its DTSTART as it is: its RECURRENCE-IDs are of
    /// DTSTART's type, and changing one without the others would break them. Nothing happens without
    /// DTSTART or DUE, or with one ike cannot read.
    public mutating func keepStartValid(besideDueIn timeZone: TimeZone, hasOverrides: Bool = false) {
        guard !hasOverrides, let due = property("DUE"), let dueValue = DateTimeText(due.value),
            var start = property("DTSTART"), let startValue = DateTimeText(start.value)
        else { return }
        let dueIsDate = dueValue.secondOfDay == nil
        if dueIsDate != (startValue.secondOfDay == nil) {
            if dueIsDate {
                start = CalendarProperty(
                    name: "DTSTART", parameters: ";VALUE=DATE",
                    value: DateTimeText.basicDate(startValue.localDate(in: timeZone)))
            } else {
                start = CalendarProperty(
                    name: "DTSTART", parameters: due.zoneParameter,
                    value: DateTimeText.basicDate(startValue.date) + "T000000")
            }
            set(start)
        }
        guard property("RRULE") == nil, let written = DateTimeText(start.value),
            dueValue.instant(in: timeZone) < written.instant(in: timeZone)
        else { return }
        set(CalendarProperty(name: "DTSTART", parameters: due.parameters, value: due.value))
    }
}
