import Foundation
import IkeCore
import IkeInterchange

/// A server member read as a task: its calendar, the VTODO ike edits (the one without RECURRENCE-ID) and
/// the fields in it.
struct SyncedTodo {
    var calendar: CalendarComponent
    let todoIndex: Int
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

    func fields(timeZone: TimeZone) -> VTodoFields { VTodoFields(todo, timeZone: timeZone) }

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
