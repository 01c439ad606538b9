import GRDB
import Synchronization

/// How many rows stand before a shown task in the tree of a filter, as the last reads counted them, for
/// the next read to start from: counting every row before a task deep in the list reads tens of thousands
/// of index entries, and the list reads the same place again after each key.
///
/// The counts are of the tree with nothing folded, so a fold leaves them true. Each is stamped with the
/// connection's change counters (SQLite's `data_version`, which another connection's commit moves, and
/// this connection's total of changed rows), and is used only while they are the same: any write but a
/// fold discards them. A fold carries them over (`carry(from:to:)`).
final class TreePositions: Sendable {
    /// The state of the database a count was made in.
    struct Stamp: Hashable, Sendable {
        var dataVersion: Int
        var changes: Int

        /// The stamp of what `db` sees now.
        static func read(_ db: Database) throws -> Stamp {
            Stamp(
                dataVersion: try Int.fetchOne(cached: db, sql: "PRAGMA data_version") ?? 0,
                changes: db.totalChangesCount)
        }
    }

    /// The rows before the task at `path` in the unfolded tree of `filter`, as counted at `stamp`.
    struct Count: Sendable {
        var filter: TaskFilter
        var stamp: Stamp
        var path: String
        var before: Int
    }

    /// The few filters the list switches between (hide done, a view) keep a count each.
    private static let kept = 4
    private let counts = Mutex<[Count]>([])

    /// The last count made for `filter` at `stamp`, if any.
    func last(for filter: TaskFilter, at stamp: Stamp) -> Count? {
        counts.withLock { counts in counts.last { $0.filter == filter && $0.stamp == stamp } }
    }

    /// Keeps `count`, in place of an older one of the same filter.
    func remember(_ count: Count) {
        counts.withLock { counts in
            counts.removeAll { $0.filter == count.filter || $0.stamp != count.stamp }
            counts.append(count)
            if counts.count > Self.kept { counts.removeFirst() }
        }
    }

    /// Re-stamps the counts made at `old` with `new`: a write that changed only folds happened between.
    func carry(from old: Stamp, to new: Stamp) {
        counts.withLock { counts in
            for index in counts.indices where counts[index].stamp == old { counts[index].stamp = new }
        }
    }
}
