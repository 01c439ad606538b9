import Foundation
import IkeCore

extension ICalendarCodec {
    /// Appends one content line, folded at 75 octets without splitting a UTF-8 sequence, ended by CRLF.
    static func appendLine(_ line: [UInt8], to out: inout [UInt8]) {
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var end = start + limit
            while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
            out.append(contentsOf: line[start..<end])
            out.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = end
            limit = 74
        }
        out.append(contentsOf: line[start...])
        out.append(contentsOf: [0x0D, 0x0A])
    }

    /// Appends `NAME:value` (a short line that never needs folding).
    private static func appendShort(
        _ name: StaticString, _ value: (inout [UInt8]) -> Void, to out: inout [UInt8]
    ) {
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        value(&out)
        out.append(contentsOf: [0x0D, 0x0A])
    }

    /// Appends a TEXT property (`NAME:` and escaped text, see `ICalendarText`), folded.
    private static func appendText(_ name: String, _ text: String, to out: inout [UInt8], line: inout [UInt8])
    {
        line.removeAll(keepingCapacity: true)
        ICalendarText.appendProperty(name, text, to: &line)
        appendLine(line, to: &out)
    }

    /// Appends CATEGORIES for the task's tags, each escaped (`a\,b`); a tag holds no control character.
    private static func appendCategories(of tags: TagSet, to out: inout [UInt8], line: inout [UInt8]) {
        guard !tags.isEmpty else { return }
        line.removeAll(keepingCapacity: true)
        line.append(text: "CATEGORIES:")
        for (index, tag) in tags.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            ICalendarText.appendEscaped(tag.name, to: &line)
        }
        appendLine(line, to: &out)
    }

    /// Appends RRULE (and `X-IKE-REPEAT-FROM:COMPLETION` for after done) for a repeating task, and
    /// `X-IKE-SERIES` for a done occurrence: the shape of Docs/Formats.md, "Repeating tasks". A rule kept
    /// in another format's syntax has no RRULE and is left out.
    private static func appendRepeat(of item: TodoItem, to out: inout [UInt8], line: inout [UInt8]) {
        if let repeats = item.repeats, let written = ICalendarRepeat.written(repeats) {
            line.removeAll(keepingCapacity: true)
            line.append(text: "RRULE:" + written.rrule)
            appendLine(line, to: &out)
            if written.fromCompletion { out.append(text: ICalendarRepeat.fromProperty + ":COMPLETION\r\n") }
        }
        if let series = item.seriesUID { appendText("X-IKE-SERIES", series, to: &out, line: &line) }
    }

    /// Appends the task's start as sync writes it (`CalendarComponent.writeTaskStart`): DTSTART of DUE's
    /// value type, with `X-IKE-START` when that type lost its exact value; `X-IKE-START` alone for a
    /// repeating task (a series' DTSTART is its first occurrence).
    private static func appendStart(of item: TodoItem, to out: inout [UInt8], timeZone: TimeZone) {
        guard let start = item.startWithTime else { return }
        var todo = CalendarComponent(name: "VTODO")
        todo.setDue(item.deadline, time: item.deadlineTime)
        if item.repeats.flatMap(ICalendarRepeat.written) != nil {
            todo.set(CalendarProperty(name: "RRULE", value: ""))
        }
        todo.writeTaskStart(start, timeZone: timeZone)
        for property in todo.properties where property.name != "DUE" && property.name != "RRULE" {
            appendLine(Array(property.line.utf8), to: &out)
        }
    }

    /// Appends `X-IKE-NAME` for each plain field the task holds (`X-IKE-ESTIMATE:PT30M`).
    private static func appendPlain(of item: TodoItem, to out: inout [UInt8], line: inout [UInt8]) {
        for field in PlainField.allCases {
            guard let value = field.value(in: item) else { continue }
            appendText(field.calendarProperty, field.kind.text(value), to: &out, line: &line)
        }
    }

    /// A VCALENDAR with one VTODO a task. A task with an original (by task id) is its original's VTODOs
    /// with ike's changes (`ICalendarOriginal`), the time zones they name written once, before the tasks.
    public static func encode(
        _ items: [TodoItem], originals: [Int64: TaskOriginal] = [:], timeZone: TimeZone = .current
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 300 + 100)
        out.append(text: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//ike//EN\r\n")
        var patched: [Int: [CalendarComponent]] = [:]
        var untouched: [Int: String] = [:]
        var zoneIDs: Set<String> = []
        if !originals.isEmpty {
            for (index, item) in items.enumerated() {
                guard let original = item.id.flatMap({ originals[$0] }) else { continue }
                if original.isUntouched(by: item), let text = ICalendarOriginal.asWritten(original.text) {
                    untouched[index] = text
                    continue
                }
                guard let written = ICalendarOriginal.patched(original, with: item, timeZone: timeZone)
                else { continue }
                patched[index] = written.todos
                for zone in written.zones where zoneIDs.insert(zone.property("TZID")?.value ?? "").inserted {
                    out.append(text: zone.text)
                }
            }
        }
        var line: [UInt8] = []
        for (index, item) in items.enumerated() {
            if let text = untouched[index] {
                out.append(text: text)
                continue
            }
            if let todos = patched[index] {
                for todo in todos { out.append(text: todo.text) }
                continue
            }
            out.append(text: "BEGIN:VTODO\r\n")
            appendText("UID", item.uid, to: &out, line: &line)
            appendShort("DTSTAMP:", { $0.append(basicUTC: item.updatedAt) }, to: &out)
            appendShort("CREATED:", { $0.append(basicUTC: item.createdAt) }, to: &out)
            appendShort("LAST-MODIFIED:", { $0.append(basicUTC: item.updatedAt) }, to: &out)
            // SUMMARY is optional: a task without a title (from a VTODO without one) goes back without it.
            if !item.title.isEmpty { appendText("SUMMARY", item.title, to: &out, line: &line) }
            if !item.notes.isEmpty { appendText("DESCRIPTION", item.notes, to: &out, line: &line) }
            if let deadline = item.deadline, let time = item.deadlineTime {
                // A floating local time: ike writes no VTIMEZONE for a TZID to name (Docs/Formats.md).
                appendShort("DUE:", { $0.append(basicLocal: deadline, time) }, to: &out)
            } else if let deadline = item.deadline {
                appendShort("DUE;VALUE=DATE:", { $0.append(basicDate: deadline) }, to: &out)
            }
            appendStart(of: item, to: &out, timeZone: timeZone)
            if let parent = item.parentUID {
                appendText("RELATED-TO;RELTYPE=PARENT", parent, to: &out, line: &line)
            }
            appendRepeat(of: item, to: &out, line: &line)
            appendPlain(of: item, to: &out, line: &line)
            switch item.status {
            case .open: out.append(text: "STATUS:NEEDS-ACTION\r\n")
            case .done: out.append(text: "STATUS:COMPLETED\r\n")
            // Closed without being done: no COMPLETED, which would say it was.
            case .cancelled: out.append(text: "STATUS:CANCELLED\r\n")
            }
            if item.status == .done, let doneAt = item.doneAt {
                appendShort("COMPLETED:", { $0.append(basicUTC: doneAt) }, to: &out)
                out.append(text: "PERCENT-COMPLETE:100\r\n")
            }
            if let priority = priority(item.quadrant) { out.append(text: "PRIORITY:\(priority)\r\n") }
            appendCategories(of: item.tags, to: &out, line: &line)
            out.append(text: "END:VTODO\r\n")
        }
        out.append(text: "END:VCALENDAR\r\n")
        return out
    }
}
