import Foundation
import IkeCore

/// The overrides of a series (VTODOs with its UID and a RECURRENCE-ID) that a moved start leaves behind.
///
/// When ike moves a series on (a completion, a new deadline), its DTSTART steps to an occurrence of the
/// rule and the occurrences before it are no longer the series': an override naming one of them would name
/// no occurrence (RFC 5545 §3.8.4.4), which other clients read as damage or show twice. They are taken out
/// of the calendar object; a completed one is kept as a done record of the series by the caller (sync adds
/// it to the database, the import had made one already), so no completion is lost (Docs/Sync.md,
/// "Overrides").
public enum SeriesOverrides {
    /// One override taken out: the occurrence it named, and what it said about it.
    public struct Removed: Equatable, Sendable {
        /// The occurrence's date, as its RECURRENCE-ID says.
        public var occurrence: LocalDate
        /// Whether it completed the occurrence, and when (COMPLETED; nil when it says no time).
        public var isCompleted: Bool
        public var completedAt: Date?
        /// Its SUMMARY when it has one.
        public var title: String?
    }

    /// Removes from `components` the overrides of `uid` whose RECURRENCE-ID is before `master`'s DTSTART
    /// and returns what they said. Nothing is removed without a readable DTSTART.
    public static func removeBeforeStart(
        of master: CalendarComponent, uid: String, from components: inout [CalendarComponent],
        timeZone: TimeZone
    ) -> [Removed] {
        guard let start = master.property("DTSTART").flatMap({ DateTimeText($0.value) }) else { return [] }
        var removed: [Removed] = []
        components.removeAll { component in
            guard component.name == "VTODO", component.property("UID")?.value == uid,
                let named = component.property("RECURRENCE-ID").flatMap({ DateTimeText($0.value) }),
                isBefore(named, start, timeZone: timeZone)
            else { return false }
            removed.append(
                Removed(
                    occurrence: named.localDate(in: timeZone), isCompleted: component.isCompleted,
                    completedAt: component.property("COMPLETED").flatMap { DateTimeText($0.value) }?
                        .instant(in: timeZone),
                    title: component.property("SUMMARY").flatMap { TodoItem.normalizedTitle($0.text) }))
            return true
        }
        return removed
    }

    /// Gives each override of `uid` in `components` a RECURRENCE-ID of `master`'s DTSTART value type
    /// (RFC 5545 §3.8.4.4: it must be), after ike changed that type beside a new DUE (`keepStartValid`): a
    /// date-time becomes its date; a date takes DTSTART's time of day and zone. An override already of that
    /// type, or one ike cannot read, stays as written.
    public static func retype(
        of master: CalendarComponent, uid: String, in components: inout [CalendarComponent],
        timeZone: TimeZone
    ) {
        guard let start = master.property("DTSTART"), let startValue = DateTimeText(start.value) else {
            return
        }
        let startIsDate = startValue.secondOfDay == nil
        for index in components.indices {
            guard components[index].name == "VTODO", components[index].property("UID")?.value == uid,
                let named = components[index].property("RECURRENCE-ID"),
                let value = DateTimeText(named.value), (value.secondOfDay == nil) != startIsDate
            else { continue }
            let retyped =
                startIsDate
                ? CalendarProperty(
                    name: "RECURRENCE-ID", parameters: ";VALUE=DATE",
                    value: DateTimeText.basicDate(value.localDate(in: timeZone)))
                : CalendarProperty(
                    name: "RECURRENCE-ID", parameters: start.zoneParameter,
                    value: DateTimeText.basicDate(value.date) + start.value.dropFirst(8))
            components[index].set(retyped)
        }
    }

    /// Whether occurrence `named` comes before `start`: by instant when both hold a time, else by date (a
    /// RECURRENCE-ID of the other value type than DTSTART still names a day).
    private static func isBefore(_ named: DateTimeText, _ start: DateTimeText, timeZone: TimeZone) -> Bool {
        if named.secondOfDay != nil && start.secondOfDay != nil {
            return named.instant(in: timeZone) < start.instant(in: timeZone)
        }
        return named.localDate(in: timeZone) < start.localDate(in: timeZone)
    }
}
