import IkeCore

extension CalendarComponent {
    /// Moves DTSTART's date by `days`, keeping its time, zone and value type: a repeating VTODO's series
    /// counts from DTSTART (RFC 5545 §3.8.5.3), so when its DUE advances in place DTSTART must move with it
    /// or other apps would still count from the first occurrence. Nothing happens without a DTSTART, or
    /// with one ike cannot read (left as it was rather than guessed at).
    public mutating func shiftStart(byDays days: Int) {
        guard days != 0, var start = property("DTSTART"), start.value.utf8.count >= 8,
            let date = DateTimeText(start.value.prefix(8))?.date
        else { return }
        start.value = DateTimeText.basicDate(date.adding(days: days)) + start.value.dropFirst(8)
        set(start)
    }
}
