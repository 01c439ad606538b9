import Foundation
import IkeCore

/// Taskwarrior's `task export`: a JSON array (or, before 2.6, one object a line) with uuid, description,
/// status, entry, modified, end, due, priority, tags, project and annotations. A deleted task deletes the
/// task ike holds with its uid (or is skipped); recurrence templates are skipped; tags are tags, the project is the tag `project:NAME` (`ForeignTags.projectPrefix`), which goes
/// back out as the project; annotations become the notes.
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
    static func parse(_ array: JSONArray, timeZone: TimeZone) throws(ImportError) -> ParsedFile {
        var file = ParsedFile(format: .taskwarrior, tasks: [])
        var derived = StableID.Deriver(prefix: "taskwarrior")
        for (index, value) in array.values.enumerated() {
            let record = index + 1
            let object = try value.taskObject(
                record: record, line: array.lines[index], expected: "a Taskwarrior task")
            let fields = JSONFields(object: object, record: record)
            let description = try fields.requiredString("description")
            let status = try fields.string("status") ?? "pending"
            switch status {
            case "pending", "waiting", "completed", "deleted": break
            case "recurring":
                file.skipped.append((description, "a recurrence template"))
                continue
            default:
                throw ImportError(line: object.line, record: record, "unknown status “\(status)”")
            }
            // What ike writes for a task without a title (see `encode`).
            let title = description == TodoItem.untitledLabel ? "" : description
            var task = ImportedTask(uid: "", title: title, line: object.line, record: record)
            let ikeUID = try fields.string(uidAttribute)
            let uuid = try fields.string("uuid")
            if let uid = ikeUID ?? uuid, !uid.isEmpty {
                task.uid = StableID.isUUID(uid) ? uid.lowercased() : uid
                task.writtenID = task.uid
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
            task.deadline = try fields.date("due", timeZone: timeZone)
            // Taskwarrior's due is an instant: local midnight is a date-only deadline (Docs/Formats.md).
            let dueTime = try fields.dueTime("due", timeZone: timeZone)
            task.deadlineTime = dueTime?.minutes == 0 ? nil : dueTime
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
            file.tasks.append(task)
        }
        return file
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

    /// A JSON array that `task import` reads: due dates are the deadline's time (or midnight) in `timeZone`.
    public static func encode(_ items: [TodoItem], timeZone: TimeZone) -> [UInt8] {
        var json = JSONText(capacity: items.count * 260 + 4)
        json.raw("[")
        for (index, item) in items.enumerated() {
            json.raw(index == 0 ? "\n  " : ",\n  ")
            json.raw("{\"uuid\":")
            let isUUID = StableID.isUUID(item.uid)
            json.string(isUUID ? item.uid.lowercased() : derivedUUID(item.uid))
            if !isUUID {
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
                    DateTimeText.basicUTC(
                        DateTimeText.instant(of: deadline, at: item.deadlineTime, in: timeZone)))
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
        json.raw(items.isEmpty ? "]\n" : "\n]\n")
        return json.bytes
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
