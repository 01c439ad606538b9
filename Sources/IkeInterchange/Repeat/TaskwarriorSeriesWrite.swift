import Foundation
import IkeCore

/// A Taskwarrior series changed in ike, written record by record as Taskwarrior would hold it after the
/// same change (its original: `TaskwarriorSeriesOriginal`):
///
/// - a pending instance due before ike's deadline was passed in ike: it goes back `completed` when ike
///   holds a done record for its day, and is then that record (its uid as `ikeuid`, its times, title and
///   tags; the record is not written again on its own), else `deleted`; the template's `mask` gets `+` or
///   `X` at its `imask`, as `task done` and `task delete` set it, so no occurrence is generated twice;
/// - the earliest instance left stands for ike's task (ike's deadline is its `due`); the other instances
///   and the template get ike's changes to the fields they share (title, priority, tags, notes, rule). The
///   template keeps its `due`: the mask counts occurrences from it;
/// - when no instance is left (ike moved past them all), the next positions of the mask are written as
///   Taskwarrior would fill them, one per occurrence of ike's rule from the template's `due`: `X` for
///   one ike passed, `+` and a completed instance for one ike holds a done record of, and a pending
///   instance for ike's deadline, so Taskwarrior generates none of them again.
///
/// A rule ike cannot follow (kept as Taskwarrior's text) passes no occurrence: its earliest instance just
/// takes ike's deadline.
struct TaskwarriorSeriesWrite {
    /// The records to write: the original's, changed, then the instances made here.
    private(set) var objects: [JSONObject]
    /// The uids of the done records written as completed instances.
    private(set) var consumed: [String] = []
    private let texts: [String]
    private let item: TodoItem
    private var doneRecords: [LocalDate: TodoItem]
    private let timeZone: TimeZone
    private let template: Int
    private var mask: [Character]
    private var maskChanged = false

    /// The most mask positions written past the template's own: a bound on work, as for ike's own
    /// passed occurrences.
    static let maximumPositions = 100_000

    /// A write of `records` (the original's) for `item`; nil when they hold no template.
    init?(
        _ records: [(object: JSONObject, text: String)], item: TodoItem, doneRecords: [LocalDate: TodoItem],
        timeZone: TimeZone
    ) {
        guard let template = records.firstIndex(where: { Self.text($0.object, "status") == "recurring" })
        else { return nil }
        objects = records.map(\.object)
        texts = records.map(\.text)
        self.item = item
        self.doneRecords = doneRecords
        self.timeZone = timeZone
        self.template = template
        mask = Array(Self.text(records[template].object, "mask") ?? "")
    }

    /// Writes every record (see the type's summary).
    mutating func run() {
        guard let deadline = item.deadline else { return }
        var pending: [(index: Int, day: LocalDate)] = []
        for (index, object) in objects.enumerated() where index != template && object["parent"] != nil {
            guard let status = Self.text(object, "status"), status == "pending" || status == "waiting",
                let day = day(object, "due")
            else { continue }
            pending.append((index, day))
        }
        pending.sort { ($0.day, $0.index) < ($1.day, $1.index) }
        let steps = item.repeats?.rule != nil
        let passed = steps ? pending.prefix { $0.day < deadline } : []
        for instance in passed { close(instance.index, day: instance.day) }
        let left = pending.dropFirst(passed.count)
        if let standing = left.first {
            objects[standing.index] = patched(standing.index, keepingDue: false)
        }
        for other in left.dropFirst() { objects[other.index] = patched(other.index, keepingDue: true) }
        objects[template] = patched(template, keepingDue: true)
        if left.isEmpty && steps { generate(until: deadline) }
        if maskChanged {
            objects[template].set("mask", .string(String(mask)))
            objects[template].set("modified", time(item.updatedAt))
        }
    }

    /// Record `index` with ike's changes to the fields of the series, and ike's deadline unless
    /// `keepingDue`; its own creation and done state stay.
    private func patched(_ index: Int, keepingDue: Bool) -> JSONObject {
        guard let read = read(texts[index]) else { return objects[index] }
        var member = item
        if keepingDue {
            member.deadline = read.deadline
            member.deadlineTime = read.deadlineTime
        }
        member.createdAt = read.createdAt ?? item.createdAt
        member.isDone = read.isDone
        member.doneAt = read.doneAt
        return TaskwarriorOriginal.patched(
            texts[index], with: member, timeZone: timeZone, asSeriesMember: true) ?? objects[index]
    }

    /// Closes the pending instance `index`, due on `day`, that ike passed: completed as ike's done record
    /// of that day, or deleted.
    private mutating func close(_ index: Int, day: LocalDate) {
        let position = Self.position(objects[index])
        if let done = doneRecords[day], let read = read(texts[index]),
            let object = completed(texts[index], by: done, due: read)
        {
            objects[index] = object
            mark(position, "+")
            return
        }
        objects[index].set("status", .string("deleted"))
        objects[index].set("end", time(item.updatedAt))
        objects[index].set("modified", time(item.updatedAt))
        mark(position, "X")
    }

    /// The instance `text` completed as the done record `done`: the record's fields but the rule and
    /// `due`, which stay the instance's (as `read` says them), its creation time and its uid as `ikeuid`.
    /// The record is then written here only.
    private mutating func completed(_ text: String, by done: TodoItem, due read: ImportedTask) -> JSONObject?
    {
        var member = done
        member.repeats = read.repeats
        member.deadline = read.deadline
        member.deadlineTime = read.deadlineTime
        guard
            var object = TaskwarriorOriginal.patched(
                text, with: member, timeZone: timeZone, asSeriesMember: true)
        else { return nil }
        object.set("entry", time(done.createdAt))
        object.set(TaskwarriorCodec.uidAttribute, .string(done.uid))
        if let day = done.deadline { doneRecords[day] = nil }
        consumed.append(done.uid)
        return object
    }

    /// Fills the mask's positions after its last up to ike's deadline (see the type's summary).
    private mutating func generate(until deadline: LocalDate) {
        guard var rule = item.repeats?.rule, var date = day(objects[template], "due") else { return }
        rule.end = nil
        rule.anchor = .schedule
        var position = 0
        while position < mask.count + Self.maximumPositions {
            if position >= mask.count {
                if date >= deadline {
                    var instance = instance(at: position, uuid: nil)
                    let due = DateTimeText.instant(of: deadline, at: item.deadlineTime, in: timeZone)
                    instance.set("due", time(due))
                    objects.append(instance)
                    mark(position, "-")
                    return
                }
                if let done = doneRecords[date], let object = generated(done, at: position) {
                    objects.append(object)
                    mark(position, "+")
                } else {
                    mark(position, "X")
                }
            }
            guard let next = rule.next(after: date) else { return }
            date = next
            position += 1
        }
    }

    /// A completed instance at mask `position` made of the done record `done`.
    private mutating func generated(_ done: TodoItem, at position: Int) -> JSONObject? {
        guard let day = done.deadline else { return nil }
        var instance = instance(at: position, uuid: TaskwarriorCodec.uuid(for: done.uid))
        instance.set("due", time(DateTimeText.instant(of: day, at: done.deadlineTime, in: timeZone)))
        var json = JSONText(capacity: 512)
        instance.write(to: &json)
        let text = String(decoding: json.bytes, as: UTF8.self)
        guard let read = read(text) else { return nil }
        return completed(text, by: done, due: read)
    }

    /// A pending instance at mask `position` as Taskwarrior generates one: the template, changed as ike
    /// changed it, with its own uuid (`uuid`, else one derived from the template's and the position),
    /// `parent`, `imask` and `entry`, without the template's `mask` or the members `task export` adds.
    /// Its `wait` is left out (Taskwarrior moves it with the due).
    private func instance(at position: Int, uuid: String?) -> JSONObject {
        var object = objects[template]
        for key in ["id", "urgency", "mask", "wait"] { object.set(key, nil) }
        let parent = Self.text(object, "uuid") ?? ""
        object.set("status", .string("pending"))
        object.set("uuid", .string(uuid ?? TaskwarriorCodec.derivedUUID(parent + "#" + String(position))))
        object.set("parent", .string(parent))
        object.set("imask", .number(String(position)))
        object.set("entry", time(item.updatedAt))
        object.set("modified", time(item.updatedAt))
        return object
    }

    /// Sets the mask at `position` (padding with `?`, as Taskwarrior does, when it is shorter).
    private mutating func mark(_ position: Int?, _ character: Character) {
        guard let position, position >= 0, position < mask.count + Self.maximumPositions else { return }
        while mask.count <= position { mask.append("?") }
        mask[position] = character
        maskChanged = true
    }

    /// The task one record says, read as the import reads it.
    private func read(_ text: String) -> ImportedTask? {
        guard case .object(let object)? = try? JSONReader.parse(Array(text.utf8)) else { return nil }
        let array = JSONArray(values: [.object(object)], lines: [object.line], line: object.line)
        return try? TaskwarriorCodec.parse(array, timeZone: timeZone).tasks.first
    }

    /// The day member `key` says, as the import reads `due`.
    private func day(_ object: JSONObject, _ key: String) -> LocalDate? {
        Self.text(object, key).flatMap { DateTimeText($0) }?.localDate(in: timeZone)
    }

    private func time(_ instant: Date) -> JSONValue { .string(DateTimeText.basicUTC(instant)) }

    /// An instance's `imask`: a number (`2`, or `2.000000` as Taskwarrior 2.6 writes one it imported), or
    /// the same in a string.
    private static func position(_ object: JSONObject) -> Int? {
        let text: String
        switch object["imask"] {
        case .number(let number)?: text = number
        case .string(let string)?: text = string
        default: return nil
        }
        return Double(text).flatMap { Int(exactly: $0) }
    }

    private static func text(_ object: JSONObject, _ key: String) -> String? {
        if case .string(let value)? = object[key], !value.isEmpty { return value }
        return nil
    }
}
