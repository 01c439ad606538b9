import Foundation
import IkeCore

/// A Taskwarrior task written back from its original (`OriginalRecord`): the object `task export` wrote,
/// with ike's fields merged over it where the task's value differs from what the object says. Everything
/// else comes back as Taskwarrior wrote it: `scheduled`, `until`, `depends`, `start`, user-defined
/// attributes, an unchanged `recur` with `parent`, `imask`, `mask` and `rtype`, the time of day of a `due`
/// whose date did not change, the annotations' times, the uuid's spelling and `ikeuid`.
///
/// A series whose original holds its template is written whole by `TaskwarriorSeriesOriginal`, which
/// patches each record here `asSeriesMember`. Where the original is one record only (an instance whose
/// template was not in the file, a template without instances, or a series too large to keep whole), a
/// repeating task whose deadline or rule ike changed leaves Taskwarrior's bookkeeping behind: an instance
/// that stood for the task goes back as the template ike's task is (the template's uuid, no `parent` or
/// `imask`), as ike writes a repeating task, and a template loses its `mask`, so Taskwarrior generates
/// the instances from the new `due` (Docs/Decisions.md, "Originals of repeating tasks").
enum TaskwarriorOriginal {
    /// The members ike owns (`project` and `tags` hold its tags, `annotations` its notes, `end` the time it
    /// was done, `recur` and `ikerepeat` its rule): each is written from the task when the task's value
    /// differs from the object's. `uuid`, `ikeuid`, `parent`, `imask` and `mask` change only as the type's
    /// summary says.
    static let ownedMembers = [
        "description", "status", "end", "entry", "modified", "due", "wait", "priority", "project", "tags",
        "annotations", "recur", TaskwarriorRepeat.attribute, "uuid", TaskwarriorCodec.uidAttribute, "parent",
        "imask", "mask",
    ]

    /// The object to write for `item` from its `original`, or nil when the original no longer reads as a
    /// task (then the task is written as ike writes one). `asSeriesMember`: the record is one of a series
    /// written whole (`TaskwarriorSeriesOriginal`), whose `uuid`, `parent`, `imask`, `mask` and `entry`
    /// stay as they are.
    static func patched(
        _ original: String, with item: TodoItem, timeZone: TimeZone, asSeriesMember: Bool = false,
        record: TaskOriginal? = nil
    ) -> JSONObject? {
        guard case .object(var object)? = try? JSONReader.parse(Array(original.utf8)),
            let read = try? TaskwarriorCodec.parse(
                JSONArray(values: [.object(object)], lines: [object.line], line: object.line),
                timeZone: timeZone
            ).tasks.first, read.deletion == nil
        else { return nil }
        // A `wait` no ike read before starts existed stays (`TaskOriginal.startNeverHeld`).
        let item = record?.comparable(item, readStart: read.start, time: read.startTime) ?? item
        var changed = false
        func set(_ key: String, _ value: JSONValue?) {
            object.set(key, value)
            changed = true
        }
        func time(_ instant: Date) -> JSONValue { .string(DateTimeText.basicUTC(instant)) }
        if item.title != read.title {
            set("description", .string(item.title.isEmpty ? TodoItem.untitledLabel : item.title))
        }
        if item.isDone != read.isDone {
            set("status", .string(item.isDone ? "completed" : "pending"))
            set("end", item.isDone ? time(item.doneAt ?? item.updatedAt) : nil)
        } else if item.isDone, let doneAt = item.doneAt, !OriginalRecord.sameSecond(doneAt, read.doneAt) {
            set("end", time(doneAt))
        }
        if item.deadline != read.deadline || item.deadlineTime != read.deadlineTime {
            set(
                "due",
                item.deadline.map { time(DateTimeText.instant(of: $0, at: item.deadlineTime, in: timeZone)) })
        }
        if item.start != read.start || item.startTime != read.startTime {
            set(
                "wait",
                item.start.map { time(DateTimeText.instant(of: $0, at: item.startTime, in: timeZone)) })
            // A task waiting in Taskwarrior whose wait ike took away is pending again.
            if item.start == nil, case .string("waiting")? = object["status"] {
                set("status", .string("pending"))
            }
        }
        if item.parentUID != read.parentUID {
            set(TaskwarriorCodec.parentAttribute, item.parentUID.map(JSONValue.string))
        }
        let repeatChanged = item.repeats != read.repeats
        if repeatChanged {
            let written = item.repeats.map(TaskwarriorRepeat.written)
            set("recur", written?.recur.map(JSONValue.string))
            set(TaskwarriorRepeat.attribute, written?.exact.map(JSONValue.string))
        }
        // Taskwarrior refuses a whole file with a `recur` but no `due`.
        if item.deadline == nil && object["recur"] != nil { set("recur", nil) }
        // Completing or skipping in ike moved the series on (see the type's summary).
        let seriesMoved =
            !asSeriesMember && (repeatChanged || item.deadline != read.deadline)
            && (item.repeats != nil || read.repeats != nil)
        let isInstance = object["parent"] != nil
        // An instance that still stands for the series keeps its own `entry` (ike's task has its template's).
        if let entry = read.createdAt, !OriginalRecord.sameSecond(item.createdAt, entry),
            !asSeriesMember && (!isInstance || seriesMoved)
        {
            set("entry", time(item.createdAt))
        }
        if seriesMoved {
            if isInstance {
                let uuid = TaskwarriorCodec.uuid(for: item.uid)
                set("uuid", .string(uuid))
                set(TaskwarriorCodec.uidAttribute, uuid == item.uid ? nil : .string(item.uid))
                set("parent", nil)
                set("imask", nil)
            } else if object["mask"] != nil {
                set("mask", nil)
            }
        }
        if item.quadrant != read.quadrant {
            set("priority", TaskwarriorCodec.priority(item.quadrant).map(JSONValue.string))
        }
        if item.tags.names != (read.tags ?? []).names {
            let (project, tags) = ForeignTags.splittingProject(item.tags)
            set("project", project.map(JSONValue.string))
            set(
                "tags",
                tags.isEmpty
                    ? nil
                    : .array(
                        JSONArray(values: tags.map(JSONValue.string), lines: tags.map { _ in 0 }, line: 0)))
        }
        if item.notes != read.notes {
            set("annotations", annotations(item.notes, keeping: object["annotations"], at: item.updatedAt))
        }
        for field in PlainField.allCases where field.value(in: item) != (read.plain[field] ?? nil) {
            set(field.name, field.value(in: item).map { .string(field.kind.text($0)) })
        }
        if changed { object.set("modified", time(item.updatedAt)) }
        return object
    }

    /// The annotations for `notes` (one a line, as the import joined them): an annotation of the original
    /// whose text is still there, in order, keeps its time; a new line is a new annotation made `at`.
    /// No notes, no annotations.
    static func annotations(_ notes: String, keeping original: JSONValue?, at time: Date) -> JSONValue? {
        guard !notes.isEmpty else { return nil }
        var kept: [(text: [Substring], value: JSONValue)] = []
        if case .array(let list)? = original {
            for value in list.values {
                if case .object(let entry) = value, case .string(let text)? = entry["description"] {
                    kept.append((text.split(separator: "\n", omittingEmptySubsequences: false), value))
                }
            }
        }
        let lines = notes.split(separator: "\n", omittingEmptySubsequences: false)
        var values: [JSONValue] = []
        var next = 0
        var index = 0
        while index < lines.count {
            let match = kept[min(next, kept.count)...].firstIndex { candidate in
                lines[index...].starts(with: candidate.text)
            }
            if let match {
                values.append(kept[match].value)
                index += kept[match].text.count
                next = match + 1
            } else {
                var entry = JSONObject(line: 0)
                entry.set("entry", .string(DateTimeText.basicUTC(time)))
                entry.set("description", .string(String(lines[index])))
                values.append(.object(entry))
                index += 1
            }
        }
        return .array(JSONArray(values: values, lines: values.map { _ in 0 }, line: 0))
    }
}
