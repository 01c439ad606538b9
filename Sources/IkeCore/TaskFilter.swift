import Foundation
import GRDB

/// Which tasks a query returns: the list screen's "hide done", search text, for the matrix a quadrant,
/// deadline windows (`ike list --today/--overdue/--week`) and tags (`ike list --tag`). Every part given
/// must match.
public struct TaskFilter: Hashable, Sendable {
    public var includeDone: Bool
    public var includeOpen: Bool
    /// Case- and accent-insensitive text that the title or notes must contain; empty for all.
    public var text: String
    public var quadrant: Quadrant?
    /// When set, the quadrant counts an open task due on or before this day as urgent, its flag or not
    /// (`UrgencyRule.lastUrgentDay`); `nil` reads the quadrant from the flags alone.
    public var urgentThrough: LocalDate?
    /// The matrix's inbox (`TodoItem.isInInbox`): only its tasks, or every task but them; `nil` for both.
    public var triage: Triage?
    /// Deadline windows; `nil` for any deadline or none.
    public var due: DueFilter?
    /// Tags a task must all have (compared without case); empty for any. A tag no task has matches none.
    public var tags: TagSet
    /// Tasks kept although they do not match the text, the deadline windows or the tags: the app's list
    /// keeps showing tasks added while a search was kept, until the search changes. Done and quadrant
    /// still apply.
    public var pinnedUIDs: [String] = []
    /// A filter in ike's filter language (`ike list --filter`, the app's search), its days counted from
    /// `expressionToday`; it narrows as the text and the tags do.
    public var expression: FilterExpression?
    /// The day the expression's days count from (`due<7d`); `nil` for the store's today, which the store
    /// fills in when it runs the filter (`TaskStore.dated`).
    public var expressionToday: LocalDate?
    /// The first day of the expression's weeks (`due<=sun`).
    public var expressionFirstWeekday = Weekday.monday

    /// When set, only tasks started by this moment: a start on a later day, or later today, hides a task
    /// (the default views' "don't show me this before", issue 34); `nil` shows every start.
    public var startedBy: LocalMoment?

    /// When set, the done records of repeating tasks (`seriesUID`) are left out: the list folds them under
    /// their series (issue 32), shown on demand. A filter that names a status decides alone.
    public var foldsDoneOccurrences = false

    /// Whether done occurrences are left out: folded, done tasks shown, and no status named.
    var hidesDoneOccurrences: Bool { foldsDoneOccurrences && includeDone && !expressionNamesStatus }

    /// The condition a done record of a repeating task meets: one range of `task_done_occurrence`.
    static let doneOccurrenceCondition = "isDone = 1 AND seriesUID IS NOT NULL"

    /// Whether the expression speaks of starts (`start>today`): then it decides, and no start is hidden.
    public var expressionNamesStart: Bool { expression?.terms.contains(where: \.isAboutStart) ?? false }

    /// The moment before which a start hides a task, when the filter hides any.
    var hidesStartsAfter: LocalMoment? { expressionNamesStart ? nil : startedBy }

    /// The condition an open task not yet started at `moment` meets: one range of the partial index
    /// `task_start` (only tasks with a start are in it), so counting the hidden ones is cheap. A done
    /// task is past its start whatever the date says (it was done early), so none is hidden.
    static func notStartedCondition(at moment: LocalMoment) -> (String, StatementArguments) {
        (
            "(start >= ? AND (start > ? OR coalesce(startTime, 0) > ?) AND isDone = 0)",
            [moment.date.iso, moment.date.iso, moment.minuteOfDay]
        )
    }

    /// Whether the expression names which tasks it wants by status (`done`, `open`, `cancelled`): then
    /// it decides, whatever `includeDone` says for a screen's hide-done.
    public var expressionNamesStatus: Bool { expression?.terms.contains(where: \.isAboutStatus) ?? false }

    /// A filter; the default matches every task.
    public init(
        includeDone: Bool = true, includeOpen: Bool = true, text: String = "", quadrant: Quadrant? = nil,
        due: DueFilter? = nil, tags: TagSet = []
    ) {
        self.includeDone = includeDone
        self.includeOpen = includeOpen
        self.text = text
        self.quadrant = quadrant
        self.due = due
        self.tags = tags
    }

    /// Every task.
    public static let all = TaskFilter()
    /// Open tasks only.
    public static let open = TaskFilter(includeDone: false)
    /// Done tasks only.
    public static let done = TaskFilter(includeOpen: false)

    /// Whether the filter searches text (and so cannot be answered from the tally of flags).
    public var hasText: Bool {
        // Most filters have no text, and trimming builds Foundation's character set first.
        !text.isEmpty && !text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// Whether the filter looks for words, plain or in its expression: no index answers that, so counting
    /// its matches reads every task.
    public var searchesWords: Bool {
        hasText
            || (expression?.terms.contains {
                if case .text = $0 { return true }
                return false
            } ?? false)
    }

    /// Whether the stored tree reads this filter (`TaskStore.forEachTreeRow`): only the list's own
    /// conditions (done, starts to come, folded occurrences), under which a hidden parent shows for its
    /// steps. A search, a tag, a window or a quadrant lists what matches, each step at the top level
    /// when its parent does not.
    public var readsAsStoredTree: Bool { !needsRows && quadrant == nil && includeOpen && pinnedUIDs.isEmpty }

    /// Whether counting needs the task rows: the tally holds only the flag columns, not text, deadlines or
    /// tags. Hidden starts do not: the store counts them apart, from their index, and takes them away.
    var needsRows: Bool {
        hasText || due?.condition != nil || !tags.isEmpty || expression != nil || triage != nil
            || (quadrant != nil && urgentThrough != nil)
    }

    /// The condition of an open task urgent by its deadline alone: due on or before `day`. Never NULL, so
    /// `NOT` of it keeps the undated tasks.
    static func nearDeadlineCondition(_ day: LocalDate) -> (String, StatementArguments) {
        ("(isDone = 0 AND deadline IS NOT NULL AND deadline <= ?)", [day.iso])
    }

    /// The condition of a task waiting in the matrix's inbox, as the partial index `task_inbox` spells it.
    static let inboxCondition = "(\(TriageSchema.inboxCondition))"

    /// The condition of `quadrant` with urgency counted from the flag or, when `urgentThrough` is given,
    /// a deadline on or before it.
    static func quadrantCondition(
        _ quadrant: Quadrant, urgentThrough: LocalDate?
    ) -> (String, StatementArguments) {
        guard let urgentThrough else {
            return ("isImportant = ? AND isUrgent = ?", [quadrant.isImportant, quadrant.isUrgent])
        }
        let (near, nearArguments) = nearDeadlineCondition(urgentThrough)
        return quadrant.isUrgent
            ? (
                "isImportant = ? AND (isUrgent = 1 OR \(near))",
                StatementArguments([quadrant.isImportant]) + nearArguments
            )
            : (
                "isImportant = ? AND isUrgent = 0 AND NOT \(near)",
                StatementArguments([quadrant.isImportant]) + nearArguments
            )
    }

    /// `WHERE …`, or nothing when every task matches: SQLite counts a whole table quickly only
    /// without a WHERE clause (`WHERE 1` made `count(*)` over 100k tasks three times slower).
    var whereClause: (sql: String, arguments: StatementArguments) {
        let (condition, arguments) = conditionsAndArguments
        return (condition.isEmpty ? "" : "WHERE " + condition, arguments)
    }

    /// ` AND …` to append to another condition, or nothing when every task matches.
    var andClause: String {
        let (condition, _) = conditionsAndArguments
        return condition.isEmpty ? "" : " AND " + condition
    }

    /// The ids of the tasks with a tag whose name holds the bound text (as search matches: any case, any
    /// accent).
    static let taskIDsWithTagMatching =
        "SELECT taskId FROM task_tag WHERE tagId IN (SELECT id FROM tag WHERE ike_contains(name, ?))"

    /// The ids of the tasks with the tag whose key is bound: one index range of `task_tag`.
    static let taskIDsWithTag = "SELECT taskId FROM task_tag WHERE tagId = (SELECT id FROM tag WHERE key = ?)"

    /// The condition that the title, the notes or a tag's name holds `needle` (any case, any accent), as
    /// search and the filter language's words match. Two calls rather than one over `title || notes`:
    /// concatenating copied every row. Tags as rows show them (`#family`): the tags whose names hold the
    /// text (without its `#`) are found once, not per row.
    static func textCondition(_ needle: String, into arguments: inout StatementArguments) -> String {
        let tagNeedle = needle.hasPrefix("#") && needle.count > 1 ? String(needle.dropFirst()) : needle
        arguments += [needle, needle, tagNeedle]
        return "(ike_contains(title, ?) OR ike_contains(notes, ?) OR task.id IN (\(taskIDsWithTagMatching)))"
    }

    private var conditionsAndArguments: (String, StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if !includeDone && !expressionNamesStatus { conditions.append("isDone = 0") }
        if !includeOpen && !expressionNamesStatus { conditions.append("isDone = 1") }
        if let startedBy = hidesStartsAfter {
            let (notStarted, startArguments) = Self.notStartedCondition(at: startedBy)
            conditions.append("NOT coalesce(\(notStarted), 0)")
            arguments += startArguments
        }
        if hidesDoneOccurrences { conditions.append("NOT (\(Self.doneOccurrenceCondition))") }
        if let quadrant {
            let (condition, quadrantArguments) = Self.quadrantCondition(
                quadrant, urgentThrough: urgentThrough)
            conditions.append(condition)
            arguments += quadrantArguments
        }
        switch triage {
        case .inbox: conditions.append(Self.inboxCondition)
        case .placed: conditions.append("NOT " + Self.inboxCondition)
        case nil: break
        }
        // The text, the deadline windows and the tags narrow what a person looks for; pinned tasks pass
        // them.
        var narrowing: [String] = []
        var narrowingArguments = StatementArguments()
        let needle = text.trimmingCharacters(in: .whitespaces)
        if !needle.isEmpty { narrowing.append(Self.textCondition(needle, into: &narrowingArguments)) }
        if let (condition, dueArguments) = due?.condition {
            narrowing.append(condition)
            narrowingArguments += dueArguments
        }
        for tag in tags {
            // One index range of task_tag per tag; SQLite builds each list once, not per row.
            narrowing.append("task.id IN (\(Self.taskIDsWithTag))")
            narrowingArguments += [tag.key]
        }
        if let expression {
            let (condition, expressionArguments) = expression.sql(
                today: expressionToday ?? LocalDate.today(now: Date(), timeZone: .current),
                firstWeekday: expressionFirstWeekday)
            narrowing.append(condition)
            narrowingArguments += expressionArguments
        }
        if !narrowing.isEmpty {
            if pinnedUIDs.isEmpty {
                conditions += narrowing
            } else {
                let marks = Array(repeating: "?", count: pinnedUIDs.count).joined(separator: ", ")
                conditions.append("((" + narrowing.joined(separator: " AND ") + ") OR uid IN (\(marks)))")
                narrowingArguments += StatementArguments(pinnedUIDs)
            }
            arguments += narrowingArguments
        }
        return (conditions.joined(separator: " AND "), arguments)
    }
}

/// Which side of the matrix's inbox a filter keeps (`TaskFilter.triage`).
public enum Triage: Hashable, Sendable {
    /// Only the tasks waiting in the inbox.
    case inbox
    /// Every task but those.
    case placed
}
