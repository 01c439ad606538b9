import Foundation

/// iCalendar VTODO components (RFC 5545), as Nextcloud Tasks, Thunderbird and Apple Reminders exchange them:
/// UID, SUMMARY, DESCRIPTION, DUE, STATUS, COMPLETED, PRIORITY, CATEGORIES and CREATED. Other components
/// (VEVENT, VTIMEZONE, a VALARM inside a VTODO) and unknown properties are read past.
public enum ICalendarCodec {
    /// PRIORITY for each quadrant (1 is highest; eliminate writes none).
    static func priority(_ quadrant: Quadrant) -> Int? {
        switch quadrant {
        case .doFirst: 1
        case .schedule: 3
        case .delegate: 7
        case .eliminate: nil
        }
    }

    /// The quadrant of a PRIORITY: 1–2 do first, 3–5 schedule (Apple's "medium" is 5), 6–8 delegate,
    /// 0 (undefined) and 9 (Apple's "low") eliminate.
    static func quadrant(priority: Int) -> Quadrant {
        switch priority {
        case 1...2: .doFirst
        case 3...5: .schedule
        case 6...8: .delegate
        default: .eliminate
        }
    }

    /// Every VTODO, in file order.
    static func tasks(from text: ImportText, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        var derived = StableID.Deriver(prefix: "ics")
        var tasks: [ImportedTask] = []
        var stack: [(name: String, line: Int)] = []
        var current: ImportedTask?
        // The stack depth of the open VTODO: properties of components nested in it are not its own.
        var todoDepth = 0
        var categories: [String] = []
        var hasSummary = false
        for content in try ICalendarReader.contentLines(text) {
            switch content.name {
            case "BEGIN":
                let component = content.value.uppercased()
                stack.append((component, content.line))
                if component == "VTODO" && todoDepth == 0 {
                    current = ImportedTask(uid: "", title: "", line: content.line, record: tasks.count + 1)
                    todoDepth = stack.count
                    categories = []
                    hasSummary = false
                }
                continue
            case "END":
                let component = content.value.uppercased()
                guard let open = stack.popLast() else {
                    throw ImportError(line: content.line, "END:\(component) without a BEGIN")
                }
                guard open.name == component else {
                    throw ImportError(
                        line: content.line,
                        "END:\(component) where END:\(open.name) (begun at line \(open.line)) was expected")
                }
                if stack.count == todoDepth - 1, var task = current {
                    guard hasSummary else {
                        throw ImportError(line: task.line, record: task.record, "the VTODO has no SUMMARY")
                    }
                    task.title = TitleTags.adding(categories, to: task.title)
                    if task.uid.isEmpty {
                        task.uid = derived.next(for: TextNormalizer.title(task.title) ?? "")
                    }
                    tasks.append(task)
                    current = nil
                    todoDepth = 0
                }
                continue
            default:
                break
            }
            // Only the VTODO's own properties count, not those of a VALARM inside it.
            guard stack.count == todoDepth, var task = current else { continue }
            try read(
                content, into: &task, categories: &categories, hasSummary: &hasSummary, timeZone: timeZone)
            current = task
        }
        if let open = stack.last {
            throw ImportError(
                line: open.line, "the file ends inside \(open.name) begun here (is it truncated?)")
        }
        return tasks
    }

    private static func read(
        _ content: ICalendarReader.ContentLine, into task: inout ImportedTask, categories: inout [String],
        hasSummary: inout Bool, timeZone: TimeZone
    ) throws(ImportError) {
        func failure(_ what: String) -> ImportError {
            ImportError(
                line: content.line, record: task.record, "\(content.name) “\(content.value)” is not \(what)")
        }
        func instant() throws(ImportError) -> Date {
            guard let parsed = DateTimeText(content.value) else {
                throw failure("a date-time such as 20261122T090000Z")
            }
            return parsed.instant(in: timeZone)
        }
        switch content.name {
        case "UID":
            task.uid = content.value
            task.writtenID = content.value
        case "SUMMARY":
            task.title = ICalendarReader.unescape(content.value)
            hasSummary = true
        case "DESCRIPTION": task.notes = ICalendarReader.unescape(content.value)
        case "DUE":
            guard let parsed = DateTimeText(content.value) else { throw failure("a date such as 20261201") }
            // A time with a TZID is local to that zone, so its written date is the deadline.
            task.deadline = parsed.localDate(in: timeZone)
        case "STATUS":
            switch content.value.uppercased() {
            case "COMPLETED", "CANCELLED": task.isDone = true
            case "NEEDS-ACTION", "IN-PROCESS", "": task.isDone = task.doneAt != nil
            default: throw failure("a VTODO status (NEEDS-ACTION, IN-PROCESS, COMPLETED or CANCELLED)")
            }
        case "COMPLETED":
            task.doneAt = try instant()
            task.isDone = true
        case "PERCENT-COMPLETE":
            if content.value.trimmingCharacters(in: .whitespaces) == "100" { task.isDone = true }
        case "PRIORITY":
            guard let value = Int(content.value.trimmingCharacters(in: .whitespaces)), (0...9).contains(value)
            else {
                throw failure("a priority from 0 to 9")
            }
            task.quadrant = quadrant(priority: value)
        case "CATEGORIES": categories += ICalendarReader.splitList(content.value)
        case "CREATED": task.createdAt = try instant()
        default: break
        }
    }

    /// A TEXT value escaped: backslash, `;`, `,` and line breaks.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { [0x5C, 0x3B, 0x2C, 0x0A].contains($0) }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

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

    /// Appends `NAME:` and escaped text, folded.
    private static func appendText(_ name: String, _ text: String, to out: inout [UInt8], line: inout [UInt8])
    {
        line.removeAll(keepingCapacity: true)
        line.append(text: name)
        line.append(text: escape(text))
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
            appendText("UID:", item.uid, to: &out, line: &line)
            appendShort("DTSTAMP:", { $0.append(basicUTC: item.updatedAt) }, to: &out)
            appendShort("CREATED:", { $0.append(basicUTC: item.createdAt) }, to: &out)
            appendShort("LAST-MODIFIED:", { $0.append(basicUTC: item.updatedAt) }, to: &out)
            appendText("SUMMARY:", item.title, to: &out, line: &line)
            if !item.notes.isEmpty { appendText("DESCRIPTION:", item.notes, to: &out, line: &line) }
            if let deadline = item.deadline {
                appendShort("DUE;VALUE=DATE:", { $0.append(basicDate: deadline) }, to: &out)
            }
            out.append(text: item.isDone ? "STATUS:COMPLETED\r\n" : "STATUS:NEEDS-ACTION\r\n")
            if item.isDone, let doneAt = item.doneAt {
                appendShort("COMPLETED:", { $0.append(basicUTC: doneAt) }, to: &out)
                out.append(text: "PERCENT-COMPLETE:100\r\n")
            }
            if let priority = priority(item.quadrant) { out.append(text: "PRIORITY:\(priority)\r\n") }
            let tags = TitleTags.tags(in: item.title)
            if !tags.isEmpty {
                line.removeAll(keepingCapacity: true)
                line.append(text: "CATEGORIES:" + tags.map(escape).joined(separator: ","))
                appendLine(line, to: &out)
            }
            out.append(text: "END:VTODO\r\n")
        }
        out.append(text: "END:VCALENDAR\r\n")
        return out
    }
}
