import Foundation
import IkeCore

/// iCalendar VTODO components (RFC 5545), as Nextcloud Tasks, Thunderbird and Apple Reminders exchange them:
/// UID, SUMMARY, DESCRIPTION, DUE, STATUS, COMPLETED, PRIORITY, CATEGORIES (the tags), CREATED and LAST-MODIFIED.
/// Other components (VEVENT, VTIMEZONE, a VALARM inside a VTODO) and unknown properties are read past, their
/// lines unparsed. TEXT values are
/// handled by `ICalendarText`; writing is in `ICalendarCodec+Encoding.swift`.
public enum ICalendarCodec {
    /// PRIORITY for each quadrant: 1, 5 and 9 are what Apple Reminders, Thunderbird and Nextcloud Tasks
    /// write for high, medium and low, so each quadrant shows as its own level; eliminate writes none.
    static func priority(_ quadrant: Quadrant) -> Int? {
        switch quadrant {
        case .doFirst: 1
        case .schedule: 5
        case .delegate: 9
        case .eliminate: nil
        }
    }

    /// The quadrant of a PRIORITY, by RFC 5545's three levels (§3.8.1.9): 1–4 (high) do first, 5 (medium)
    /// schedule, 6–9 (low) delegate; 0 (undefined) eliminate, as is a VTODO without PRIORITY.
    static func quadrant(priority: Int) -> Quadrant {
        switch priority {
        case 1...4: .doFirst
        case 5: .schedule
        case 6...9: .delegate
        default: .eliminate
        }
    }

    /// One VTODO while it is read.
    private struct Draft {
        var task: ImportedTask
        var categories: [String] = []
        /// The line of the first CATEGORIES, where a category that is not a tag is reported.
        var categoriesLine = 0
        /// A RECURRENCE-ID: this VTODO changes one occurrence of a repeating task with the same UID.
        var isOccurrence = false
        /// STATUS:CANCELLED.
        var isCancelled = false
    }

    /// Every VTODO, in file order. A repeating task is one task: the VTODOs that change single occurrences
    /// of it (the same UID with a RECURRENCE-ID) are skipped, and an occurrence whose repeating task is not
    /// in the file stands for it (once per UID).
    static func parse(_ text: ImportText, timeZone: TimeZone) throws(ImportError) -> ParsedFile {
        var derived = StableID.Deriver(prefix: "ics")
        var drafts: [Draft] = []
        var stack: [(name: String, line: Int)] = []
        var current: Draft?
        // The stack depth of the open VTODO: properties of components nested in it are not its own.
        var todoDepth = 0
        // The calendar's METHOD: CANCEL is an iTIP cancellation (RFC 5546 §3.4.5), whose VTODOs are gone.
        var method = ""
        for logical in ICalendarReader.logicalLines(text) {
            // Only a VTODO's own lines are read, so only they must be well-formed: a malformed line in an
            // event, a time zone, an alarm or an unknown component (or the calendar's own) is read past,
            // as ike would skip it anyway. BEGIN and END lines count everywhere: they decide what is a
            // VTODO's own.
            let isOwnLine = current != nil && stack.count == todoDepth
            let parsed =
                isOwnLine
                ? try ICalendarReader.parse(logical.text, line: logical.line)
                : try? ICalendarReader.parse(logical.text, line: logical.line)
            guard let content = parsed else { continue }
            switch content.name {
            case "BEGIN":
                let component = content.value.uppercased()
                stack.append((component, content.line))
                if component == "VTODO" && todoDepth == 0 {
                    current = Draft(
                        task: ImportedTask(uid: "", title: "", line: content.line, record: drafts.count + 1))
                    todoDepth = stack.count
                }
                continue
            case "END":
                let component = content.value.uppercased()
                guard let open = stack.popLast() else {
                    throw ImportError(line: content.line, "END:\(component) without a BEGIN")
                }
                guard open.name == component else {
                    throw ImportError(
                        line: content.line,
                        "END:\(component) where END:\(open.name) (begun at line \(open.line)) was expected")
                }
                if stack.count == todoDepth - 1, var draft = current {
                    // SUMMARY is optional (RFC 5545 §3.6.2): a VTODO without one is a task without a title.
                    draft.task.tags = try ForeignTags.parse(
                        draft.categories, field: "CATEGORIES", line: draft.categoriesLine,
                        record: draft.task.record)
                    // An ike before tags had formats of their own appended the categories to the title.
                    let legacy = TitleTags.adding(draft.categories, to: draft.task.title)
                    if legacy != draft.task.title { draft.task.legacyTitle = legacy }
                    if draft.task.uid.isEmpty {
                        draft.task.uid = derived.next(for: TextNormalizer.title(legacy) ?? "")
                    }
                    drafts.append(draft)
                    current = nil
                    todoDepth = 0
                }
                continue
            default:
                break
            }
            if current == nil && stack.count == 1 && content.name == "METHOD" {
                method = content.value.uppercased()
            }
            // Only the VTODO's own properties count, not those of a VALARM inside it.
            guard stack.count == todoDepth, var draft = current else { continue }
            try read(content, into: &draft, timeZone: timeZone)
            current = draft
        }
        if let open = stack.last {
            throw ImportError(
                line: open.line, "the file ends inside \(open.name) begun here (is it truncated?)")
        }
        return keepingRepeatingTasksOnce(drafts.map { cancelling($0, isCancellation: method == "CANCEL") })
    }

    /// A cancelled VTODO as ike takes it (Docs/Decisions.md, 2026-11-25): in an iTIP cancellation
    /// (`METHOD:CANCEL`), the way a calendar tells others a task is gone, it deletes the task ike holds; in
    /// any other file (todoman's `cancel`, Thunderbird's Cancelled) the person chose not to do it, so a
    /// task ike holds is closed (done) and one ike does not hold is not imported.
    private static func cancelling(_ draft: Draft, isCancellation: Bool) -> Draft {
        guard draft.isCancelled else { return draft }
        var draft = draft
        if isCancellation {
            draft.task.deletion = "cancelled (METHOD:CANCEL)"
        } else {
            draft.task.newTaskSkipReason = "cancelled in its app"
        }
        return draft
    }

    /// The drafts as tasks, each changed occurrence skipped when its repeating task (or an earlier
    /// occurrence standing for it) is already a task.
    private static func keepingRepeatingTasksOnce(_ drafts: [Draft]) -> ParsedFile {
        let repeating = Set(drafts.lazy.filter { !$0.isOccurrence }.map(\.task.uid))
        var file = ParsedFile(format: .iCalendar, tasks: [])
        var standIns: Set<String> = []
        for draft in drafts {
            if draft.isOccurrence
                && (repeating.contains(draft.task.uid) || !standIns.insert(draft.task.uid).inserted)
            {
                file.skipped.append((draft.task.title, "a changed occurrence of a repeating task"))
                continue
            }
            file.tasks.append(draft.task)
        }
        return file
    }

    private static func read(
        _ content: ICalendarReader.ContentLine, into draft: inout Draft, timeZone: TimeZone
    ) throws(ImportError) {
        var task = draft.task
        defer { draft.task = task }
        func failure(_ what: String) -> ImportError {
            ImportError(
                line: content.line, record: task.record, "\(content.name) “\(content.value)” is not \(what)")
        }
        func instant() throws(ImportError) -> Date {
            guard let parsed = DateTimeText(content.value) else {
                throw failure("a date-time such as 20261122T090000Z")
            }
            return parsed.instant(in: timeZone)
        }
        switch content.name {
        case "UID":
            // UID is TEXT: ike escapes it on export, so `,` `;` `\` in a uid come back as they were.
            task.uid = ICalendarText.value(of: content)
            task.writtenID = task.uid
        case "RECURRENCE-ID": draft.isOccurrence = true
        case "SUMMARY":
            task.title = ICalendarText.value(of: content)
        case "DESCRIPTION": task.notes = ICalendarText.value(of: content)
        case "DUE":
            guard let parsed = DateTimeText(content.value) else { throw failure("a date such as 20261201") }
            // A time with a TZID is local to that zone, so its written date and time are the deadline.
            task.deadline = parsed.localDate(in: timeZone)
            task.deadlineTime = parsed.localTime(in: timeZone)
        case "STATUS":
            switch content.value.uppercased() {
            case "COMPLETED": task.isDone = true
            case "CANCELLED":
                task.isDone = true
                draft.isCancelled = true
            case "NEEDS-ACTION", "IN-PROCESS", "": task.isDone = task.doneAt != nil
            default: throw failure("a VTODO status (NEEDS-ACTION, IN-PROCESS, COMPLETED or CANCELLED)")
            }
        case "COMPLETED":
            task.doneAt = try instant()
            task.isDone = true
        case "PERCENT-COMPLETE":
            if content.value.trimmingCharacters(in: .whitespaces) == "100" { task.isDone = true }
        case "PRIORITY":
            guard let value = Int(content.value.trimmingCharacters(in: .whitespaces)), (0...9).contains(value)
            else {
                throw failure("a priority from 0 to 9")
            }
            task.quadrant = quadrant(priority: value)
        case "CATEGORIES":
            if draft.categories.isEmpty { draft.categoriesLine = content.line }
            draft.categories += ICalendarText.splitList(content.value)
        case "CREATED": task.createdAt = try instant()
        case "LAST-MODIFIED": task.updatedAt = try instant()
        default: break
        }
    }
}
