import Foundation
import IkeCore

/// The JSON that simple to-do apps write: arrays of titles, of `{id, title, isDone}`, of `{title, done}`, of
/// goals `{id, title, description, deadline, isCompleted}` and of Eisenhower activities
/// `{title, important, urgent}`. Every element is read by the same rules, so mixed arrays work too.
public enum SimpleJSONCodec {
    /// Uids of tasks from these files are the file's id under this prefix ("json:42") unless it is a UUID;
    /// a file that ike exported keeps ike's own uids, which are matched first.
    static let uidPrefix = "json:"
    /// Seconds from 1970 to 2001-01-01, the reference date of Swift's `JSONEncoder` default date encoding.
    static let referenceDate = 978_307_200.0

    /// The shape of an array, judged from its first element (for messages and `--dry-run`).
    static func shape(of array: JSONArray) -> InterchangeFormat {
        guard let first = array.values.first else { return .titlesJSON }
        guard case .object(let object) = first else { return .titlesJSON }
        if object.has("isCompleted") || object.has("deadline") || object.has("description") {
            return .goalsJSON
        }
        if object.has("important") || object.has("urgent") { return .matrixJSON }
        if object.has("isDone") { return .todosJSON }
        return .checklistJSON
    }

    /// Tasks from a parsed array.
    static func tasks(from array: JSONArray, timeZone: TimeZone) throws(ImportError) -> [ImportedTask] {
        var derived = StableID.Deriver(prefix: "json")
        var tasks: [ImportedTask] = []
        tasks.reserveCapacity(array.values.count)
        for (index, value) in array.values.enumerated() {
            let record = index + 1
            let line = array.lines[index]
            switch value {
            case .string(let title):
                tasks.append(
                    ImportedTask(
                        uid: derived.next(for: normalizedKey(title)), title: title, line: line, record: record
                    ))
            case .object(let object):
                tasks.append(
                    try task(
                        JSONFields(object: object, record: record), timeZone: timeZone, derived: &derived))
            default:
                throw ImportError(
                    line: line, record: record, "expected a task object or a title, found \(value.kindName)")
            }
        }
        return tasks
    }

    /// A UUID is unique wherever it was made, so it is the uid; other ids ("1", "42") only mean something
    /// inside their app and are namespaced.
    static func uid(forID id: String) -> String {
        StableID.isUUID(id) ? id.lowercased() : uidPrefix + id
    }

    private static func normalizedKey(_ title: String) -> String {
        TextNormalizer.title(title) ?? ""
    }

    private static func task(
        _ fields: JSONFields, timeZone: TimeZone, derived: inout StableID.Deriver
    ) throws(ImportError) -> ImportedTask {
        let title = try fields.requiredString("title")
        let id = try fields.id("id")
        var task = ImportedTask(
            uid: id.map(uid(forID:)) ?? derived.next(for: normalizedKey(title)), title: title,
            line: fields.object.line, record: fields.record)
        task.writtenID = id
        let isDone = try fields.bool("isDone")
        let done = try fields.bool("done")
        let isCompleted = try fields.bool("isCompleted")
        task.isDone = isDone ?? done ?? isCompleted ?? false
        task.notes = try fields.string("description") ?? ""
        task.isImportant = try fields.bool("important") ?? false
        task.isUrgent = try fields.bool("urgent") ?? false
        switch fields.object["deadline"] {
        case nil, .null?: break
        case .number(let text)?:
            guard let seconds = Double(text), abs(seconds) < 1e11 else {
                throw ImportError(
                    line: fields.object.line, record: fields.record, "“deadline” \(text) is not a date")
            }
            let instant = Date(timeIntervalSince1970: referenceDate + seconds)
            task.deadline = LocalDate.today(now: instant, timeZone: timeZone)
        case .string?: task.deadline = try fields.date("deadline", timeZone: timeZone)
        case let other?:
            throw ImportError(
                line: fields.object.line, record: fields.record,
                "“deadline” must be a date or a number of seconds since 2001, not \(other.kindName)")
        }
        return task
    }

    /// The id to write for `item`: its file id when it came from such a file, else its uid.
    private static func id(_ item: TodoItem, _ json: inout JSONText) {
        let id = item.uid.hasPrefix(uidPrefix) ? String(item.uid.dropFirst(uidPrefix.count)) : item.uid
        if let number = Int64(id), String(number) == id {
            json.number(number)
        } else {
            json.string(id)
        }
    }

    /// `items` in one of the simple shapes, one element a line.
    public static func encode(_ items: [TodoItem], as shape: InterchangeFormat, timeZone: TimeZone) -> [UInt8]
    {
        var json = JSONText(capacity: items.count * 120 + 4)
        json.raw("[")
        for (index, item) in items.enumerated() {
            json.raw(index == 0 ? "\n  " : ",\n  ")
            switch shape {
            case .titlesJSON:
                json.string(item.title)
            case .checklistJSON:
                json.raw("{\"title\":")
                json.string(item.title)
                json.raw(",\"done\":")
                json.bool(item.isDone)
                json.raw("}")
            case .goalsJSON:
                json.raw("{\"id\":")
                id(item, &json)
                json.raw(",\"title\":")
                json.string(item.title)
                json.raw(",\"description\":")
                json.string(item.notes)
                if let deadline = item.deadline {
                    // Swift's JSONEncoder default: seconds since 2001-01-01, here of the deadline's midnight.
                    json.raw(",\"deadline\":")
                    let midnight = DateTimeText.midnight(of: deadline, in: timeZone)
                    json.number(Int64(midnight.timeIntervalSince1970 - referenceDate))
                }
                json.raw(",\"isCompleted\":")
                json.bool(item.isDone)
                json.raw("}")
            case .matrixJSON:
                json.raw("{\"title\":")
                json.string(item.title)
                json.raw(",\"important\":")
                json.bool(item.isImportant)
                json.raw(",\"urgent\":")
                json.bool(item.isUrgent)
                json.raw("}")
            default:
                json.raw("{\"id\":")
                id(item, &json)
                json.raw(",\"title\":")
                json.string(item.title)
                json.raw(",\"isDone\":")
                json.bool(item.isDone)
                json.raw("}")
            }
        }
        json.raw(items.isEmpty ? "]\n" : "\n]\n")
        return json.bytes
    }
}
