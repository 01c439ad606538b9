import Foundation
import IkeCore

/// How one record meets the task it names: what a new task is made of, how a record changes a stored one
/// (only the fields its format carries), and the two rules that keep a file from undoing work done in ike:
/// a record older than the stored task is skipped, and a deletion deletes only what is not newer.
extension Importer {
    /// Why a record older than the stored task is skipped.
    static let olderReason = "older than the task in ike"

    /// Whether the record last changed before the stored task did, to the whole second (iCalendar and
    /// Taskwarrior times have no fractions; ike's own export of the same task is not older than it).
    static func isOlder(_ task: ImportedTask, than stored: TodoItem) -> Bool {
        guard let changed = task.updatedAt else { return false }
        return changed.timeIntervalSince1970.rounded(.down)
            < stored.updatedAt.timeIntervalSince1970.rounded(.down)
    }

    /// A record marked deleted: the stored task is deleted, unless it changed after the record did (then,
    /// as an older record, it is skipped unless `overwrite`); with no stored task it is skipped.
    static func deletionEntry(
        _ task: ImportedTask, stored: TodoItem?, reason: String, overwrite: Bool, now: Date
    ) -> ImportPlan.Entry {
        guard let stored else {
            return .init(
                action: .skip, item: newItem(task, now: now), changedFields: [], line: task.line,
                reason: reason)
        }
        if !overwrite && isOlder(task, than: stored) {
            return .init(action: .skip, item: stored, changedFields: [], line: task.line, reason: olderReason)
        }
        return .init(action: .delete, item: stored, changedFields: [], line: task.line, reason: reason)
    }

    static func newItem(_ task: ImportedTask, now: Date, timeZone: TimeZone = .current) -> TodoItem {
        let status = task.status(besides: nil)
        var item = TodoItem(
            uid: task.uid, title: task.title, notes: task.notes, deadline: task.deadline,
            deadlineTime: task.deadlineTime, isDone: status != .open, isCancelled: status == .cancelled,
            doneAt: status != .open ? (task.doneAt ?? now) : nil, isImportant: task.isImportant,
            isUrgent: task.isUrgent, orderKey: "", createdAt: task.createdAt ?? now,
            updatedAt: task.updatedAt ?? task.createdAt.map { max($0, now) } ?? now, tags: task.tags ?? [],
            repeats: task.repeats, seriesUID: task.seriesUID)
        for case (let field, let value?) in task.plain { field.set(value, in: &item) }
        item.start = task.start
        item.startTime = task.start == nil ? nil : task.startTime
        item.parentUID = task.parentUID
        if let placed = task.isTriaged { item.isTriaged = placed || item.isImportant || item.isUrgent }
        return withFirstDeadline(item, today: LocalDate.today(now: now, timeZone: timeZone))
    }

    /// A recurring task needs a deadline (Docs/Decisions.md, "Recurring tasks"): an open one without gets
    /// its rule's first date from `today`, as setting a rule in ike does. One whose rule has no date left
    /// (an UNTIL in the past) keeps none rather than failing the import.
    static func withFirstDeadline(_ item: TodoItem, today: LocalDate) -> TodoItem {
        guard item.deadline == nil, !item.isDone, let rule = item.repeats?.rule,
            let first = rule.first(onOrAfter: today)
        else { return item }
        var item = item
        item.deadline = first
        return item
    }

    /// `old`'s repeat and series as a record of a format that carries repeats leaves them: the record's,
    /// except that a rule kept in a syntax the format cannot write (a todo.txt `rec:` text in iCalendar)
    /// was never in the file, so its absence there is not a removal.
    static func mergedRepeat(
        _ task: ImportedTask, into new: inout TodoItem, old: TodoItem,
        syntaxes: Set<CustomRepeat.Syntax>
    ) {
        guard task.hasRepeatField else { return }
        if task.repeats == nil, case .custom(let custom)? = old.repeats, !syntaxes.contains(custom.syntax) {
            return
        }
        new.repeats = task.repeats
        if let series = task.seriesUID { new.seriesUID = series }
    }

    /// `old` with the fields the format carries taken from `task`. A time that is the stored time cut to
    /// what the format holds (whole seconds in iCalendar, a date in todo.txt) keeps the stored time, so
    /// re-importing an export changes nothing. `legacyTitles`: the format's files from an ike before
    /// formats carried tags held them in titles (see `ImportedTask.legacyTitle`).
    static func merge(
        _ task: ImportedTask, into old: TodoItem, carried: ImportedFields, legacyTitles: Bool, now: Date,
        timeZone: TimeZone, repeatSyntaxes: Set<CustomRepeat.Syntax> = Set(CustomRepeat.Syntax.allCases)
    ) -> TodoItem {
        func keepingDay(_ imported: Date?, _ stored: Date?) -> Date? {
            guard let imported, let stored else { return imported }
            let day = LocalDate.today(now: stored, timeZone: timeZone)
            let isMidnight = DateTimeText.midnight(of: day, in: timeZone) == imported
            let wholeSeconds = Date(timeIntervalSince1970: stored.timeIntervalSince1970.rounded(.down))
            return isMidnight || wholeSeconds == imported ? stored : imported
        }
        var new = old
        // The record says what an earlier export of the stored task said (`Pay rent +home`), or what a
        // format without tags (the simple JSON shapes) still writes: the task as it is, not a change.
        let legacy =
            legacyTitles && carried.contains(.title)
            && (task.legacyTitle ?? task.title) == TitleTags.written(old)
        // Every field decides here how a record sets it: a new one is a compile error until it does.
        for field in TaskField.allCases where carried.contains(field) {
            switch field {
            case .title: if !legacy { new.title = task.title }
            case .tags: if !legacy, let tags = task.tags { new.tags = tags }
            case .notes: new.notes = task.notes
            case .deadline:
                // A record without a time on the stored date (todo.txt, Markdown, a date-only column) is the
                // stored deadline cut to what the format holds: it keeps its time, as `keepingDay` keeps times.
                let keepsTime = task.deadlineTime == nil && task.deadline == old.deadline
                new.deadline = task.deadline
                new.deadlineTime = keepsTime ? old.deadlineTime : task.deadlineTime
            case .important: new.isImportant = task.isImportant
            case .urgent: new.isUrgent = task.isUrgent
            case .created:
                if let created = keepingDay(task.createdAt, old.createdAt) { new.createdAt = created }
            // The series comes with the rule (`mergedRepeat`).
            case .repeats: mergedRepeat(task, into: &new, old: old, syntaxes: repeatSyntaxes)
            case .series: break
            case .done:
                let status = task.status(besides: old.status)
                new.isDone = status != .open
                new.isCancelled = status == .cancelled
            case .doneAt: if task.doneAt != nil { new.doneAt = keepingDay(task.doneAt, old.doneAt) }
            // A file's order places new tasks; a matched task keeps its place in the list.
            case .order: break
            case .plain(let plain): if let given = task.plainValue(plain) { plain.set(given, in: &new) }
            case .start:
                if task.hasStartField {
                    // As the deadline: a date without a time on the stored day keeps the stored time.
                    let keepsTime = task.startTime == nil && task.start == old.start
                    new.start = task.start
                    new.startTime = task.start == nil ? nil : keepsTime ? old.startTime : task.startTime
                }
            case .parent: if task.hasParentField { new.parentUID = task.parentUID }
            }
        }
        if !new.isDone {
            new.doneAt = nil
        } else if new.doneAt == nil {
            new.doneAt = now
        }
        if carried.contains(.repeats) {
            new = withFirstDeadline(new, today: LocalDate.today(now: now, timeZone: timeZone))
        }
        if new != old { new.updatedAt = task.updatedAt ?? now }
        return new
    }

    /// The names of the fields that differ, for `--dry-run` (both flags are the quadrant; when it was done
    /// goes with done, the series with the rule; the list position is never an import's change).
    static func changedFields(_ old: TodoItem, _ new: TodoItem) -> [String] {
        var names: [String] = []
        for field in TaskField.changed(from: old, to: new) {
            let name: String? =
                switch field {
                case .title: "title"
                case .notes: "notes"
                case .deadline: "deadline"
                case .done, .doneAt: "done"
                case .important, .urgent: "quadrant"
                case .created: "created"
                // The set: a tag spelled otherwise in the file is the same tag, whose first spelling stays.
                case .tags: old.tags != new.tags ? "tags" : nil
                case .repeats, .series: "repeat"
                case .order: nil
                case .start: "start"
                case .parent: "parent"
                case .plain(let plain): plain.name
                }
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
