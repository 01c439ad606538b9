import Foundation
import IkeCore

/// The field-level three-way merge of what the server last had (base), this database (local) and the
/// server now (Docs/Sync.md, "Merging"): a field changed on one side takes that side's value; changed on
/// both to different values, the later change wins and the other value goes to the conflict log; tags
/// merge as sets (added on either side stays, removed on either side goes).
public enum SyncMerge {
    /// One field both sides changed.
    public struct Conflict: Hashable, Sendable {
        public let field: String
        public let kept: String
        public let lost: String
        /// Whether the local value was kept.
        public let keptLocal: Bool
    }

    /// The merged fields and the conflicts.
    public struct Result: Hashable, Sendable {
        public let fields: VTodoFields
        public let conflicts: [Conflict]
    }

    /// Merges `local` and `server` from `base`; `localWins` says for every field which side changed last.
    public static func merge(
        base: VTodoFields, local: VTodoFields, server: VTodoFields, localWins: Bool
    ) -> Result {
        merge(base: base, local: local, server: server) { _ in localWins }
    }

    /// Merges `local` and `server` from `base`; `localWins(field)` says whether this machine changed that
    /// field after the server's copy last changed (its time of the field against the copy's LAST-MODIFIED).
    /// `editedAfterServer(field)` says so only from a time recorded for the field: a field edited here
    /// after the server's change and back to the base's value (the base is stale when the answer to an
    /// earlier send was lost, so the server holds this machine's own older value) still wins.
    public static func merge(
        base: VTodoFields, local: VTodoFields, server: VTodoFields, localWins: (TaskField) -> Bool,
        editedAfterServer: (TaskField) -> Bool = { _ in false }
    ) -> Result {
        var merged = server
        var conflicts: [Conflict] = []
        func field<Value: Equatable>(
            _ name: TaskField, _ path: WritableKeyPath<VTodoFields, Value>, _ show: (Value) -> String
        ) {
            let b = base[keyPath: path]
            let l = local[keyPath: path]
            let s = server[keyPath: path]
            if l == s {
                merged[keyPath: path] = s
            } else if l == b {
                let keepLocal = editedAfterServer(name)
                merged[keyPath: path] = keepLocal ? l : s
                if keepLocal {
                    conflicts.append(
                        Conflict(field: name.rawValue, kept: show(l), lost: show(s), keptLocal: true))
                }
            } else if s == b {
                merged[keyPath: path] = l
            } else {
                let keepLocal = localWins(name)
                merged[keyPath: path] = keepLocal ? l : s
                conflicts.append(
                    Conflict(
                        field: name.rawValue, kept: show(keepLocal ? l : s), lost: show(keepLocal ? s : l),
                        keptLocal: keepLocal))
            }
        }
        // Every field decides here how it merges: a new one is a compile error until it does.
        for name in TaskField.allCases {
            switch name {
            case .title: field(name, \.title) { $0 }
            case .notes: field(name, \.notes) { $0 }
            case .deadline: field(name, \.due) { $0?.description ?? "none" }
            case .done: field(name, \.status) { $0.words }
            case .important: field(name, \.isImportant) { $0 ? "important" : "not important" }
            case .urgent: field(name, \.isUrgent) { $0 ? "urgent" : "not urgent" }
            case .order: field(name, \.orderKey) { $0 ?? "" }
            case .repeats: field(name, \.repeats) { $0?.words ?? "none" }
            // Set once, when the occurrence is recorded: the server's, else ours.
            case .series: merged.seriesUID = server.seriesUID ?? local.seriesUID
            case .tags: merged.tags = mergedTags(base: base.tags, local: local.tags, server: server.tags)
            case .plain(let plain): field(name, \.plain[plain]) { $0.map(plain.kind.text) ?? "none" }
            case .start: field(name, \.start) { $0?.description ?? "none" }
            // Not in the VTODO fields sync compares: COMPLETED goes with done, CREATED is never rewritten.
            case .parent: field(name, \.parentUID) { $0 ?? "no parent" }
            case .doneAt, .created: break
            }
        }
        return Result(fields: merged, conflicts: conflicts)
    }

    /// Tags as sets: the base minus what either side removed, plus what either side added.
    static func mergedTags(base: TagSet, local: TagSet, server: TagSet) -> TagSet {
        var result = TagSet()
        for tag in server where !(base.contains(tag) && !local.contains(tag)) {
            _ = result.insert(local.member(tag) ?? tag)
        }
        for tag in local where !base.contains(tag) { _ = result.insert(tag) }
        return result
    }
}
