import Foundation

/// The writes ike's screens and commands mean, each one transaction that returns the tasks as they now are
/// and the `Mutation` to record for undo.
///
/// The app names tasks by uid, so a missing one was deleted by another process (`StoreError.conflict`;
/// moves and deletes say `unknownUID`, see `move(uid:to:)`); the command line names them by the short id
/// someone typed (`StoreError.unknownID`). Several tasks are changed all or none: the first one missing
/// rolls the whole write back.
extension TaskStore {
    /// What a write of several tasks did: the tasks as they now are (deleted ones as they were) and the
    /// change to record for undo.
    public typealias ItemsChange = (items: [TodoItem], mutation: Mutation)
    /// What a write of one task did.
    public typealias ItemChange = (item: TodoItem, mutation: Mutation)

    /// Marks the tasks with these uids done or open. Reopening a repeating task's done occurrence (or the
    /// series, for its latest one) puts the series back to that occurrence (`reopeningOccurrence`).
    @discardableResult
    public func setDone(_ done: Bool, uids: [String]) throws -> ItemsChange {
        done
            ? try modify(uids.map(TaskKey.uid)) { item, now in item.setDone(true, at: now) }
            : try reopen(uids.map(TaskKey.uid))
    }

    /// Marks the tasks with these short ids done or open, as `setDone(_:uids:)` does.
    @discardableResult
    public func setDone(_ done: Bool, ids: [Int64]) throws -> ItemsChange {
        done
            ? try modify(ids.map(TaskKey.id)) { item, now in item.setDone(true, at: now) }
            : try reopen(ids.map(TaskKey.id))
    }

    /// Cancels the tasks with these short ids: closed without being done (`TaskStatus.cancelled`). A
    /// repeating task is cancelled whole, as Thunderbird cancels a series: it comes back no more (`ike skip`
    /// passes over one occurrence instead).
    @discardableResult
    public func cancel(ids: [Int64]) throws -> ItemsChange {
        try cancel(ids.map(TaskKey.id))
    }

    /// Cancels the tasks with these uids, as `cancel(ids:)` does.
    @discardableResult
    public func cancel(uids: [String]) throws -> ItemsChange {
        try cancel(uids.map(TaskKey.uid))
    }

    private func cancel(_ keys: [TaskKey]) throws -> ItemsChange {
        let now = environment.now()
        // Not `modify`: closing a repeating task there completes an occurrence and brings the next.
        let (items, mutation) = try change { writer in
            try keys.map { key in
                var item = try key.existing(in: writer)
                item.setStatus(.cancelled, at: now)
                return try writer.update(item)
            }
        }
        return (items, mutation)
    }

    /// Marks tasks open; the result lists a series put back in place of the done record named.
    private func reopen(_ keys: [TaskKey]) throws -> ItemsChange {
        let now = environment.now()
        let (items, mutation) = try change { writer in
            try keys.map { key in
                var item = try key.existing(in: writer)
                if let series = try writer.reopeningOccurrence(of: item, at: now) { return series }
                item.setDone(false, at: now)
                return try writer.update(item)
            }
        }
        return (items, mutation)
    }

    /// Marks the tasks with these uids important or not.
    @discardableResult
    public func setImportant(_ important: Bool, uids: [String]) throws -> ItemsChange {
        try modify(uids.map(TaskKey.uid)) { item, _ in item.isImportant = important }
    }

    /// Marks the tasks with these uids urgent or not.
    @discardableResult
    public func setUrgent(_ urgent: Bool, uids: [String]) throws -> ItemsChange {
        try modify(uids.map(TaskKey.uid)) { item, _ in item.isUrgent = urgent }
    }

    /// Puts the tasks with these uids in `quadrant` (both flags).
    @discardableResult
    public func setQuadrant(_ quadrant: Quadrant, uids: [String]) throws -> ItemsChange {
        try modify(uids.map(TaskKey.uid)) { item, _ in item.quadrant = quadrant }
    }

    /// Gives the tasks with these uids this deadline (`nil` clears it).
    @discardableResult
    public func setDeadline(_ deadline: LocalDate?, uids: [String]) throws -> ItemsChange {
        try modify(uids.map(TaskKey.uid)) { item, _ in item.deadline = deadline }
    }

    /// Changes the fields `edit` gives of the task with this uid.
    @discardableResult
    public func edit(uid: String, _ edit: TaskEdit) throws -> ItemChange {
        let today = environment.today
        let (items, mutation) = try modify([.uid(uid)]) { item, now in
            try edit.apply(to: &item, now: now, today: today)
        }
        return (items[0], mutation)
    }

    /// Changes the fields `edit` gives of the task with this short id.
    @discardableResult
    public func edit(id: Int64, _ edit: TaskEdit) throws -> ItemChange {
        let today = environment.today
        let (items, mutation) = try modify([.id(id)]) { item, now in
            try edit.apply(to: &item, now: now, today: today)
        }
        return (items[0], mutation)
    }

    /// A new task at `placement` with the fields `edit` gives; the others start empty, open and unflagged.
    /// Without a title it is refused as an empty one is (`StoreError.emptyTitle`).
    @discardableResult
    public func create(_ edit: TaskEdit, at placement: Placement) throws -> ItemChange {
        guard let title = edit.title else { throw StoreError.emptyTitle }
        let now = environment.now()
        let today = environment.today
        let (item, mutation) = try change { writer in
            var item = try writer.newItem(title: title)
            try edit.apply(to: &item, now: now, today: today)
            return try writer.insert(item, at: placement)
        }
        return (item, mutation)
    }

    /// New tasks with these titles, the first at `placement` and each after the one before.
    @discardableResult
    public func add(titles: [String], at placement: Placement) throws -> ItemsChange {
        let (items, mutation) = try change { writer in
            var placement = placement
            return try titles.map { title in
                let item = try writer.insert(try writer.newItem(title: title), at: placement)
                placement = .after(uid: item.uid)
                return item
            }
        }
        return (items, mutation)
    }

    /// New tasks with the fields `edits` give, the first at `placement`, each after the previous one
    /// (quick add's lines with `due:` or `!`); an edit without a title is refused as an empty one is.
    @discardableResult
    public func add(_ edits: [TaskEdit], at placement: Placement) throws -> ItemsChange {
        let now = environment.now()
        let today = environment.today
        let (items, mutation) = try change { writer in
            var placement = placement
            return try edits.map { edit in
                guard let title = edit.title else { throw StoreError.emptyTitle }
                var item = try writer.newItem(title: title)
                try edit.apply(to: &item, now: now, today: today)
                let inserted = try writer.insert(item, at: placement)
                placement = .after(uid: inserted.uid)
                return inserted
            }
        }
        return (items, mutation)
    }

    /// Reads each task, changes it and writes it back, in one transaction with one clock reading. A
    /// recurring task the change marks done has its occurrence recorded and comes back open with its next
    /// deadline, in the same change (one undo).
    func modify(
        _ keys: [TaskKey], _ body: (inout TodoItem, Date) throws -> Void
    ) throws -> ItemsChange {
        let now = environment.now()
        let (items, mutation) = try change { writer in
            var today: LocalDate?
            return try keys.map { key in
                var item = try key.existing(in: writer)
                let wasOpen = !item.isDone
                try body(&item, now)
                if wasOpen && item.isDone, case .custom(let custom) = item.repeats {
                    // Done for good would end another app's series (BYSETPOS, BYWEEKNO …): left as it is.
                    throw StoreError.cannotFollowRule(title: item.title, rule: custom.text)
                }
                if wasOpen && item.isDone && item.repeats?.rule != nil {
                    let day = today ?? environment.today
                    today = day
                    item = try writer.completingOccurrence(of: item, at: now, today: day)
                }
                return try writer.update(item)
            }
        }
        return (items, mutation)
    }
}
