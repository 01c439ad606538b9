import Foundation
import IkeCore

/// Taskwarrior's `task export`: a JSON array (or, before 2.6, one object a line) with uuid, description,
/// status, entry, modified, end, due, priority, tags, project and annotations. A deleted task deletes the
/// task ike holds with its uid (or is skipped); a recurrence template and its instances are one repeating
/// task (`TaskwarriorSeries`, `TaskwarriorRepeat`); tags are tags, the project is the tag `project:NAME`
/// (`ForeignTags.projectPrefix`), which goes back out as the project; annotations become the notes.
public enum TaskwarriorCodec {
    /// A UDA Taskwarrior keeps untouched, carrying ike's uid when it is not a UUID (Taskwarrior needs one).
    static let uidAttribute = "ikeuid"

    /// Whether `object` looks like a Taskwarrior task.
    static func isTaskwarrior(_ object: JSONObject) -> Bool {
        object.has("uuid") && object.has("description")
    }

    static func priority(_ quadrant: Quadrant) -> String? {
        switch quadrant {
        case .doFirst: "H"
        case .schedule: "M"
        case .delegate: "L"
        case .eliminate: nil
        }
    }

    /// Tasks from the parsed array (or JSON lines); `skipped` receives deleted tasks and templates.
    /// `source`: the text `array` was parsed from, whose bytes are each task's original.
    static func parse(
        _ array: JSONArray, timeZone: TimeZone, source: [UInt8]? = nil
    ) throws(ImportError) -> ParsedFile {
        var file = ParsedFile(format: .taskwarrior, tasks: [])
        var derived = StableID.Deriver(prefix: "taskwarrior")
        let series = TaskwarriorSeries(array)
        for (index, value) in array.values.enumerated() {
            let record = index + 1
            let object = try value.taskObject(
                record: record, line: array.lines[index], expected: "a Taskwarrior task")
            let fields = JSONFields(object: object, record: record)
            let description = try fields.requiredString("description")
            var status = try fields.string("status") ?? "pending"
            let role = series.role(of: index)
            switch status {
            case "pending", "waiting", "completed", "deleted": break
            case "recurring" where role != .plain:
                // A template without a pending instance is its series' task, open with its own due.
                status = "pending"
            default:
                throw ImportError(line: object.line, record: record, "unknown status “\(status)”")
            }
            if case .folded(let reason) = role {
                file.skipped.append((description, reason))
                continue
            }
            // What ike writes for a task without a title (see `encode`).
            let title = description == TodoItem.untitledLabel ? "" : description
            var task = ImportedTask(uid: "", title: title, line: object.line, record: record)
            // A UDA of the field's name that does not read as its kind (another user's `numeric` estimate)
            // is none here and stays in the original.
            task.hasEveryPlainField = true
            for field in PlainField.allCases {
                if let value = (try? fields.plain(field, numbers: false)) ?? nil { task.plain[field] = value }
            }
            let ikeUID = try fields.string(uidAttribute)
            let uuid = try fields.string("uuid")
            switch role {
            case .series(let uid, _):
                task.uid = uid
                task.writtenID = uid
            case .occurrence(let seriesUID):
                // Its own uuid: an instance carries its template's `ikeuid` as Taskwarrior copies it.
                task.uid = uuid.map { StableID.isUUID($0) ? $0.lowercased() : $0 } ?? ""
                task.writtenID = task.uid.isEmpty ? nil : task.uid
                task.seriesUID = seriesUID
                // ike's own done record, written as this completed instance (`TaskwarriorSeriesOriginal`);
                // an instance Taskwarrior generated from ike's template carries the series' own `ikeuid`.
                if let own = ikeUID, !own.isEmpty, own != seriesUID, series.hasTemplate(occurrence: index) {
                    task.uid = own
                    task.writtenID = own
                }
            default:
                // `ikeuid` is ike's uid exactly as spelled (an Apple-style uppercase UUID stays uppercase);
                // Taskwarrior's own uuids are lowercase, so one spelled otherwise is taken lowercased. An
                // instance carries its template's `ikeuid` (Taskwarrior copies it): only its uuid is its own.
                let exact = try fields.string("parent") == nil ? ikeUID : nil
                if let uid = exact, !uid.isEmpty {
                    task.uid = uid
                    task.writtenID = uid
                } else if let uid = uuid, !uid.isEmpty {
                    task.uid = StableID.isUUID(uid) ? uid.lowercased() : uid
                    task.writtenID = task.uid
                }
            }
            // `task modify` and `task delete` set it, so a deletion is as old as the deletion.
            task.updatedAt = try fields.instant("modified", timeZone: timeZone)
            if status == "deleted" {
                // Only its uid (and title, for messages) matter: the task is deleted in ike or skipped.
                task.deletion = "deleted in Taskwarrior"
                if task.uid.isEmpty { task.uid = derived.next(for: TextNormalizer.title(description) ?? "") }
                file.tasks.append(task)
                continue
            }
            task.isDone = status == "completed"
            task.doneAt = task.isDone ? try fields.instant("end", timeZone: timeZone) : nil
            task.createdAt = try fields.instant("entry", timeZone: timeZone)
            if case .occurrence = role {
                // A done occurrence does not repeat itself.
            } else if case .series(_, let template?) = role, template != index {
                let templateFields = JSONFields(
                    object: try array.values[template].taskObject(
                        record: template + 1, line: array.lines[template], expected: "a Taskwarrior task"),
                    record: template + 1)
                if let own = try repeats(templateFields) {
                    task.repeats = own
                } else {
                    task.repeats = try repeats(fields)
                }
                task.createdAt = try templateFields.instant("entry", timeZone: timeZone) ?? task.createdAt
                if let changed = try templateFields.instant("modified", timeZone: timeZone) {
                    task.updatedAt = max(task.updatedAt ?? changed, changed)
                }
            } else {
                task.repeats = try repeats(fields)
            }
            task.deadline = try fields.date("due", timeZone: timeZone)
            // Taskwarrior has no `recur` without `due`: such a record says nothing about a repeat.
            task.hasRepeatField = task.deadline != nil || task.repeats != nil
            // Taskwarrior's due is an instant: local midnight is a date-only deadline (Docs/Formats.md).
            let dueTime = try fields.dueTime("due", timeZone: timeZone)
            task.deadlineTime = dueTime?.minutes == 0 ? nil : dueTime
            // `wait` hides a task until then, as ike's start does; `scheduled` stays in the original as
            // Taskwarrior wrote it (Docs/Formats.md).
            task.parentUID = try fields.string(parentAttribute).flatMap { $0.isEmpty ? nil : $0 }
            task.start = try fields.date("wait", timeZone: timeZone)
            let waitTime = try fields.dueTime("wait", timeZone: timeZone)
            task.startTime = waitTime?.minutes == 0 ? nil : waitTime
            switch try fields.string("priority") {
            case "H"?: task.quadrant = .doFirst
            case "M"?: task.quadrant = .schedule
            case "L"?: task.quadrant = .delegate
            case nil, ""?: break
            case let other?:
                throw ImportError(
                    line: object.line, record: record, "unknown priority “\(other)” (use H, M or L)")
            }
            var tags: [String] = []
            let project = try fields.string("project")
            if let project { tags.append(project) }
            switch object["tags"] {
            case nil, .null?: break
            case .array(let list)?:
                for tag in list.values {
                    guard case .string(let text) = tag else {
                        throw ImportError(
                            line: object.line, record: record, "“tags” must hold strings, not \(tag.kindName)"
                        )
                    }
                    tags.append(text)
                }
            case let other?:
                throw ImportError(
                    line: object.line, record: record, "“tags” must be an array, not \(other.kindName)")
            }
            // An ike before tags had formats of their own appended the project and tags to the title.
            let legacy = TitleTags.adding(tags, to: title)
            if legacy != title { task.legacyTitle = legacy }
            if task.uid.isEmpty { task.uid = derived.next(for: TextNormalizer.title(legacy) ?? "") }
            var tagSet = try ForeignTags.parse(
                Array(tags.dropFirst(project == nil ? 0 : 1)), field: "“tags”", line: object.line,
                record: record)
            if let project, !project.allSatisfy(\.isWhitespace) {
                let projectTag = try ForeignTags.parse(
                    [ForeignTags.projectPrefix + project], field: "“project”", line: object.line,
                    record: record)
                tagSet.insert(projectTag[0])
                try ForeignTags.checkCount(tagSet, field: "“tags”", line: object.line, record: record)
            }
            task.tags = tagSet
            task.notes = try annotations(object, record: record)
            if let source, index < array.spans.count {
                // A series keeps its template and other pending instances beside its own record, so a
                // Taskwarrior that never had it repeats it too (`TaskwarriorSeriesOriginal`).
                let records = [index] + series.foldedRecords(of: index).filter { $0 < array.spans.count }
                task.original = TaskwarriorSeriesOriginal.kept(
                    records.map { array.spans[$0] }, of: source)
            } else {
                task.original = OriginalRecord.kept(object.text)
            }
            file.tasks.append(task)
        }
        return file
    }

    /// The repeat a record names: ike's exact `ikerepeat`, else `recur`; `nil` for neither.
    private static func repeats(_ fields: JSONFields) throws(ImportError) -> TaskRepeat? {
        if let exact = try fields.string(TaskwarriorRepeat.attribute), !exact.isEmpty {
            return ICalendarRepeat.read(rrule: exact, from: nil)
        }
        guard let recur = try fields.string("recur"), !recur.isEmpty else { return nil }
        return TaskwarriorRepeat.read(recur: recur)
    }

    /// The annotations' descriptions, one after another.
    private static func annotations(_ object: JSONObject, record: Int) throws(ImportError) -> String {
        guard let value = object["annotations"] else { return "" }
        guard case .array(let list) = value else {
            throw ImportError(
                line: object.line, record: record, "“annotations” must be an array, not \(value.kindName)")
        }
        var notes: [String] = []
        for annotation in list.values {
            guard case .object(let entry) = annotation, case .string(let text)? = entry["description"] else {
                throw ImportError(
                    line: object.line, record: record,
                    "each annotation must be an object with a “description”")
            }
            notes.append(text)
        }
        return notes.joined(separator: "\n")
    }

    /// A JSON array that `task import` reads: due dates are the deadline's midnight in `timeZone`. A task
    /// with an original (by task id, `TaskwarriorOriginal`) is its original with ike's changes; a series
    /// kept with its template goes back whole (`TaskwarriorSeriesOriginal`), holding the done records
    /// of its instances.
    public static func encode(
        _ items: [TodoItem], timeZone: TimeZone, originals: [Int64: TaskOriginal] = [:]
    ) -> [UInt8] {
        var json = JSONText(capacity: items.count * 260 + 4)
        json.raw("[")
        let series = TaskwarriorSeriesOriginal.writes(items, timeZone: timeZone, originals: originals)
        var first = true
        for item in items where !series.consumed.contains(item.uid) {
            json.raw(first ? "\n  " : ",\n  ")
            first = false
            let original = item.id.flatMap { originals[$0] }
            if let records = item.id.flatMap({ series.objects[$0] }) {
                for (index, object) in records.enumerated() {
                    if index > 0 { json.raw(",\n  ") }
                    object.write(to: &json)
                }
            } else if let original, original.isUntouched(by: item) {
                // The object (or a series' objects) as Taskwarrior wrote it.
                json.verbatim(original.text)
            } else if let original,
                let object = TaskwarriorOriginal.patched(
                    TaskwarriorSeriesOriginal.firstRecord(original.text), with: item, timeZone: timeZone,
                    record: original)
            {
                object.write(to: &json)
            } else {
                append(item, to: &json, timeZone: timeZone)
            }
        }
        json.raw(first ? "]\n" : "\n]\n")
        return json.bytes
    }

    /// The attribute that holds a step's parent: its ike uid, exactly as spelled. Taskwarrior has no
    /// subtasks (its `parent` is a recurring instance's template, `depends` an order of work), and keeps an
    /// attribute it does not know through `task import` and `task export` (Docs/Formats.md).
    static let parentAttribute = "ikeparent"

    /// The uuid written for `uid`: a UUID in Taskwarrior's lowercase, or one derived from any other uid.
    static func uuid(for uid: String) -> String {
        StableID.isUUID(uid) ? uid.lowercased() : derivedUUID(uid)
    }

    /// Appends `item` as ike writes a task that has no original.
    private static func append(_ item: TodoItem, to json: inout JSONText, timeZone: TimeZone) {
        json.raw("{\"uuid\":")
        let uuid = uuid(for: item.uid)
        json.string(uuid)
        // Any uid Taskwarrior does not keep as it is (not a UUID, or one not in lowercase) goes along.
        if uuid != item.uid {
            json.raw(",\"ikeuid\":")
            json.string(item.uid)
        }
        json.raw(",\"description\":")
        // Taskwarrior needs a description (2.6.2 crashes importing an empty one): a task without a title
        // gets what ike shows for it, which reads back as no title.
        json.string(item.title.isEmpty ? TodoItem.untitledLabel : item.title)
        json.raw(item.isDone ? ",\"status\":\"completed\"" : ",\"status\":\"pending\"")
        json.raw(",\"entry\":")
        json.string(DateTimeText.basicUTC(item.createdAt))
        json.raw(",\"modified\":")
        json.string(DateTimeText.basicUTC(item.updatedAt))
        if item.isDone {
            json.raw(",\"end\":")
            json.string(DateTimeText.basicUTC(item.doneAt ?? item.updatedAt))
        }
        if let deadline = item.deadline {
            json.raw(",\"due\":")
            json.string(
                DateTimeText.basicUTC(DateTimeText.instant(of: deadline, at: item.deadlineTime, in: timeZone))
            )
        }
        if let start = item.start {
            json.raw(",\"wait\":")
            json.string(
                DateTimeText.basicUTC(DateTimeText.instant(of: start, at: item.startTime, in: timeZone)))
        }
        if let parent = item.parentUID {
            json.raw(",")
            json.string(parentAttribute)
            json.raw(":")
            json.string(parent)
        }
        appendRepeat(of: item, to: &json)
        // Each plain field as a UDA of its name (`uda.estimate.type=duration` reads `PT30M`).
        for field in PlainField.allCases {
            guard let value = field.value(in: item) else { continue }
            json.raw(",")
            json.string(field.name)
            json.raw(":")
            json.string(field.kind.text(value))
        }
        if let priority = priority(item.quadrant) {
            json.raw(",\"priority\":")
            json.string(priority)
        }
        let (project, tags) = ForeignTags.splittingProject(item.tags)
        if let project {
            json.raw(",\"project\":")
            json.string(project)
        }
        if !tags.isEmpty {
            json.raw(",\"tags\":[")
            for (tagIndex, tag) in tags.enumerated() {
                if tagIndex > 0 { json.raw(",") }
                json.string(tag)
            }
            json.raw("]")
        }
        if !item.notes.isEmpty {
            json.raw(",\"annotations\":[{\"entry\":")
            json.string(DateTimeText.basicUTC(item.updatedAt))
            json.raw(",\"description\":")
            json.string(item.notes)
            json.raw("}]")
        }
        json.raw("}")
    }

    /// `recur` (Taskwarrior needs a `due` with it, else it refuses the whole file), and ike's exact rule
    /// as `ikerepeat` when `recur` cannot say it (see `TaskwarriorRepeat`). A pending task with `recur`
    /// and `due` is what `task add … recur:weekly due:…` makes: Taskwarrior 2.6 turns it into a template
    /// under the same uuid and generates the instances itself.
    private static func appendRepeat(of item: TodoItem, to json: inout JSONText) {
        guard let repeats = item.repeats else { return }
        let written = TaskwarriorRepeat.written(repeats)
        if let recur = written.recur, item.deadline != nil {
            json.raw(",\"recur\":")
            json.string(recur)
        }
        if let exact = written.exact {
            json.raw(",\"ikerepeat\":")
            json.string(exact)
        }
    }

    /// A version-8-style UUID made from the hash of a uid that is not a UUID, the same every time.
    static func derivedUUID(_ uid: String) -> String {
        let high = StableID.derive("", from: uid).dropFirst()
        let low = StableID.derive("", from: "ike:" + uid).dropFirst()
        let hex = Array(high + low)
        var text = String(hex[0..<8]) + "-" + String(hex[8..<12]) + "-8" + String(hex[13..<16]) + "-"
        text += ["8", "9", "a", "b"][Int(String(hex[16]), radix: 16)! % 4] + String(hex[17..<20]) + "-"
        return text + String(hex[20..<32])
    }
}
