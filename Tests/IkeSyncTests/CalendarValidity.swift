import Foundation
import IkeCore
import IkeInterchange

/// RFC 5545's rules for a VTODO's dates that a write can break: `DUE` and `DTSTART` of one value type
/// (§3.8.2.3), `DTSTART` not after `DUE`, never `DUE` beside `DURATION` (§3.6.2), a master's `DTSTART` an
/// occurrence of its `RRULE` (§3.8.5.3, where ike's `RecurrenceRule` can step the rule), and each
/// `RECURRENCE-ID` override of `DTSTART`'s value type and at or after it (§3.8.4.4).
///
/// Each problem names the properties it is about as written, so a problem the calendar already had before
/// a write, with those properties unchanged, is the same text before and after and is not counted: ike
/// keeps another client's invalid object as it is (Docs/Sync.md, "DUE beside DTSTART") but must not make
/// one.
struct CalendarValidity {
    /// The problems found, and notes on what could not be checked (a rule ike cannot step).
    let problems: [String]
    let notes: [String]

    /// The problems of `calendar` that `before` (the same object before the write) did not have.
    init(_ calendar: CalendarComponent, before: CalendarComponent? = nil) {
        let found = Self.check(calendar)
        let earlier = before.map { Set(Self.check($0).problems) } ?? []
        problems = found.problems.filter { !earlier.contains($0) }
        notes = found.notes
    }

    private static func check(_ calendar: CalendarComponent) -> (problems: [String], notes: [String]) {
        var problems: [String] = []
        var notes: [String] = []
        let todos = calendar.components.filter { $0.name == "VTODO" }
        for todo in todos {
            problems += datesProblems(todo)
        }
        for master in todos where master.property("RECURRENCE-ID") == nil {
            let uid = master.property("UID")?.value ?? ""
            guard let start = master.property("DTSTART") else { continue }
            if let rrule = master.property("RRULE") {
                if var rule = RecurrenceRule(rrule: rrule.value), let date = DateTimeText(start.value)?.date {
                    // Whether the start is one of the rule's dates, not whether the series still has dates.
                    rule.end = nil
                    if rule.first(onOrAfter: date) != date {
                        problems.append("\(uid): \(line(start)) is no occurrence of \(line(rrule))")
                    }
                } else {
                    notes.append("\(uid): \(line(rrule)) is a rule ike cannot step; DTSTART not checked")
                }
            }
            let overrides = todos.filter {
                $0.property("RECURRENCE-ID") != nil && $0.property("UID")?.value == uid
            }
            for override in overrides {
                let id = override.property("RECURRENCE-ID")!
                if isDate(id) != isDate(start) {
                    problems.append("\(uid): \(line(id)) is not of the value type of \(line(start))")
                } else if let idInstant = instant(id), let startInstant = instant(start),
                    idInstant < startInstant
                {
                    problems.append("\(uid): \(line(id)) is before \(line(start))")
                }
            }
        }
        return (problems, notes)
    }

    private static func datesProblems(_ todo: CalendarComponent) -> [String] {
        let name =
            (todo.property("UID")?.value ?? "")
            + (todo.property("RECURRENCE-ID").map { " (\(line($0)))" } ?? "")
        guard let due = todo.property("DUE") else { return [] }
        var problems: [String] = []
        if let duration = todo.property("DURATION") {
            problems.append("\(name): \(line(due)) beside \(line(duration))")
        }
        guard let start = todo.property("DTSTART") else { return problems }
        if isDate(due) != isDate(start) {
            problems.append("\(name): \(line(start)) and \(line(due)) are of two value types")
        } else if let dueInstant = instant(due), let startInstant = instant(start), startInstant > dueInstant
        {
            problems.append("\(name): \(line(start)) is after \(line(due))")
        }
        return problems
    }

    /// A DATE value: said by `VALUE=DATE`, or eight digits alone.
    static func isDate(_ property: CalendarProperty) -> Bool {
        property.parameter("VALUE")?.uppercased() == "DATE" || property.value.count == 8
    }

    /// The instant of a date or date-time, in its `TZID` when the zone is known (floating times and unknown
    /// zones are read in UTC, alike on both sides of a comparison).
    static func instant(_ property: CalendarProperty) -> Date? {
        guard let text = DateTimeText(property.value) else { return nil }
        let zone =
            property.parameter("TZID").flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        return text.instant(in: zone)
    }

    /// The property's unfolded line as parsed: name, parameters as written, value as written.
    static func line(_ property: CalendarProperty) -> String {
        property.name + property.parameters + ":" + property.value
    }
}
