import Foundation
import IkeCore

/// CSV (RFC 4180): a header row naming the columns, fields quoted with `"` when they hold a comma, a quote or
/// a line break (so notes can span lines). Export guards against formula injection; import undoes the guard.
/// Tags are one `tags` cell, separated by spaces, which no tag can hold (`home @phone`). A `repeat` cell holds
/// a rule in words or as an RRULE (`RepeatWords`), `series` a done occurrence's repeating task.
public enum CSVCodec {
    /// The columns ike writes, in order.
    static let header =
        [
            "uid", "title", "notes", "deadline", "done", "cancelled", "doneAt", "important", "urgent",
            "quadrant", "createdAt", "updatedAt", "tags", "repeat", "series", "start", "parent",
        ] + PlainField.allCases.map(\.name)

    /// What each column name (lower case, spaces, `_` and `-` removed) means on import.
    static let columnAliases: [String: Column] = fixedColumnAliases.merging(
        PlainField.allCases.map { (columnKey($0.name), Column.plain($0)) },
        uniquingKeysWith: { fixed, _ in fixed })

    private static let fixedColumnAliases: [String: Column] = [
        "uid": .uid, "id": .uid, "title": .title, "name": .title, "task": .title, "summary": .title,
        "subject": .title, "content": .title, "notes": .notes, "note": .notes, "description": .notes,
        "details": .notes,
        "deadline": .deadline, "due": .deadline, "duedate": .deadline, "done": .done, "completed": .done,
        "isdone": .done, "status": .done, "cancelled": .cancelled,
        "canceled": .cancelled, "doneat": .doneAt, "completedat": .doneAt,
        "completiondate": .doneAt,
        "important": .important, "urgent": .urgent, "quadrant": .quadrant, "createdat": .createdAt,
        "created": .createdAt, "creationdate": .createdAt, "updatedat": .updatedAt, "modified": .updatedAt,
        "tags": .tags, "tag": .tags, "labels": .tags, "repeat": .repeats, "repeats": .repeats,
        "recurrence": .repeats, "recur": .repeats, "rrule": .repeats, "series": .series, "start": .start,
        "startdate": .start, "wait": .start, "parent": .parent, "parentuid": .parent,
    ]

    enum Column: Equatable {
        case uid, title, notes, deadline, done, cancelled, doneAt, important, urgent, quadrant, createdAt,
            updatedAt,
            tags, repeats, series, start, parent
        /// A plain field's column, under its name (`estimate`).
        case plain(PlainField)
    }

    /// Characters that make a spreadsheet read a cell as a formula (OWASP's list), and `'` itself so the
    /// guard can be undone exactly. Unicode scalars, not `Character`s: `=` followed by a combining mark is
    /// one `Character` that is not `=`, yet a spreadsheet still sees a cell starting with `=`.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "'"]

    static func columnKey(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    /// Whether the first line is a header with a title column (how CSV is recognised).
    static func looksLikeCSV(_ firstLine: Substring) -> Bool {
        guard firstLine.contains(",") else { return false }
        return firstLine.split(separator: ",").contains {
            columnAliases[columnKey($0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))] == .title
        }
    }

    /// Tasks from the rows after the header.
    static func tasks(from text: ImportText, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        let rows = try CSVReader.rows(text.bytes)
        guard let headerRow = rows.first else {
            throw ImportError("the file is empty (a CSV file needs a header row)")
        }
        let columns = headerRow.fields.map {
            columnAliases[columnKey($0.trimmingCharacters(in: .whitespaces))]
        }
        guard columns.contains(where: { $0 == .title }) else {
            throw ImportError(line: 1, "the header has no “title” column")
        }
        var uids = DoneOccurrences(prefix: "csv")
        let hasRepeatColumn = columns.contains { $0 == .repeats }
        let hasStartColumn = columns.contains { $0 == .start }
        let hasParentColumn = columns.contains { $0 == .parent }
        let today = LocalDate.today(now: Date(), timeZone: timeZone)
        var tasks: [ImportedTask] = []
        tasks.reserveCapacity(rows.count)
        for row in rows.dropFirst() {
            if row.fields.count == 1 && row.fields[0].isEmpty { continue }
            let record = tasks.count + 1
            guard row.fields.count == columns.count else {
                throw ImportError(
                    line: row.line, record: record,
                    "the row has \(row.fields.count) fields, the header has \(columns.count)")
            }
            var task = ImportedTask(uid: "", title: "", line: row.line, record: record)
            task.hasRepeatField = hasRepeatColumn
            task.hasStartField = hasStartColumn
            task.hasParentField = hasParentColumn
            for (column, raw) in zip(columns, row.fields) {
                guard let column else { continue }
                let field = unguarded(raw)
                func failure(_ what: String) -> ImportError {
                    ImportError(line: row.line, record: record, "“\(field)” is not \(what)")
                }
                func flag() throws(ImportError) -> Bool {
                    guard let value = bool(field) else { throw failure("yes or no") }
                    return value
                }
                func instant() throws(ImportError) -> Date? {
                    if field.isEmpty { return nil }
                    guard let parsed = DateTimeText(field) else {
                        throw failure("a time such as 2026-11-22T09:00:00Z")
                    }
                    return parsed.instant(in: timeZone)
                }
                switch column {
                case .uid:
                    task.uid = field
                    task.writtenID = field.isEmpty ? nil : field
                case .title: task.title = field
                case .notes: task.notes = field
                case .deadline:
                    if field.isEmpty { break }
                    guard let parsed = DateTimeText(field) else { throw failure("a date such as 2026-12-01") }
                    task.deadline = parsed.localDate(in: timeZone)
                    task.deadlineTime = parsed.localTime(in: timeZone)
                case .done: task.isDone = try flag()
                case .cancelled: task.isCancelled = try flag()
                case .doneAt: task.doneAt = try instant()
                case .important: task.isImportant = try flag()
                case .urgent: task.isUrgent = try flag()
                case .quadrant:
                    if field.isEmpty { break }
                    guard let quadrant = Quadrant(rawValue: field.lowercased()) else {
                        throw failure("a quadrant (do, schedule, delegate or eliminate)")
                    }
                    task.quadrant = quadrant
                case .createdAt: task.createdAt = try instant()
                case .updatedAt: task.updatedAt = try instant()
                case .tags:
                    let names = field.split(whereSeparator: {
                        $0.unicodeScalars.allSatisfy(\.properties.isWhitespace)
                    })
                    task.tags = try ForeignTags.parse(
                        names.map(String.init), field: "tags", line: row.line, record: record)
                case .repeats:
                    if field.allSatisfy(\.isWhitespace) { break }
                    do {
                        task.repeats = try RepeatWords.parse(field, today: today)
                    } catch {
                        throw ImportError(line: row.line, record: record, "repeat: \(error.message)")
                    }
                case .series: task.seriesUID = field.isEmpty ? nil : field
                case .start:
                    if field.isEmpty { break }
                    guard let parsed = DateTimeText(field) else { throw failure("a date such as 2026-12-01") }
                    task.start = parsed.localDate(in: timeZone)
                    task.startTime = parsed.localTime(in: timeZone)
                case .parent: task.parentUID = field.isEmpty ? nil : field
                case .plain(let plain):
                    if field.allSatisfy(\.isWhitespace) {
                        task.plain[plain] = .some(nil)
                    } else {
                        guard let value = plain.kind.value(field) else { throw failure(plain.kind.example) }
                        task.plain[plain] = value
                    }
                }
            }
            if task.uid.isEmpty {
                task.uid = uids.derivedUID(for: TextNormalizer.title(task.title) ?? "", isDone: task.isDone)
                if task.isDone {
                    let day =
                        task.doneAt.map { LocalDate.today(now: $0, timeZone: timeZone).iso } ?? "undated"
                    uids.mark(&task, doneOn: day, rule: .besideOpenRecord)
                }
            }
            tasks.append(task)
        }
        return tasks
    }

    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "y", "1", "x", "done", "completed": true
        case "false", "no", "n", "0", "", "open", "pending", "needs-action": false
        default: nil
        }
    }

    /// A field as written by `guarded`, with its protective `'` removed.
    static func unguarded(_ field: String) -> String {
        let scalars = field.unicodeScalars
        guard scalars.first == "'", let second = scalars.dropFirst().first, formulaStarts.contains(second)
        else {
            return field
        }
        return String(scalars.dropFirst())
    }

    /// A field a spreadsheet will show as text: a leading `=`, `+`, `-`, `@`, tab, CR or `'` gets a `'`.
    static func guarded(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, formulaStarts.contains(first) else { return field }
        return "'" + field
    }

    /// Appends `field` quoted when it holds a comma, a quote or a line break.
    static func append(_ field: String, to out: inout [UInt8]) {
        let text = guarded(field)
        let needsQuotes = text.utf8.contains {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
                || $0 == UInt8(ascii: "\r")
        }
        guard needsQuotes else {
            out.append(text: text)
            return
        }
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { out.append(byte) }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The header and one row a task, CRLF line ends as RFC 4180 asks.
    public static func encode(_ items: [TodoItem]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 160 + 100)
        out.append(text: header.joined(separator: ",") + "\r\n")
        let comma = UInt8(ascii: ",")
        for item in items {
            append(item.uid, to: &out)
            out.append(comma)
            append(item.title, to: &out)
            out.append(comma)
            append(item.notes, to: &out)
            out.append(comma)
            if let deadline = item.deadline { out.append(isoDate: deadline) }
            if let time = item.deadlineTime { out.append(text: " " + time.description) }
            out.append(text: item.isDone ? ",true," : ",false,")
            out.append(text: item.isCancelled ? "true," : "false,")
            if let doneAt = item.doneAt { out.append(iso8601: doneAt) }
            out.append(text: item.isImportant ? ",true" : ",false")
            out.append(text: item.isUrgent ? ",true," : ",false,")
            out.append(text: item.quadrant.rawValue)
            out.append(comma)
            out.append(iso8601: item.createdAt)
            out.append(comma)
            out.append(iso8601: item.updatedAt)
            out.append(comma)
            if !item.tags.isEmpty { append(item.tags.names.joined(separator: " "), to: &out) }
            out.append(comma)
            if let repeats = item.repeats { append(RepeatWords.text(repeats), to: &out) }
            out.append(comma)
            if let series = item.seriesUID { append(series, to: &out) }
            out.append(comma)
            if let start = item.start { out.append(isoDate: start) }
            if let time = item.startTime { out.append(text: " " + time.description) }
            out.append(comma)
            if let parent = item.parentUID { append(parent, to: &out) }
            for field in PlainField.allCases {
                out.append(comma)
                if let value = field.value(in: item) { append(field.kind.text(value), to: &out) }
            }
            out.append(contentsOf: [0x0D, 0x0A])
        }
        return out
    }
}
