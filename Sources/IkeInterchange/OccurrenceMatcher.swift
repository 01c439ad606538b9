import IkeCore

/// Decides whether a done record stands for an occurrence of its own (`ImportedTask.occurrenceUID`): yes
/// when an open record of the import has its uid. Otherwise, by its `OccurrenceRule`: a repeating task's
/// done copy is one unless the store holds the uid as a done task (ike's own export of a task done in
/// ike), since an open one is the next occurrence, which the done copy must not close; a done record with
/// a derived uid is one only when the store already holds that occurrence, and otherwise closes the task.
struct OccurrenceMatcher {
    /// Uids of the file's open records; empty (and never read) when the file has no done record that may
    /// be an occurrence.
    private let openUIDs: Set<String>
    /// Every uid the store holds (the plan reads them anyway), so a done line asks the database nothing.
    private let held: Set<String>

    init(_ file: ParsedFile, held: Set<String>) {
        self.held = held
        openUIDs =
            file.tasks.contains(where: { $0.occurrenceUID != nil })
            ? Set(file.tasks.lazy.filter { !$0.isDone }.map(\.uid)) : []
    }

    func isOccurrence(_ task: ImportedTask, lookup: inout ImportLookup) throws -> Bool {
        if openUIDs.contains(task.uid) { return true }
        switch task.occurrenceRule {
        case .repeating:
            guard let stored = try lookup.isDone(uid: task.uid) else { return true }
            return !stored
        case .besideOpenRecord:
            return task.occurrenceUID.map(held.contains) ?? false
        }
    }
}
