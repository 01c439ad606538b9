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

    /// A VCALENDAR with one VTODO a task.
    public static func encode(_ items: [TodoItem]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 300 + 100)
        out.append(text: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ike//ike//EN\r\n")
        var line: [UInt8] = []
        for item in items {
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
            out.append(text: item.isDone ? "STATUS:COMPLETED\r\n" : "STATUS:NEEDS-ACTION\r\n")
            if item.isDone, let doneAt = item.doneAt {
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
