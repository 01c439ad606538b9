import Foundation
import IkeCore

/// A VTODO written back from its original (`OriginalRecord`): the VTODO as its app wrote it, with the
/// changed occurrences of a repeating task (its RECURRENCE-ID overrides) and the VTIMEZONEs they name, kept
/// as one small calendar. Only the properties of ike's fields whose values differ from what the VTODO says
/// are rewritten; X- properties and their parameters, VALARM, RRULE, DTSTART, LOCATION, the time and TZID
/// of a DUE whose date did not change, and a CANCELLED status ike did not touch come back as written.
public enum ICalendarOriginal {
    /// The properties ike owns, each written from the task when the task's value differs from the VTODO's.
    /// X-IKE-IMPORTANT and X-IKE-URGENT (written by sync) follow the quadrant only where present. A field
    /// ike comes to model (recurrence: RRULE) joins this list.
    static let ownedProperties = [
        "SUMMARY", "DESCRIPTION", "DUE", "STATUS", "COMPLETED", "PERCENT-COMPLETE", "PRIORITY", "CATEGORIES",
        "CREATED", "DTSTAMP", "LAST-MODIFIED",
    ]

    /// The original kept for a VTODO of `lines` (unfolded, its overrides after it) and `zones`' text: the
    /// components one after another, without a VCALENDAR around them (`calendar` adds it).
    static func record(_ lines: String, zones: [String]) -> String? {
        guard !zones.isEmpty else { return OriginalRecord.kept(lines) }
        var text = lines
        for zone in zones { text += zone }
        return OriginalRecord.kept(text)
    }

    /// The original as a calendar, as `CalendarComponent` and the import read one.
    public static func calendar(_ original: String) -> String {
        "BEGIN:VCALENDAR\n" + original + "END:VCALENDAR\n"
    }

    /// What an export writes for a task from its original: the VTODOs (the task's, patched, then its
    /// overrides) and the VTIMEZONEs; nil when the original no longer reads (then ike writes the task).
    static func patched(
        _ original: String, with item: TodoItem, timeZone: TimeZone
    ) -> (todos: [CalendarComponent], zones: [CalendarComponent])? {
        let whole = Self.calendar(original)
        guard let calendar = try? CalendarComponent.parse(whole),
            let text = try? ImportText(Array(whole.utf8)),
            let read = try? ICalendarCodec.parse(text, timeZone: timeZone).tasks.first
        else { return nil }
        var todos = calendar.components.filter { $0.name == "VTODO" }
        guard
            let main = todos.firstIndex(where: { $0.property("RECURRENCE-ID") == nil }) ?? todos.indices.first
        else { return nil }
        patch(&todos[main], with: item, read: read)
        return (todos, calendar.components.filter { $0.name == "VTIMEZONE" })
    }

    /// Writes into `todo` the fields of `item` that differ from `read` (what the import read from it).
    static func patch(_ todo: inout CalendarComponent, with item: TodoItem, read: ImportedTask) {
        var changed = false
        if item.title != read.title {
            todo.setText("SUMMARY", item.title)
            changed = true
        }
        if item.notes != read.notes {
            todo.setText("DESCRIPTION", item.notes)
            changed = true
        }
        if item.deadline != read.deadline {
            todo.setDue(item.deadline)
            changed = true
        }
        if item.isDone != read.isDone {
            todo.setDone(item.isDone, at: item.doneAt ?? item.updatedAt)
            changed = true
        } else if item.isDone, read.doneAt != nil, let doneAt = item.doneAt,
            !OriginalRecord.sameSecond(doneAt, read.doneAt)
        {
            todo.set(CalendarProperty(name: "COMPLETED", value: DateTimeText.basicUTC(doneAt)))
            changed = true
        }
        if item.quadrant != read.quadrant {
            if let priority = ICalendarCodec.priority(item.quadrant) {
                todo.set(CalendarProperty(name: "PRIORITY", value: String(priority)))
            } else {
                todo.remove("PRIORITY")
            }
            if todo.property("X-IKE-IMPORTANT") != nil {
                todo.set(CalendarProperty(name: "X-IKE-IMPORTANT", value: item.isImportant ? "1" : "0"))
            }
            if todo.property("X-IKE-URGENT") != nil {
                todo.set(CalendarProperty(name: "X-IKE-URGENT", value: item.isUrgent ? "1" : "0"))
            }
            changed = true
        }
        if item.tags.names != (read.tags ?? []).names {
            todo.setCategories(item.tags.names)
            changed = true
        }
        if let created = read.createdAt, !OriginalRecord.sameSecond(item.createdAt, created) {
            todo.set(CalendarProperty(name: "CREATED", value: DateTimeText.basicUTC(item.createdAt)))
            changed = true
        }
        if changed { todo.stamp(item.updatedAt) }
    }
}
