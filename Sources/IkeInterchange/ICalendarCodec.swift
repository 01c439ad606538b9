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
        /// The RECURRENCE-ID's date: which occurrence it changes.
        var occurrenceDate: LocalDate?
        /// The RRULE value as written, and `X-IKE-REPEAT-FROM`'s.
        var rrule: String?
        var repeatFrom: String?
        /// DTSTART's date: RRULE counts from it, and RECURRENCE-IDs name occurrences by it.
        var start: LocalDate?
        /// DTSTART's time of day, for a series dated by its start (no DUE).
        var startTime: TimeOfDay?
        /// DTSTART's and `X-IKE-START`'s values as written: the task's start (`CalendarComponent.taskStart`).
        var startText: String?
        var exactStart: String?
        /// The uids its `RELATED-TO;RELTYPE=CHILD` links name: its steps, by the inverse link.
        var childUIDs: [String] = []
        /// STATUS:CANCELLED.
        var isCancelled = false
        /// Where the VTODO is in the file (BEGIN to END, as written), kept as its original (`OriginalRecord`).
        var span = 0..<0
        /// The TZIDs its own properties name, whose VTIMEZONEs go with its original.
        var zones: Set<String> = []
    }

    /// The VTIMEZONE being read, kept for the originals of the VTODOs that name it.
    private struct ZoneDraft {
        var start: Int
        var id = ""
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
        var zone: ZoneDraft?
        var zones: [String: Range<Int>] = [:]
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
                    var task = ImportedTask(uid: "", title: "", line: content.line, record: drafts.count + 1)
                    // Every plain field has its place (`X-IKE-NAME`): one the VTODO lacks is none.
                    task.hasEveryPlainField = true
                    current = Draft(task: task, span: logical.span)
                    todoDepth = stack.count
                } else if component == "VTIMEZONE" && stack.count == 2 && current == nil {
                    zone = ZoneDraft(start: logical.span.lowerBound)
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
                if component == "VTIMEZONE" && stack.count == 1, let finished = zone {
                    if !finished.id.isEmpty && zones[finished.id] == nil {
                        zones[finished.id] = finished.start..<logical.span.upperBound
                    }
                    zone = nil
                }
                if stack.count == todoDepth - 1, var draft = current {
                    // The whole VTODO as written, malformed lines in its alarms too.
                    draft.span = draft.span.lowerBound..<logical.span.upperBound
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
                    let start = CalendarComponent.taskStart(
                        start: draft.startText, exact: draft.exactStart, repeating: draft.rrule != nil,
                        timeZone: timeZone)
                    draft.task.start = start?.date
                    draft.task.startTime = start?.time
                    if let rrule = draft.rrule {
                        draft.task.repeats = ICalendarRepeat.read(rrule: rrule, from: draft.repeatFrom)
                        // A series without DUE is dated by its start (`isSeriesDatedByStart`).
                        if draft.task.deadline == nil, let start = draft.start {
                            draft.task.deadline = start
                            draft.task.deadlineTime = draft.startTime
                        }
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
            if zone != nil && stack.count == 2 && content.name == "TZID" { zone?.id = content.value }
            // Only the VTODO's own properties count, not those of a VALARM inside it.
            guard stack.count == todoDepth, var draft = current else { continue }
            try read(content, into: &draft, timeZone: timeZone)
            current = draft
        }
        if let open = stack.last {
            throw ImportError(
                line: open.line, "the file ends inside \(open.name) begun here (is it truncated?)")
        }
        return keepingRepeatingTasksOnce(
            linkingChildren(drafts).map { cancelling($0, isCancellation: method == "CANCEL") }, zones: zones,
            text: text.bytes)
    }

    /// The drafts with a parent's `RELTYPE=CHILD` links read as the inverse of a step's parent link (jtx
    /// Board and Vikunja write both; Nextcloud Tasks may write the parent's alone): a VTODO the file holds
    /// that names no parent of its own is a step of the first VTODO that names it as a child.
    private static func linkingChildren(_ drafts: [Draft]) -> [Draft] {
        var parentOf: [String: String] = [:]
        for draft in drafts where !draft.isOccurrence {
            for child in draft.childUIDs where child != draft.task.uid && parentOf[child] == nil {
                parentOf[child] = draft.task.uid
            }
        }
        guard !parentOf.isEmpty else { return drafts }
        var linked = drafts
        for index in linked.indices where linked[index].task.parentUID == nil && !linked[index].isOccurrence {
            linked[index].task.parentUID = parentOf[linked[index].task.uid]
        }
        return linked
    }

    /// A cancelled VTODO as ike takes it (Docs/Decisions.md, 2026-11-25 and 2026-11-28): in an iTIP
    /// cancellation (`METHOD:CANCEL`), the way a calendar tells others a task is gone, it deletes the task
    /// ike holds; in any other file (todoman's `cancel`, Thunderbird's Cancelled) the person chose not to do
    /// it, so it is a cancelled task (`TaskStatus.cancelled`). Every VTODO says whether it is cancelled.
    private static func cancelling(_ draft: Draft, isCancellation: Bool) -> Draft {
        var draft = draft
        draft.task.isCancelled = draft.isCancelled
        if draft.isCancelled && isCancellation { draft.task.deletion = "cancelled (METHOD:CANCEL)" }
        return draft
    }

    /// The drafts as tasks. A repeating task is one task: an occurrence completed in another app (a
    /// STATUS:COMPLETED override with a RECURRENCE-ID) is a done record of its own, and the task's
    /// deadline is the first occurrence not completed (`ICalendarRepeat.firstOpen`); any other changed
    /// occurrence is skipped when its repeating task (or an earlier occurrence standing for it) is a task.
    /// Every override goes into its repeating task's original, with the time zones (`zones`, by TZID)
    /// that any of them names; the done records have none of their own.
    private static func keepingRepeatingTasksOnce(
        _ drafts: [Draft], zones: [String: Range<Int>], text: [UInt8]
    ) -> ParsedFile {
        let repeating = Set(drafts.lazy.filter { !$0.isOccurrence }.map(\.task.uid))
        let completed = Dictionary(
            grouping: drafts.filter {
                $0.isOccurrence && $0.task.isDone && !$0.isCancelled && $0.occurrenceDate != nil
                    && repeating.contains($0.task.uid)
            }, by: \.task.uid)
        var overrides: [String: (spans: [Range<Int>], zones: Set<String>)] = [:]
        for draft in drafts where draft.isOccurrence && repeating.contains(draft.task.uid) {
            overrides[draft.task.uid, default: ([], [])].spans.append(draft.span)
            overrides[draft.task.uid, default: ([], [])].zones.formUnion(draft.zones)
        }
        func original(of draft: Draft) -> String? {
            var spans = [draft.span]
            var named = draft.zones
            if !draft.isOccurrence, let changed = overrides[draft.task.uid] {
                spans += changed.spans
                named.formUnion(changed.zones)
            }
            spans += named.sorted().compactMap { zones[$0] }
            return ICalendarOriginal.record(spans, of: text)
        }
        var file = ParsedFile(format: .iCalendar, tasks: [])
        var standIns: Set<String> = []
        let writtenUIDs = Set(drafts.map(\.task.uid))
        for draft in drafts {
            if draft.isOccurrence {
                if completed[draft.task.uid] != nil && draft.task.isDone && !draft.isCancelled
                    && draft.occurrenceDate != nil
                {
                    continue  // made a done record with its master, below
                }
                if repeating.contains(draft.task.uid) || !standIns.insert(draft.task.uid).inserted {
                    file.skipped.append((draft.task.title, "a changed occurrence of a repeating task"))
                    continue
                }
                var task = draft.task
                task.original = original(of: draft)
                file.tasks.append(task)
                continue
            }
            var task = draft.task
            task.original = original(of: draft)
            guard let overrides = completed[draft.task.uid] else {
                file.tasks.append(task)
                continue
            }
            var (master, records) = series(draft, completed: overrides)
            master.original = task.original
            file.tasks.append(master)
            // A record the file also holds as a VTODO of its own (ike's export of the same occurrence).
            file.tasks += records.filter { !writtenUIDs.contains($0.uid) }
        }
        return file
    }

    /// A master and its completed overrides as ike holds them: the master at its first open occurrence
    /// (done for good when none is left) and one done record per override, uid `UID-done-DATE` as ike
    /// makes them, so the same occurrence completed in ike and elsewhere is one record.
    private static func series(_ master: Draft, completed: [Draft]) -> (ImportedTask, [ImportedTask]) {
        var task = master.task
        // RECURRENCE-IDs name occurrences by DTSTART; the deadline is DUE, which may be days later.
        let offset = master.start.flatMap { start in task.deadline.map { start.days(until: $0) } } ?? 0
        let dates = completed.map { $0.occurrenceDate!.adding(days: offset) }
        if !task.isDone, let due = task.deadline ?? master.start, let repeats = task.repeats {
            if let open = ICalendarRepeat.firstOpen(from: due, repeats: repeats, completed: Set(dates)) {
                task.deadline = open.deadline
                task.repeats = open.repeats
            } else {
                task.isDone = true
                task.doneAt = completed.compactMap(\.task.doneAt).max()
            }
        }
        var seen: Set<String> = []
        let records = zip(completed, dates).compactMap { override, date -> ImportedTask? in
            var record = override.task
            record.uid = master.task.uid + "-done-" + date.iso
            guard seen.insert(record.uid).inserted else { return nil }
            // Its own uid, not the master's: matched as the record it is (even without a title).
            record.writtenID = record.uid
            record.seriesUID = master.task.uid
            record.repeats = nil
            record.deadline = date
            if record.title.isEmpty { record.title = master.task.title }
            if record.tags?.isEmpty ?? true { record.tags = master.task.tags }
            return record
        }
        return (task, records)
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
        if let zone = content.parameters["TZID"] { draft.zones.insert(zone) }
        switch content.name {
        case "UID":
            // UID is TEXT: ike escapes it on export, so `,` `;` `\` in a uid come back as they were.
            task.uid = ICalendarText.value(of: content)
            task.writtenID = task.uid
        case "RECURRENCE-ID":
            draft.isOccurrence = true
            draft.occurrenceDate = DateTimeText(content.value)?.localDate(in: timeZone)
        case "RRULE": if draft.rrule == nil { draft.rrule = content.value }
        case ICalendarRepeat.fromProperty: draft.repeatFrom = content.value
        case "X-IKE-SERIES": task.seriesUID = ICalendarText.value(of: content)
        case "DTSTART":
            let parsed = DateTimeText(content.value)
            draft.start = parsed?.localDate(in: timeZone)
            draft.startTime = parsed?.localTime(in: timeZone)
            draft.startText = content.value
        case CalendarComponent.exactStartProperty: draft.exactStart = content.value
        case "RELATED-TO":
            // The first parent link (RELTYPE=PARENT, or none: RFC 5545's default); other links stay in
            // the original.
            let type = content.parameters["RELTYPE"]?.uppercased()
            let uid = ICalendarText.value(of: content)
            if task.parentUID == nil, type == nil || type == "PARENT" {
                task.parentUID = uid.isEmpty ? nil : uid
            } else if type == "CHILD", !uid.isEmpty {
                draft.childUIDs.append(uid)
            }
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
        default:
            if let field = PlainField(calendarProperty: content.name) {
                let text = ICalendarText.value(of: content)
                guard let value = field.kind.value(text) else { throw failure(field.kind.example) }
                task.plain[field] = value
            }
        }
    }
}
