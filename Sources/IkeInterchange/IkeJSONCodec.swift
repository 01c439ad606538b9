import Foundation
import IkeCore

/// ike's own JSON: `{"format": "ike", "version": 3, "tasks": [...]}` with every field of every task, the
/// lossless backup format, and `"focus": [...]`, the focus periods, when there are some
/// (`IkeJSONCodec+Focus.swift`). A bare array of the same objects (`ike list --json`) reads too.
public enum IkeJSONCodec {
    /// The newest version this build writes; files with a larger one are refused. Version 2 added `tags`,
    /// version 3 `repeat`, `repeatFrom`, `series` and `deadlineTime`: an older ike, which ignores members it
    /// does not know, refuses the file instead of dropping them. (Repeats and deadline times landed in the
    /// same release, so no ike reads version 3 without the time: Decisions.md, 2026-11-25.) Version 4
    /// added the plain fields (`PlainField`, each a member under its name), version 5 `cancelled`,
    /// version 6 `start` and `startTime`, version 7 `someday`, version 8 `parent`, version 9 `focus`.
    public static let version = 9

    /// The version a file of `items` is written as: 5 when a task is cancelled, 4 when a task holds a
    /// plain field, 3 when a task
    /// repeats, is a done occurrence or has a deadline with a time (an ike before them would drop them
    /// silently, so it must refuse the file), else 2, which every ike since tags reads.
    static func version(of items: [TodoItem]) -> Int {
        if items.contains(where: { $0.parentUID != nil }) { return 8 }
        if items.contains(where: \.isSomeday) { return 7 }
        if items.contains(where: { $0.start != nil }) { return 6 }
        if items.contains(where: \.isCancelled) { return 5 }
        if items.contains(where: { item in PlainField.allCases.contains { $0.value(in: item) != nil } }) {
            return 4
        }
        return items.contains { $0.repeats != nil || $0.seriesUID != nil || $0.deadlineTime != nil } ? 3 : 2
    }

    /// Tasks from an already parsed ike JSON document.
    static func tasks(from root: JSONValue, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        let array: JSONArray
        switch root {
        case .array(let list): array = list
        case .object(let document):
            let fields = JSONFields(object: document, record: 0)
            guard (try? fields.string("format")) == "ike", case .array(let list)? = document["tasks"] else {
                throw ImportError(
                    line: document.line, "expected an ike export (an object with “format”: “ike” and “tasks”)"
                )
            }
            if case .number(let text)? = document["version"], let version = Int(text), version > Self.version
            {
                throw ImportError(
                    line: document.line,
                    "written by a newer ike (format version \(version); this ike reads up to \(Self.version))"
                )
            }
            array = list
        default:
            throw ImportError("expected an ike export, found \(root.kindName)")
        }
        var tasks: [ImportedTask] = []
        tasks.reserveCapacity(array.values.count)
        for (index, value) in array.values.enumerated() {
            let object = try value.taskObject(
                record: index + 1, line: array.lines[index], expected: "a task object")
            tasks.append(try task(JSONFields(object: object, record: index + 1), timeZone: timeZone))
        }
        return tasks
    }

    private static func task(_ fields: JSONFields, timeZone: TimeZone) throws(ImportError) -> ImportedTask {
        let uid = try fields.requiredString("uid")
        if uid.isEmpty {
            throw ImportError(line: fields.object.line, record: fields.record, "the task has an empty “uid”")
        }
        var task = ImportedTask(
            uid: uid, title: try fields.requiredString("title"), line: fields.object.line,
            record: fields.record)
        task.writtenID = uid
        task.notes = try fields.string("notes") ?? ""
        task.deadline = try fields.date("deadline", timeZone: timeZone)
        if task.deadline != nil { task.deadlineTime = try time(fields, "deadlineTime") }
        task.start = try fields.date("start", timeZone: timeZone)
        if task.start != nil { task.startTime = try time(fields, "startTime") }
        if try fields.bool("someday") == true { (task.start, task.startTime) = (.someday, nil) }
        task.parentUID = try fields.string("parent").flatMap { $0.isEmpty ? nil : $0 }
        task.isDone = try fields.bool("done") ?? false
        task.isCancelled = try fields.bool("cancelled") ?? false
        task.doneAt = try fields.instant("doneAt", timeZone: timeZone)
        task.isImportant = try fields.bool("important") ?? false
        task.isUrgent = try fields.bool("urgent") ?? false
        task.isTriaged = try fields.bool("inbox") != true
        task.createdAt = try fields.instant("createdAt", timeZone: timeZone)
        task.updatedAt = try fields.instant("updatedAt", timeZone: timeZone)
        task.repeats = try repeats(fields)
        task.seriesUID = try fields.string("series")
        task.hasEveryPlainField = true
        for field in PlainField.allCases {
            if let value = try fields.plain(field) { task.plain[field] = value }
        }
        if let tags = try fields.tags("tags") {
            task.tags = tags
        } else if let title = TextNormalizer.title(task.title), let split = TitleTagMigration.split(title) {
            // Written before tags (version 1): its titles hold them as the old database did.
            task.title = split.title
            task.tags = split.tags
        } else {
            task.tags = []
        }
        return task
    }

    /// The time of day in `key` (`"15:00"`), or `nil` when absent.
    private static func time(_ fields: JSONFields, _ key: String) throws(ImportError) -> TimeOfDay? {
        guard let text = try fields.string(key) else { return nil }
        guard let time = TimeOfDay(text: text) else {
            throw ImportError(
                line: fields.object.line, record: fields.record,
                "“\(key)” “\(text)” is not a time such as 15:00")
        }
        return time
    }

    /// `repeat` with `repeatFrom`: an RRULE value (kept as custom iCalendar text when ike cannot follow
    /// it) or `{"syntax": "todotxt", "text": "2b"}`; `nil` when absent or null.
    private static func repeats(_ fields: JSONFields) throws(ImportError) -> TaskRepeat? {
        let from = try fields.string("repeatFrom")
        guard from == nil || from == "schedule" || from == "completion" else {
            throw ImportError(
                line: fields.object.line, record: fields.record,
                "“repeatFrom” must be “schedule” or “completion”, not “\(from!)”")
        }
        switch fields.object["repeat"] {
        case nil, .null?: return nil
        case .string(let text)?:
            try refuseHiddenCharacter(in: text, fields)
            return ICalendarRepeat.read(rrule: text, from: from == "completion" ? "COMPLETION" : nil)
        case .object(let custom)?:
            let customFields = JSONFields(object: custom, record: fields.record)
            guard let name = try customFields.string("syntax"),
                let syntax = CustomRepeat.Syntax(rawValue: name),
                let text = try customFields.string("text"), !text.isEmpty
            else {
                throw ImportError(
                    line: custom.line, record: fields.record,
                    "a custom “repeat” needs a “syntax” (ics, todotxt or taskwarrior) and a “text”")
            }
            try refuseHiddenCharacter(in: text, customFields)
            return .custom(CustomRepeat(syntax, text))
        case let other?:
            throw ImportError(
                line: fields.object.line, record: fields.record,
                "“repeat” must be an RRULE text or an object, not \(other.kindName)")
        }
    }

    /// Refuses a repeat rule holding a control or invisible character, as a tag with one is refused.
    private static func refuseHiddenCharacter(in text: String, _ fields: JSONFields) throws(ImportError) {
        do {
            try RecurrencePhraseError.checkShown(text)
        } catch {
            throw ImportError(line: fields.object.line, record: fields.record, "“repeat”: \(error.message)")
        }
    }

    /// The export document, one task object a line, in list order, then the focus periods `focus`, one a
    /// line, when there are some.
    public static func encode(
        _ items: [TodoItem], exportedAt: Date, focus: [FocusPeriodEntry] = []
    ) -> [UInt8] {
        var json = JSONText(capacity: items.count * 330 + 100)
        // Every version a file needs is named: versions 5 and 6 were once written as 2, which an older ike
        // would have read while dropping the cancelled and the starts.
        json.raw("{\"format\":\"ike\",\"version\":")
        json.number(Int64(focus.isEmpty ? version(of: items) : 9))
        json.raw(",\"exportedAt\":")
        json.timestamp(exportedAt)
        json.raw(",\"tasks\":[")
        for (index, item) in items.enumerated() {
            json.raw(index == 0 ? "\n  " : ",\n  ")
            json.object(item)
        }
        json.raw(items.isEmpty ? "]" : "\n]")
        if !focus.isEmpty { encodeFocus(focus, into: &json) }
        json.raw("}\n")
        return json.bytes
    }
}
