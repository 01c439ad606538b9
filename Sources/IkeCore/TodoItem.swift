import Foundation

/// One task: the single model type shared by the list, goals, matrix and review screens.
public struct TodoItem: Hashable, Sendable {
    /// Short numeric id (the SQLite rowid) that the command line shows; `nil` until first saved.
    public var id: Int64?
    /// Stable unique id that survives export, import and undo.
    public var uid: String
    /// One line, trimmed, NFC-normalised, never empty (see `TodoItem.normalizedTitle`).
    public var title: String
    public var notes: String
    /// A calendar date with no time zone, or `nil` for none.
    public var deadline: LocalDate?
    /// The deadline's time of day on the local wall clock, or `nil` for a deadline that lasts the whole
    /// day. Never set without a `deadline` (the store clears it when the deadline goes).
    public var deadlineTime: TimeOfDay?
    /// Whether the task is closed: done, or cancelled when `isCancelled` (see `status`).
    public var isDone: Bool
    /// Whether the task was closed without being done (`TaskStatus.cancelled`); never without `isDone`.
    public var isCancelled: Bool
    /// When the task was last marked done (or cancelled); `nil` while open.
    public var doneAt: Date?
    /// Setting a flag places the task: it leaves the matrix's inbox for good (`isTriaged`).
    public var isImportant: Bool { didSet { if isImportant { isTriaged = true } } }
    /// Setting a flag places the task: it leaves the matrix's inbox for good (`isTriaged`).
    public var isUrgent: Bool { didSet { if isUrgent { isTriaged = true } } }
    /// Whether the task was placed in the matrix (issue 35, item 5): added with a flag, given one since,
    /// or moved to a quadrant. An open top-level task never placed waits in the matrix's inbox. Local to
    /// this database: no format or sync carries it (Docs/Decisions.md, 2026-11-29).
    public var isTriaged: Bool
    /// Position in the list (see `OrderKey`); compared as bytes.
    public var orderKey: String
    public var createdAt: Date
    public var updatedAt: Date
    /// Labels of the task's own, kept in their own table (see `Tag`); not part of the title.
    public var tags: TagSet
    /// How the task comes back once done (see `TaskRepeat`); `nil` for a task done once.
    public var repeats: TaskRepeat?
    /// For a done occurrence of a recurring task (written when that task was completed), the recurring
    /// task's uid; `nil` for every other task.
    public var seriesUID: String?
    /// How long the task is expected to take, in minutes; `nil` for no estimate (`PlainField.estimate`).
    public var estimate: Int?
    /// The day the person chose to do the task ("planned for today", issue 35); `nil` for none. A plan,
    /// not a deadline: an open task planned for a day gone by stays planned for it, shown "from Mon", until
    /// it is planned again (`PlainField.planned`).
    public var planned: LocalDate?
    /// The day the task can be started ("don't show me this before"); `nil` for a task that can be
    /// started now. Hidden from the default views until then (`TaskFilter.startedBy`).
    public var start: LocalDate?
    /// The start's time of day, or `nil` for the whole day; never without a `start`.
    public var startTime: TimeOfDay?
    /// The uid of the task this one is a step of, or `nil` for a task at the top level. A uid no task here
    /// has (a parent not imported or synced yet) is kept, and the task is shown at the top level until
    /// it arrives. Never the task itself or one of its own steps (`StoreError.parentCycle`).
    public var parentUID: String?

    /// A task with every field given; timestamps are rounded to whole milliseconds, as stored.
    public init(
        id: Int64? = nil, uid: String, title: String, notes: String = "", deadline: LocalDate? = nil,
        deadlineTime: TimeOfDay? = nil, isDone: Bool = false, isCancelled: Bool = false, doneAt: Date? = nil,
        isImportant: Bool = false,
        isUrgent: Bool = false,
        orderKey: String = "a0", createdAt: Date, updatedAt: Date? = nil, tags: TagSet = [],
        repeats: TaskRepeat? = nil, seriesUID: String? = nil
    ) {
        self.id = id
        self.uid = uid
        self.title = title
        self.notes = notes
        self.deadline = deadline
        self.deadlineTime = deadline == nil ? nil : deadlineTime
        self.isDone = isDone
        self.isCancelled = isDone && isCancelled
        self.doneAt = doneAt.map(Date.init(storedMilliseconds:))
        self.isImportant = isImportant
        self.isUrgent = isUrgent
        // A task made with a flag was placed as it was made; one without waits in the inbox.
        self.isTriaged = isImportant || isUrgent
        self.orderKey = orderKey
        self.createdAt = Date(storedMilliseconds: createdAt)
        self.updatedAt = Date(storedMilliseconds: updatedAt ?? createdAt)
        self.tags = tags
        self.repeats = repeats
        self.seriesUID = seriesUID
    }

    /// The Eisenhower quadrant derived from the two flags; setting it sets both flags and places the task
    /// (even in Eliminate, which sets none).
    public var quadrant: Quadrant {
        get { Quadrant(important: isImportant, urgent: isUrgent) }
        set {
            isImportant = newValue.isImportant
            isUrgent = newValue.isUrgent
            isTriaged = true
        }
    }

    /// Whether the task waits in the matrix's inbox: open, at the top level (a step is placed with its
    /// parent), never placed and without a flag.
    public var isInInbox: Bool { !isTriaged && !isDone && parentUID == nil && !isImportant && !isUrgent }

    /// Marks the task done or open at `now`, keeping `doneAt` consistent with `isDone`. A cancelled task
    /// is closed already: marking it done leaves it cancelled, reopening it makes it open.
    public mutating func setDone(_ done: Bool, at now: Date) {
        guard done != isDone else { return }
        isDone = done
        isCancelled = false
        doneAt = done ? Date(storedMilliseconds: now) : nil
    }

    /// Whether the deadline has passed and the task is still open, judged by the date alone.
    public func isOverdue(today: LocalDate) -> Bool {
        guard let deadline, !isDone else { return false }
        return deadline < today
    }

    /// Whether the deadline has passed at `now` and the task is still open: a timed deadline from its
    /// minute on, a date-only one from the next day (`DueSchedule` holds the rule).
    public func isOverdue(at now: LocalMoment) -> Bool {
        guard let deadline, !isDone else { return false }
        return DueSchedule.isOverdue(deadline, time: deadlineTime, now: now)
    }

    /// The deadline as a moment, when it has a time.
    public var deadlineMoment: LocalMoment? {
        guard let deadline, let deadlineTime else { return nil }
        return LocalMoment(date: deadline, time: deadlineTime)
    }

    /// The title as stored: NFC, one line, trimmed; `nil` when nothing is left.
    public static func normalizedTitle(_ raw: String) -> String? {
        let oneLine = raw.precomposedStringWithCanonicalMapping
            .split(whereSeparator: { $0.isNewline || $0 == "\t" })
            .joined(separator: " ")
        let trimmed = oneLine.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Notes as stored: NFC, with Windows and old Mac line ends made `\n`, trailing blank space trimmed.
    public static func normalizedNotes(_ raw: String) -> String {
        raw.precomposedStringWithCanonicalMapping
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Date {
    /// The same instant rounded to whole milliseconds, which is what the store keeps.
    public init(storedMilliseconds date: Date) {
        self.init(milliseconds: date.milliseconds)
    }

    /// An instant from milliseconds since 1970.
    public init(milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// Milliseconds since 1970, to the nearest one (so that a stored value reads back exactly).
    public var milliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }
}

extension TodoItem {
    /// Whether the open task's start is still to come at `now`: a later day, or a later minute of today.
    /// A start of the whole day has come from its midnight; a done task has started.
    public func isNotStarted(at now: LocalMoment) -> Bool {
        guard let start, !isDone else { return false }
        return start > now.date || (start == now.date && (startTime?.minutes ?? 0) > now.minuteOfDay)
    }
}
