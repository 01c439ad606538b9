import Foundation

/// The fields one edit changes: `nil` leaves a field as it is, so the form and `ike edit` share one type.
public struct TaskEdit: Hashable, Sendable {
    public var title: String?
    public var notes: String?
    /// `.some(nil)` clears the deadline; `nil` (`.none`) leaves it alone.
    public var deadline: LocalDate??
    /// The new deadline's time of day, used only with `deadline`: a deadline given without one lasts its
    /// whole day (replacing a deadline replaces its time too).
    public var deadlineTime: TimeOfDay?
    public var isImportant: Bool?
    public var isUrgent: Bool?
    /// Sets both flags, after `isImportant` and `isUrgent`.
    public var quadrant: Quadrant?
    public var isDone: Bool?
    /// Every tag the task will have (a form that edits the whole set); applied before `addTags` and
    /// `removeTags`.
    public var tags: TagSet?
    /// Tags to add; one the task has already (in any case) is left as it is spelled.
    public var addTags: TagSet
    /// Tags to remove; each must be on the task, or the edit is refused (`StoreError.missingTag`).
    public var removeTags: TagSet
    /// `.some(nil)` stops the task repeating; `nil` (`.none`) leaves its rule alone. A rule on a task without
    /// a deadline gives it the rule's first date from today.
    public var repeats: TaskRepeat??
    /// `.some(nil)` clears the start; `nil` (`.none`) leaves it alone.
    public var start: LocalDate??
    /// The new start's time of day, used only with `start` (a start given without one lasts its day).
    public var startTime: TimeOfDay?
    /// The uid of the task this one becomes a step of; `.some(nil)` moves it to the top level, `nil`
    /// (`.none`) leaves it where it is. The store refuses a parent that would be the task itself or one of
    /// its own steps (`StoreError.parentCycle`).
    public var parent: String??
    /// The plain fields it sets (`PlainField`): a value, or `nil` to clear the field; a field not in it
    /// stays as it is.
    public var plain: [PlainField: PlainValue?] = [:]
    /// Places the task in the matrix (`TodoItem.isTriaged`) even when it sets no flag: added into
    /// Eliminate, which has none. A quadrant places it too; a flag set does by itself.
    public var placesInMatrix = false

    /// An edit of the fields given; the others stay as they are.
    public init(
        title: String? = nil, notes: String? = nil, deadline: LocalDate?? = .none,
        deadlineTime: TimeOfDay? = nil, important: Bool? = nil,
        urgent: Bool? = nil, quadrant: Quadrant? = nil, done: Bool? = nil, tags: TagSet? = nil,
        addTags: TagSet = [], removeTags: TagSet = [], repeats: TaskRepeat?? = .none
    ) {
        self.title = title
        self.notes = notes
        self.deadline = deadline
        self.deadlineTime = deadlineTime
        self.isImportant = important
        self.isUrgent = urgent
        self.quadrant = quadrant
        self.isDone = done
        self.tags = tags
        self.addTags = addTags
        self.removeTags = removeTags
        self.repeats = repeats
    }

    /// Writes the given fields into `item`; marking it done stamps `now`, as `TodoItem.setDone` does.
    /// Removing a tag the task does not have is refused rather than ignored: it is most likely a typo.
    /// A task that repeats keeps a deadline: the rule's first date from `today` when it has none.
    func apply(to item: inout TodoItem, now: Date, today: LocalDate) throws(StoreError) {
        let original = item
        // Every field decides here how an edit sets it: a new one is a compile error until it does.
        for field in TaskField.allCases {
            switch field {
            case .title: if let title { item.title = title }
            case .notes: if let notes { item.notes = notes }
            case .deadline:
                if let deadline {
                    item.deadline = deadline
                    item.deadlineTime = deadline == nil ? nil : deadlineTime
                }
            case .done: if let isDone { item.setDone(isDone, at: now) }
            // The quadrant sets both flags, after each of them.
            case .important:
                if let isImportant { item.isImportant = isImportant }
                if let quadrant { item.isImportant = quadrant.isImportant }
            case .urgent:
                if let isUrgent { item.isUrgent = isUrgent }
                if let quadrant { item.isUrgent = quadrant.isUrgent }
            case .tags:
                if let tags { item.tags = tags }
                for tag in addTags { item.tags.insert(tag) }
                for tag in removeTags where item.tags.remove(tag) == nil {
                    throw .missingTag(tag.name, task: original.id, title: original.title)
                }
            // After the deadline: a rule on a task without one gives it the rule's first date.
            case .repeats:
                if let repeats { item.repeats = repeats }
                if item.deadline == nil, let rule = item.repeats?.rule, repeats != nil || deadline != nil {
                    guard let first = rule.first(onOrAfter: today) else {
                        throw .repeatWithoutDate(rule: rule.words)
                    }
                    item.deadline = first
                }
            case .start:
                if let start {
                    item.start = start
                    item.startTime = start == nil ? nil : startTime
                }
            case .parent: if let parent { item.parentUID = parent }
            case .plain(let field): if let value = plain[field] { field.set(value, in: &item) }
            // Not an edit's: when it was done goes with done; the creation time, the series and the
            // position are set elsewhere (a move is `TaskStore.move`).
            case .doneAt, .created, .series, .order: break
            }
        }
        if placesInMatrix || quadrant != nil { item.isTriaged = true }
        // Only when this edit moved either: a task another app wrote so is kept as it is (Docs/Sync.md).
        if start != nil || deadline != nil, let refusal = Self.startAfterDeadline(item) { throw refusal }
    }

    /// The refusal of a task that would start after its deadline: a later day, or a later time of the
    /// same day (a start without a time is its day's beginning, a deadline without one its end).
    static func startAfterDeadline(_ item: TodoItem) -> StoreError? {
        guard let start = item.startWithTime, let deadline = item.deadlineWithTime,
            deadline.comesBefore(start: start)
        else { return nil }
        return .startAfterDeadline(
            title: item.title, start: start.date == .someday ? Deadline.somedayWord : start.description,
            deadline: deadline.description)
    }
}
