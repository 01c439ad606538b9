import Foundation
import IkeCore
import IkeInterchange

/// The text a task is created with on the server. A task that came from another app's VTODO (its
/// iCalendar original, Docs/Architecture.md "Originals", or the old copy of a task moving between
/// collections) is created from that VTODO with this database's fields patched in, the way every later
/// update patches the server's text, so the alarms, X- properties, recurrence and time zones the other app
/// wrote reach the server too. Any other task gets a VTODO of its own.
extension SyncRunner {
    /// The iCalendar original of `uid`, if it was imported from a calendar file.
    func calendarOriginal(uid: String) throws -> String? {
        try store.original(uid: uid, format: InterchangeFormat.iCalendar.rawValue).map(
            ICalendarOriginal.calendar)
    }

    /// `fields` as a new member's text, starting from `text` (a VCALENDAR holding the task's VTODO) when it
    /// reads as one.
    func creationBody(
        uid: String, item: TodoItem, fields: VTodoFields, startingFrom text: String?, now: Date
    )
        -> String
    {
        guard let text, case .success(var todo) = SyncedTodo.read(Array(text.utf8)), todo.uid == uid else {
            return fields.newCalendar(uid: uid, created: item.createdAt, now: now).text
        }
        // The import made done records of the completed overrides a moved start takes out.
        _ = todo.write(fields, over: todo.fields(timeZone: timeZone), now: now, timeZone: timeZone)
        // An original keeps only the task's components; a calendar needs these two.
        if todo.calendar.property("PRODID") == nil {
            todo.calendar.properties.insert(CalendarProperty(name: "PRODID", value: "-//ike//ike//EN"), at: 0)
        }
        if todo.calendar.property("VERSION") == nil {
            todo.calendar.properties.insert(CalendarProperty(name: "VERSION", value: "2.0"), at: 0)
        }
        return todo.calendar.text
    }
}
