import IkeCore

/// Which collection each task lives in when one sync covers several (Docs/Sync.md, "Several collections"):
/// a task by its paired tags (`SyncPairing.home(of:)`), a step where its tree's top task lives, so that
/// moving a parent to another list moves its steps with it and their links stay inside one collection,
/// as Tasks.org, Nextcloud Tasks and jtx Board expect.
///
/// The top task is the highest ancestor held here. When that task names a parent this database does not
/// have (in a collection this sync does not cover, or not fetched yet), it stays where it is recorded, and
/// its steps with it: ike does not move a tree it cannot see whole.
struct SyncHomes {
    let pairing: SyncPairing
    let items: [String: TaskLineage]
    /// The index of the collection each synced task is recorded in.
    let placements: [String: Int]

    /// The index of the collection `uid` belongs in; nil for a task that is not here.
    func home(_ uid: String) -> Int? {
        guard var top = items[uid] else { return nil }
        var seen: Set<String> = [top.uid]
        while let parentUID = top.parentUID {
            guard let parent = items[parentUID] else {
                // A parent this sync cannot see: the tree stays where its top task is.
                return placements[top.uid] ?? pairing.home(of: top.tags)
            }
            // The store refuses loops; a guard all the same, so a damaged database cannot hang a sync.
            guard seen.insert(parentUID).inserted else { break }
            top = parent
        }
        return pairing.home(of: top.tags)
    }
}
