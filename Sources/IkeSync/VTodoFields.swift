import Foundation
import IkeCore
import IkeInterchange

/// The fields of a task that sync compares, merges and writes, read from a VTODO or a task (Docs/Sync.md,
/// "The VTODO mapping").
///
/// Everything else in a server's VTODO (alarms, other apps' X- properties, RELATED-TO, time zones) is never
/// read into these and so never rewritten: `patch` changes only the properties of fields whose values
/// differ, so another client's RRULE is rewritten only when the rule itself changed.
public struct VTodoFields: Hashable, Sendable {
    public var title = ""
    public var notes = ""
    public var deadline: LocalDate?
    /// The deadline's wall-clock time; part of the deadline field (`due`), never merged apart from it.
    public var deadlineTime: TimeOfDay?
    /// Open, done or cancelled: STATUS (with COMPLETED), one field.
    public var status = TaskStatus.open
    public var isImportant = false
    public var isUrgent = false
    /// ike's manual order key (`X-IKE-ORDER`); nil when the server's copy has none.
    public var orderKey: String?
    /// Tag names, compared without case like tags themselves.
    public var tags = TagSet()
    /// The `X-APPLE-SORT-ORDER` written (phones' manual order; `AppleSortOrder`); a task's own fields have
    /// none: the sync places it among its neighbours when it sends it.
    public var sortOrder: Int?
    /// The repeat rule (RRULE with `X-IKE-REPEAT-FROM`; see `ICalendarRepeat`); a rule kept in another
    /// format's syntax has no RRULE and is not a field here.
    public var repeats: TaskRepeat?
    /// For a done occurrence, its repeating task's uid (`X-IKE-SERIES`).
    public var seriesUID: String?
    /// The plain fields' values (`X-IKE-NAME`, `PlainField`); a field without one is absent.
    public var plain: [PlainField: PlainValue] = [:]
    /// The start with its time (DTSTART, or `X-IKE-START` for a repeating task; Docs/Sync.md, "The
    /// start"); one field, as the deadline is.
    public var start: Deadline?
    /// The parent's uid (`RELATED-TO;RELTYPE=PARENT`; Docs/Sync.md, "Steps").
    public var parentUID: String?

    /// Whether the task is closed (done or cancelled); setting it closes an open task as done and reopens a
    /// closed one.
    public var isDone: Bool {
        get { status != .open }
        set { if newValue != isDone { status = newValue ? .done : .open } }
    }

    /// Whether sync carries `field` from one machine to another: its value reaches a second ike as it was.
    /// When a task was done and when it was created are not carried: COMPLETED is written at the sync that
    /// sends the completion, and a task received is created at its arrival (Docs/Sync.md).
    public static func carries(_ field: TaskField) -> Bool {
        switch field {
        case .title, .notes, .deadline, .done, .important, .urgent, .order, .tags, .repeats, .series, .plain,
            .start, .parent:
            true
        case .doneAt, .created: false
        }
    }

    /// The fields of `item`.
    public init(_ item: TodoItem) {
        // Every field decides here whether sync carries it: a new one is a compile error until it does.
        for field in TaskField.allCases {
            switch field {
            case .title: title = item.title
            case .notes: notes = item.notes
            case .deadline:
                deadline = item.deadline
                deadlineTime = item.deadline == nil ? nil : item.deadlineTime
            case .done: status = item.status
            case .important: isImportant = item.isImportant
            case .urgent: isUrgent = item.isUrgent
            case .order: orderKey = item.orderKey
            case .tags: tags = item.tags
            case .repeats: repeats = ICalendarRepeat.carried(item.repeats)
            case .series: seriesUID = item.seriesUID
            case .plain(let field): plain[field] = field.value(in: item)
            case .start: start = item.startWithTime
            case .parent: parentUID = item.parentUID
            // Not compared: COMPLETED goes with done; CREATED is written once, with the VTODO.
            case .doneAt, .created: break
            }
        }
    }

    /// The fields a VTODO holds: SUMMARY, DESCRIPTION, DUE (its date, and its time when it has one),
    /// STATUS (CANCELLED, else COMPLETED or a COMPLETED time), X-IKE-IMPORTANT or else PRIORITY 1–4, X-IKE-URGENT, X-IKE-ORDER, every CATEGORIES
    /// item that is a tag, RRULE and X-IKE-SERIES (Docs/Sync.md, "The VTODO mapping").
    public init(_ todo: CalendarComponent, timeZone: TimeZone = .current) {
        for field in TaskField.allCases {
            switch field {
            // As ike stores them (one trimmed line; notes without trailing blank lines, NFC): an unchanged
            // task's fields then equal the server's, and another client's exact SUMMARY and DESCRIPTION (a
            // final newline, a title on two lines) are never rewritten by an edit of something else.
            case .title: title = todo.property("SUMMARY").flatMap { TodoItem.normalizedTitle($0.text) } ?? ""
            case .notes: notes = TodoItem.normalizedNotes(todo.property("DESCRIPTION")?.text ?? "")
            case .deadline:
                // DUE, or DTSTART for a series dated by its start (`isSeriesDatedByStart`).
                let due = todo.deadlineProperty.flatMap { DateTimeText($0.value) }
                deadline = due?.localDate(in: timeZone)
                deadlineTime = due?.localTime(in: timeZone)
            case .done: status = todo.status
            case .important:
                if let flag = todo.property("X-IKE-IMPORTANT") {
                    isImportant = flag.value == "1"
                } else {
                    let priority = todo.property("PRIORITY").flatMap { Int($0.value) } ?? 0
                    isImportant = (1...4).contains(priority)
                }
            case .urgent: isUrgent = todo.property("X-IKE-URGENT")?.value == "1"
            case .order: orderKey = todo.property("X-IKE-ORDER")?.text
            case .tags:
                for property in todo.properties("CATEGORIES") {
                    for name in property.listItems {
                        if let tag = CalendarComponent.tag(ofCategory: name) { _ = tags.insert(tag) }
                    }
                }
            case .repeats:
                repeats = todo.property("RRULE").map {
                    ICalendarRepeat.read(
                        rrule: $0.value, from: todo.property(ICalendarRepeat.fromProperty)?.value)
                }
            case .series: seriesUID = todo.property("X-IKE-SERIES")?.text
            case .plain(let field): plain[field] = todo.plain(field)
            case .start: start = todo.taskStart(in: timeZone)
            case .parent: parentUID = todo.parentUID
            case .doneAt, .created: break
            }
        }
        sortOrder = AppleSortOrder.explicit(todo)
    }

    /// The deadline with its time, the one field sync merges and reports ("2026-12-01 15:00").
    public var due: Deadline? {
        get { deadline.map { Deadline(date: $0, time: deadlineTime) } }
        set {
            deadline = newValue?.date
            deadlineTime = newValue?.time
        }
    }

    /// These fields with the time `base` (the server's copy last synced) gives this same deadline date,
    /// when these have none: a task synced before ike stored times (v12) holds the date alone, and must
    /// not send the server's time away as if it had been removed. The cost: removing a time while keeping
    /// the date does not reach the server (Docs/Sync.md).
    public func keepingTime(of base: VTodoFields?) -> VTodoFields {
        guard let base, deadlineTime == nil, base.deadlineTime != nil, deadline == base.deadline else {
            return self
        }
        var fields = self
        fields.deadlineTime = base.deadlineTime
        return fields
    }

    /// `item` with these fields (the uid, id, creation time and anything else are its own).
    public func applied(to item: TodoItem, now: Date) -> TodoItem {
        var result = item
        for field in TaskField.allCases {
            switch field {
            // A VTODO without SUMMARY (it is optional) keeps the task's title.
            case .title: result.title = TodoItem.normalizedTitle(title) ?? item.title
            case .notes: result.notes = notes
            case .deadline:
                result.deadline = deadline
                result.deadlineTime = deadline == nil ? nil : deadlineTime
            case .done: result.setStatus(status, at: now)
            case .important: result.isImportant = isImportant
            case .urgent: result.isUrgent = isUrgent
            case .order: if let orderKey, !orderKey.isEmpty { result.orderKey = orderKey }
            case .tags: result.tags = tags
            case .repeats:
                // A rule kept in another format's syntax was never on the server: its absence there
                // removes nothing.
                if repeats != nil || ICalendarRepeat.carried(item.repeats) != nil { result.repeats = repeats }
            case .series: if let seriesUID { result.seriesUID = seriesUID }
            case .plain(let field): field.set(plain[field], in: &result)
            case .start:
                result.start = start?.date
                result.startTime = start?.time
            case .parent: result.parentUID = parentUID
            case .doneAt, .created: break
            }
        }
        return result
    }

    /// Writes into `todo` the fields that differ from `old` (what the VTODO held), leaving every other
    /// property as it was, and stamps DTSTAMP and LAST-MODIFIED. `writtenDeadline` is the date of the DUE
    /// the VTODO holds when `old.deadline` stands past occurrences completed by overrides
    /// (`SyncedTodo.fields`): DTSTART keeps its distance to the DUE written beside it, and stays valid
    /// beside it (`keepStartValid`).
    public func patch(
        _ todo: inout CalendarComponent, from old: VTodoFields, now: Date, writtenDeadline: LocalDate? = nil,
        timeZone: TimeZone = .current
    ) {
        for field in TaskField.allCases {
            switch field {
            case .title: if title != old.title { todo.set(.text("SUMMARY", title)) }
            case .notes:
                if notes != old.notes {
                    if notes.isEmpty {
                        todo.remove("DESCRIPTION")
                    } else {
                        todo.set(.text("DESCRIPTION", notes))
                    }
                }
            // The edits an export of an imported VTODO makes too (CalendarComponent+VTodo.swift). Compared
            // with its time: a DUE ike did not change keeps its exact text (its TZID, its seconds). A
            // repeating task's DUE that advances in place takes DTSTART with it (the series counts from it).
            case .deadline:
                if due != old.due {
                    todo.writeDeadline(
                        deadline, time: deadlineTime, from: writtenDeadline ?? old.deadline,
                        repeating: repeats != nil, timeZone: timeZone)
                }
            case .done: if status != old.status { todo.setStatus(status, at: now) }
            case .important: if isImportant != old.isImportant { todo.setImportant(isImportant) }
            case .urgent:
                if isUrgent != old.isUrgent {
                    todo.set(CalendarProperty(name: "X-IKE-URGENT", value: isUrgent ? "1" : "0"))
                }
            case .order:
                if orderKey != old.orderKey, let orderKey { todo.set(.text("X-IKE-ORDER", orderKey)) }
            // The set, not the spellings: ike keeps a tag's first spelling and renames none, so a spelling
            // that differs is the server's own and stays (setTags).
            case .tags: if tags != old.tags { todo.setTags(tags) }
            case .repeats:
                if repeats != old.repeats { todo.setRepeatKeepingDate(repeats) }
            case .series:
                if seriesUID != old.seriesUID, let seriesUID { todo.set(.text("X-IKE-SERIES", seriesUID)) }
            case .plain(let field): if plain[field] != old.plain[field] { todo.setPlain(field, plain[field]) }
            // Last, once DUE and the rule are written (the start takes DUE's value type), and only when
            // the VTODO does not read as this start already: a start ike did not change keeps another
            // app's exact DTSTART, and one a new DUE retyped gets its exact value back beside it.
            case .start: break
            // Only the parent link: another app's CHILD, SIBLING or DEPENDS-ON links stay as written.
            case .parent: if parentUID != old.parentUID { todo.setParent(parentUID) }
            case .doneAt, .created: break
            }
        }
        todo.keepTaskStart(start, timeZone: timeZone)
        if sortOrder != old.sortOrder, let sortOrder {
            todo.set(CalendarProperty(name: "X-APPLE-SORT-ORDER", value: String(sortOrder)))
        }
        todo.stamp(now)
    }

    /// A new VCALENDAR holding one VTODO for `uid` with these fields.
    public func newCalendar(uid: String, created: Date, now: Date) -> CalendarComponent {
        var todo = CalendarComponent(
            name: "VTODO",
            properties: [
                CalendarProperty(name: "UID", value: uid),
                CalendarProperty(name: "CREATED", value: DateTimeText.basicUTC(created)),
            ])
        var empty = VTodoFields.empty
        empty.orderKey = nil
        patch(&todo, from: empty, now: now)
        if !isDone { todo.set(CalendarProperty(name: "STATUS", value: "NEEDS-ACTION")) }
        return CalendarComponent(
            name: "VCALENDAR",
            properties: [
                CalendarProperty(name: "VERSION", value: "2.0"),
                CalendarProperty(name: "PRODID", value: "-//ike//ike//EN"),
            ],
            components: [todo])
    }

    /// No field set: what a new VTODO is patched from.
    static var empty: VTodoFields {
        VTodoFields(TodoItem(uid: "", title: "", createdAt: Date(timeIntervalSince1970: 0)))
    }
}

extension CalendarComponent {
    /// Marks the VTODO important or not: X-IKE-IMPORTANT, and PRIORITY moved into (or out of) the 1–4 that
    /// other clients read as high, leaving a priority that already says so as it is.
    mutating func setImportant(_ isImportant: Bool) {
        set(CalendarProperty(name: "X-IKE-IMPORTANT", value: isImportant ? "1" : "0"))
        let priority = property("PRIORITY").flatMap { Int($0.value) } ?? 0
        if isImportant && !(1...4).contains(priority) {
            set(CalendarProperty(name: "PRIORITY", value: "1"))
        } else if !isImportant && (1...4).contains(priority) {
            set(CalendarProperty(name: "PRIORITY", value: "0"))
        }
    }
}
