extension TaskStore {
    /// Skips the current occurrence of each recurring task with these uids: the next deadline without a
    /// done record (the last occurrence skipped ends the series). Tasks that do not repeat are left as they
    /// are, so a selection of mixed tasks can be skipped at once.
    @discardableResult
    public func skipOccurrence(uids: [String]) throws -> ItemsChange {
        let today = environment.today
        return try modify(uids.map(TaskKey.uid)) { item, now in
            item = TaskWriter.skipping(item, at: now, today: today)
        }
    }

    /// Skips the current occurrence of each recurring task with these short ids (`ike skip`).
    @discardableResult
    public func skipOccurrence(ids: [Int64]) throws -> ItemsChange {
        let today = environment.today
        return try modify(ids.map(TaskKey.id)) { item, now in
            item = TaskWriter.skipping(item, at: now, today: today)
        }
    }
}
