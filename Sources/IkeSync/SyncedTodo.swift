import Foundation
import IkeCore
import IkeInterchange

/// A server member read as a task: its calendar, the VTODO ike edits (the one without RECURRENCE-ID) and
/// the fields in it.
struct SyncedTodo {
    var calendar: CalendarComponent
    var todoIndex: Int
    let uid: String

    /// The member's VTODO, or nil with why it is left alone (an event, no UID, not iCalendar).
    static func read(_ bytes: [UInt8]) -> Result<SyncedTodo, SkipReason> {
        guard let calendar = try? CalendarComponent.parse(bytes: bytes) else { return .failure(.unreadable) }
        guard
            let index = calendar.components.firstIndex(where: {
                $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil
            })
        else {
            return .failure(.notATask)
        }
        guard let uid = calendar.components[index].property("UID")?.value, !uid.isEmpty else {
            return .failure(.noUID)
        }
        return .success(SyncedTodo(calendar: calendar, todoIndex: index, uid: uid))
    }

    /// Why a member is not synced.
    enum SkipReason: Error {
        case unreadable, notATask, noUID

        var words: String {
            switch self {
            case .unreadable: "is not iCalendar text"
            case .notATask: "holds no task (an event?)"
            case .noUID: "is a task without a UID"
            }
        }
    }

    var todo: CalendarComponent { calendar.components[todoIndex] }

    /// The fields of the task as ike holds it: the master's, moved past the occurrences other clients
    /// completed with `RECURRENCE-ID` overrides (Nextcloud Tasks' and Thunderbird's way), as `ike import`
    /// reads them (Docs/Formats.md, "Repeating tasks"): the deadline at the first occurrence none completed,
    /// COUNT lowered by those passed, done for good when none is left. Computed the same for the base and
    /// the server's copy, so an override added on the server is a change of deadline to merge, and a master
    /// ike patches keeps the overrides as they are.
    func fields(timeZone: TimeZone) -> VTodoFields {
        var fields = VTodoFields(todo, timeZone: timeZone)
        let start = todo.property("DTSTART").flatMap { DateTimeText($0.value)?.localDate(in: timeZone) }
        guard !fields.isDone, let repeats = fields.repeats, let due = fields.deadline ?? start else {
            return fields
        }
        let completed = completedOccurrences(timeZone: timeZone)
        guard !completed.isEmpty else { return fields }
        // RECURRENCE-IDs name occurrences by DTSTART; the deadline is DUE, which may be days later.
        let offset = start.map { $0.days(until: due) } ?? 0
        let dates = Set(completed.map { $0.adding(days: offset) })
        if let open = ICalendarRepeat.firstOpen(from: due, repeats: repeats, completed: dates) {
            fields.deadline = open.deadline
            fields.repeats = open.repeats
        } else {
            fields.status = .done
        }
        return fields
    }

    /// The date of the DUE the VTODO itself holds (what `fields` starts from).
    func writtenDeadline(timeZone: TimeZone) -> LocalDate? {
        todo.writtenDeadline(in: timeZone)
    }

    /// Whether the calendar holds overrides of this task (the same UID with a RECURRENCE-ID).
    var hasOverrides: Bool {
        calendar.components.contains {
            $0.name == "VTODO" && $0.property("UID")?.value == uid && $0.property("RECURRENCE-ID") != nil
        }
    }

    /// The dates of the occurrences that overrides of this task (the same UID with a RECURRENCE-ID) mark
    /// completed.
    private func completedOccurrences(timeZone: TimeZone) -> [LocalDate] {
        calendar.components.compactMap { component in
            guard component.name == "VTODO", component.property("UID")?.value == uid,
                let occurrence = component.property("RECURRENCE-ID")
            else { return nil }
            // Done as VTodoFields reads it.
            guard component.isCompleted else { return nil }
            return DateTimeText(occurrence.value)?.localDate(in: timeZone)
        }
    }

    /// When the server's copy last changed (LAST-MODIFIED, else DTSTAMP), for the later-change-wins rule.
    var lastModified: Date? {
        let stamp = todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP")
        return stamp.flatMap { DateTimeText($0.value)?.instant(in: TimeZone(identifier: "UTC")!) }
    }

    /// The title for messages ("(no title)" when SUMMARY is missing, as the screens show such a task).
    var title: String {
        let summary = todo.property("SUMMARY")?.text ?? ""
        return TodoItem.normalizedTitle(summary) ?? TodoItem.untitledLabel
    }
}
