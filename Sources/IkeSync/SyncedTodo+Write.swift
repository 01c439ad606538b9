import Foundation
import IkeCore
import IkeInterchange

extension SyncedTodo {
    /// Writes `new` into the master VTODO where it differs from `old` (`VTodoFields.patch`) and takes
    /// out the overrides its moved start left behind (`SeriesOverrides`). Returns the occurrences those
    /// overrides completed, each at its deadline (its RECURRENCE-ID moved by the master's distance from
    /// DTSTART to DUE), for the caller to keep as done records.
    mutating func write(
        _ new: VTodoFields, over old: VTodoFields, now: Date, timeZone: TimeZone
    ) -> [(deadline: LocalDate, override: SeriesOverrides.Removed)] {
        let hasOverrides = self.hasOverrides
        let offset = deadlineOffset(timeZone: timeZone)
        new.patch(
            &calendar.components[todoIndex], from: old, now: now,
            writtenDeadline: writtenDeadline(timeZone: timeZone),
            timeZone: timeZone)
        guard hasOverrides else { return [] }
        var removed: [SeriesOverrides.Removed] = []
        if new.due != old.due {
            removed = SeriesOverrides.removeBeforeStart(
                of: calendar.components[todoIndex], uid: uid, from: &calendar.components, timeZone: timeZone)
        }
        SeriesOverrides.retype(
            of: calendar.components[todoIndex], uid: uid, in: &calendar.components, timeZone: timeZone)
        todoIndex = calendar.components.firstIndex {
            $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil
        }!
        return removed.filter(\.isCompleted).map { ($0.occurrence.adding(days: offset), $0) }
    }

    /// Days from the master's DTSTART to its DUE (RECURRENCE-IDs name occurrences by DTSTART); 0 when
    /// either is missing.
    private func deadlineOffset(timeZone: TimeZone) -> Int {
        guard
            let start = todo.property("DTSTART").flatMap({ DateTimeText($0.value)?.localDate(in: timeZone) }),
            let due = writtenDeadline(timeZone: timeZone)
        else { return 0 }
        return start.days(until: due)
    }
}

extension SyncRunner {
    /// Keeps the occurrences that overrides taken out of `seriesUID`'s member had completed as done records
    /// of the series, made as ike makes its own (`TodoItem.doneOccurrence`): the next sync sends them, and
    /// one ike holds already (the same occurrence completed here, or an earlier run) is left as it is.
    func keepCompletions(
        _ completions: [(deadline: LocalDate, override: SeriesOverrides.Removed)], seriesUID: String
    ) throws {
        guard !completions.isEmpty, let series = try store.item(uid: seriesUID) else { return }
        let now = store.environment.now()
        _ = try store.change { writer in
            for (deadline, override) in completions {
                var occurrence = series
                occurrence.deadline = deadline
                if let title = override.title { occurrence.title = title }
                let record = occurrence.doneOccurrence(at: override.completedAt ?? now, today: deadline)
                guard try writer.item(uid: record.uid) == nil else { continue }
                try writer.insert(record, at: .bottom)
            }
        }
    }
}
