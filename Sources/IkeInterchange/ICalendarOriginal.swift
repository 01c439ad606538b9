import Foundation
import IkeCore

/// A VTODO written back from its original (`OriginalRecord`): the VTODO as its app wrote it, with the
/// changed occurrences of a repeating task (its RECURRENCE-ID overrides) and the VTIMEZONEs they name, kept
/// as one small calendar. Only the properties of ike's fields whose values differ from what the VTODO says
/// are rewritten; other X- properties and their parameters, VALARM, LOCATION, an unchanged RRULE as its app
/// spelled it, DTSTART (unless the start changed or a repeating task's DUE moved), the time and TZID of a DUE whose date did not
/// change, and a CANCELLED status ike did not touch come back as written.
public enum ICalendarOriginal {
    /// The properties ike owns, each written from the task when the task's value differs from the VTODO's.
    /// X-IKE-IMPORTANT and X-IKE-URGENT (written by sync) follow the quadrant only where present. The repeat
    /// is RRULE with X-IKE-REPEAT-FROM, X-IKE-SERIES names a done occurrence's task, and DTSTART moves with
    /// a repeating task's DUE (the series counts from it).
    static let ownedProperties = [
        "SUMMARY", "DESCRIPTION", "DUE", "STATUS", "COMPLETED", "PERCENT-COMPLETE", "PRIORITY", "CATEGORIES",
        "CREATED", "DTSTAMP", "LAST-MODIFIED", "RRULE", ICalendarRepeat.fromProperty, "X-IKE-SERIES",
        "DTSTART", CalendarComponent.exactStartProperty, "RELATED-TO",
    ]

    /// The original kept for a VTODO: the `spans` of `text` (the VTODO, its overrides, the time zones they
    /// name) as written, one after another, without a VCALENDAR around them (`calendar` adds it).
    static func record(_ spans: [Range<Int>], of text: [UInt8]) -> String? {
        guard spans.reduce(0, { $0 + $1.count }) <= OriginalRecord.maximumBytes else { return nil }
        if spans.count == 1, text[spans[0].upperBound - 1] == 0x0A {
            return String(decoding: text[spans[0]], as: UTF8.self)
        }
        var bytes: [UInt8] = []
        for span in spans {
            bytes += text[span]
            // The file's last line may have no line end.
            if bytes.last != 0x0A { bytes.append(0x0A) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An untouched task's original as an export writes it: its VTODOs as the app wrote them, with CRLF
    /// line ends; nil when it names a time zone (then it is read, so each VTIMEZONE is written once).
    static func asWritten(_ original: String) -> String? {
        // One pass over the bytes: line ends counted, each line's start compared with BEGIN:VTIMEZONE
        // (Foundation's `contains` on every task doubled the export).
        let zone = Array("BEGIN:VTIMEZONE".utf8)
        var lineFeeds = 0
        var crlf = 0
        var previous: UInt8 = 0x0A
        var matched = -1
        for byte in original.utf8 {
            if previous == 0x0A { matched = 0 }
            if matched >= 0 {
                if matched < zone.count && byte == zone[matched] {
                    matched += 1
                    if matched == zone.count { return nil }
                } else {
                    matched = -1
                }
            }
            if byte == 0x0A {
                lineFeeds += 1
                if previous == 0x0D { crlf += 1 }
            }
            previous = byte
        }
        if crlf == lineFeeds { return original }
        // A file written with LF (or both): every line end as CRLF, as the rest of the export.
        return original.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\n", with: "\r\n")
    }

    /// The original as a calendar, as `CalendarComponent` and the import read one.
    public static func calendar(_ original: String) -> String {
        "BEGIN:VCALENDAR\n" + original + "END:VCALENDAR\n"
    }

    /// What an export writes for a task from its original: the VTODOs (the task's, patched, then its
    /// overrides) and the VTIMEZONEs; nil when the original no longer reads (then ike writes the task).
    static func patched(
        _ original: TaskOriginal, with item: TodoItem, timeZone: TimeZone
    ) -> (todos: [CalendarComponent], zones: [CalendarComponent])? {
        patched(original.text, with: item, timeZone: timeZone, original: original)
    }

    /// `patched` of the text of an original (`original`, when there is one, keeps a start ike never held).
    static func patched(
        _ original: String, with item: TodoItem, timeZone: TimeZone, original record: TaskOriginal? = nil
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
        let hasOverrides = todos.contains { $0.property("RECURRENCE-ID") != nil }
        let item = record?.comparable(item, readStart: read.start, time: read.startTime) ?? item
        patch(&todos[main], with: item, read: read, timeZone: timeZone)
        if hasOverrides, todos[main].property("RECURRENCE-ID") == nil,
            let uid = todos[main].property("UID")?.value
        {
            if item.deadline != read.deadline {
                // The import made done records of the completed ones; they go out as VTODOs of their own.
                _ = SeriesOverrides.removeBeforeStart(
                    of: todos[main], uid: uid, from: &todos, timeZone: timeZone)
            }
            SeriesOverrides.retype(of: todos[main], uid: uid, in: &todos, timeZone: timeZone)
        }
        return (todos, calendar.components.filter { $0.name == "VTIMEZONE" })
    }

    /// Writes into `todo` the fields of `item` that differ from `read` (what the import read from it).
    static func patch(
        _ todo: inout CalendarComponent, with item: TodoItem, read: ImportedTask, timeZone: TimeZone,
    ) {
        var changed = false
        if item.title != read.title {
            todo.setText("SUMMARY", item.title)
            changed = true
        }
        if item.notes != read.notes {
            todo.setText("DESCRIPTION", item.notes)
            changed = true
        }
        if item.deadline != read.deadline || (item.deadline != nil && item.deadlineTime != read.deadlineTime)
        {
            // From DUE as written: a series read with completed overrides stands at a later occurrence.
            todo.writeDeadline(
                item.deadline, time: item.deadlineTime,
                from: todo.writtenDeadline(in: timeZone) ?? read.deadline,
                repeating: ICalendarRepeat.carried(item.repeats) != nil, timeZone: timeZone)
            changed = true
        }
        if repeatChanged(item, read: read, todo: todo, timeZone: timeZone) {
            todo.setRepeatKeepingDate(item.repeats)
            changed = true
        }
        // Once DUE and the rule are written: the start takes DUE's value type (Docs/Sync.md, "The start").
        if todo.keepTaskStart(item.startWithTime, timeZone: timeZone) { changed = true }
        if item.parentUID != read.parentUID {
            todo.setParent(item.parentUID)
            changed = true
        }
        if item.seriesUID != read.seriesUID {
            todo.setText("X-IKE-SERIES", item.seriesUID ?? "")
            changed = true
        }
        // A task done in ike whose VTODO is cancelled was closed by an ike before cancelled existed, or
        // re-done, which no file can tell apart: it stays cancelled, as it always did.
        if item.isDone != read.isDone || (item.isCancelled && read.isCancelled != true) {
            todo.setStatus(item.status, at: item.doneAt ?? item.updatedAt)
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
        if item.tags != (read.tags ?? []) {
            todo.setTags(item.tags)
            changed = true
        }
        for field in PlainField.allCases where field.value(in: item) != (read.plain[field] ?? nil) {
            todo.setPlain(field, field.value(in: item))
            changed = true
        }
        if let created = read.createdAt, !OriginalRecord.sameSecond(item.createdAt, created) {
            todo.set(CalendarProperty(name: "CREATED", value: DateTimeText.basicUTC(item.createdAt)))
            changed = true
        }
        if changed { todo.stamp(item.updatedAt) }
    }

    /// Whether the rule must be written: it differs from the one read, or DUE moved and RRULE as written
    /// (read with completed overrides, which lower a COUNT) no longer says the task's rule. A rule kept in
    /// another format's syntax is no iCalendar rule: the VTODO's own stays.
    private static func repeatChanged(
        _ item: TodoItem, read: ImportedTask, todo: CalendarComponent, timeZone: TimeZone
    ) -> Bool {
        let wanted = ICalendarRepeat.carried(item.repeats)
        if item.repeats != nil && wanted == nil { return false }
        if wanted != read.repeats { return true }
        guard item.deadline != read.deadline, let rrule = todo.property("RRULE") else { return false }
        let written = ICalendarRepeat.read(
            rrule: rrule.value, from: todo.property(ICalendarRepeat.fromProperty)?.value)
        return written != wanted
    }
}
