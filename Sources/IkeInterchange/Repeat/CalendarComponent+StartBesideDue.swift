import Foundation
import IkeCore

extension CalendarComponent {
    /// Keeps another client's DTSTART valid beside a DUE ike just wrote (RFC 5545 §3.8.2.3: DUE of the
    /// same value type as DTSTART, and not before it), by the rule in Docs/Sync.md ("DUE beside DTSTART"):
    /// DTSTART takes DUE's value type (a date-time its date; a date the midnight that starts it, in DUE's
    /// zone). A task that does not repeat has its start there (`writeTaskStart`), which ike never lets a
    /// deadline pass; another app's DTSTART after DUE is kept.
    /// EXDATE and RDATE take DTSTART's new value type with it (§3.8.5.1–2: of DTSTART's type; Radicale
    /// rewrites a date EXDATE beside a date-time DTSTART as floating midnights otherwise). A DURATION goes
    /// beside DUE (§3.6.2: never both; the DUE just written is the deadline it stood for).
    /// A series' overrides take DTSTART's type too, in the calendar around it (`SeriesOverrides.retype`).
    /// Nothing happens without DTSTART or DUE, or with one ike cannot read.
    public mutating func keepStartValid(besideDueIn timeZone: TimeZone) {
        if property("DUE") != nil { remove("DURATION") }
        guard let due = property("DUE"), let dueValue = DateTimeText(due.value),
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
            retypeRecurrenceDates(toDate: dueIsDate, zoneParameter: due.zoneParameter, timeZone: timeZone)
        }
    }

    /// Each EXDATE and RDATE value made a date (`toDate`: its date where it is read) or the midnight that
    /// starts its date (in `zoneParameter`'s zone), as DTSTART was; a property with a value ike cannot read
    /// (an RDATE period) stays as written.
    private mutating func retypeRecurrenceDates(toDate: Bool, zoneParameter: String, timeZone: TimeZone) {
        for index in properties.indices where ["EXDATE", "RDATE"].contains(properties[index].name) {
            let texts = properties[index].value.split(separator: ",")
            let values = texts.compactMap { DateTimeText($0) }
            guard !values.isEmpty, values.count == texts.count else { continue }
            let written = values.map { value in
                toDate
                    ? DateTimeText.basicDate(value.localDate(in: timeZone))
                    : DateTimeText.basicDate(value.date) + "T000000"
            }
            properties[index] = CalendarProperty(
                name: properties[index].name, parameters: toDate ? ";VALUE=DATE" : zoneParameter,
                value: written.joined(separator: ","))
        }
    }
}
