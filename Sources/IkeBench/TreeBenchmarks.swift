import Foundation
import GRDB
import IkeApp
import IkeCore

/// Issue 33's speed goals at 100k tasks of which some 30,000 are steps, in trees of 50 up to 6 deep, and
/// one parent of 1,000 steps: the list's reads as a tree against the same reads flat (first read, deep in
/// the list, hiding done), a toggle and a Shift-↓ of a 50-task subtree each with the read after it,
/// folding and unfolding the 1,000-step parent, and `ike list --tree` against `ike list` end to end.
struct TreeBenchmarks {
    let arguments: BenchArguments
    let report: BenchReport

    func run() throws {
        let count = arguments.taskCount
        let (store, path) = try BenchDatabase.filled("tree", in: arguments.directory, count: count)
        let inTrees = min(30_600, count / 2)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            // Blocks of 50 as binary heaps: task i of a block is a step of task (i - 1) / 2 (6 deep at most).
            try db.execute(
                sql: """
                    UPDATE task SET parentUID = (SELECT p.uid FROM task AS p
                        WHERE p.id = ((task.id - 1) / 50) * 50 + 1 + (((task.id - 1) % 50) - 1) / 2)
                    WHERE id <= ? AND (id - 1) % 50 <> 0
                    """, arguments: [inTrees])
            try db.execute(
                sql: """
                    UPDATE task SET parentUID = (SELECT uid FROM task WHERE id = ?) WHERE id > ? AND id <= ?
                    """, arguments: [inTrees + 1, inTrees + 1, inTrees + 1_001])
            try TaskTreeIndex.rebuild(db)
        }
        try queue.close()
        try reads(store, count: count)
        try changes(store, count: count, inTrees: inTrees)
        try commandLine(path: path, count: count)
    }

    /// A list query as the app makes it, flat or as the tree: scrolled so the selection is on screen, as
    /// the app keeps it.
    private func query(
        _ filter: TaskFilter, tree: Bool, selected uid: String? = nil, in store: TaskStore
    ) throws -> ListQuery {
        var query = ListQuery(
            filter: filter, selectedUID: uid, selectedIndex: 0, scrollTop: 0, visibleRows: 18)
        query.tree = tree
        if let uid {
            let index =
                tree ? try store.treeIndex(ofUID: uid, in: filter) : try store.index(ofUID: uid, in: filter)
            query.selectedIndex = index ?? 0
            query.scrollTop = max(0, (index ?? 0) - 9)
        }
        return query
    }

    private func task(_ store: TaskStore, id: Int64) throws -> TodoItem {
        guard let item = try store.item(id: id) else { throw BenchError("task \(id) is missing") }
        return item
    }

    private func timed(_ runs: Int = 15, _ body: () throws -> Void) throws -> [Double] {
        try (0..<runs).map { _ in try measure(body) }
    }

    private func reads(_ store: TaskStore, count: Int) throws {
        let deep = try store.items(limit: 1, offset: count * 9 / 10).first?.uid
        let cases: [(String, TaskFilter, String?)] = [
            ("first read, every task", .all, nil),
            ("read with the selection 90% down", .all, deep),
            ("first read, done hidden", .open, nil),
        ]
        for (name, filter, selected) in cases {
            let flatQuery = try query(filter, tree: false, selected: selected, in: store)
            let treeQuery = try query(filter, tree: true, selected: selected, in: store)
            let flat = try timed { _ = try ListLoader.load(flatQuery, from: store) }
            let tree = try timed { _ = try ListLoader.load(treeQuery, from: store) }
            report.row("list's \(name), flat, \(count) tasks, in process", BenchReport.distribution(flat))
            report.row(
                "list's \(name), as a tree (30k steps), \(count) tasks, in process",
                BenchReport.distribution(tree),
                goal: "within 10% of flat")
        }
    }

    /// Each change timed with the read after it, the same change flat and as a tree.
    private func changes(_ store: TaskStore, count: Int, inTrees: Int) throws {
        let step = try task(store, id: 2).uid
        let first = try task(store, id: 1).uid
        let second = try task(store, id: 51).uid
        for tree in [false, true] {
            let how = tree ? "as a tree" : "flat"
            let stepQuery = try query(.all, tree: tree, selected: step, in: store)
            var done = false
            let toggles = try timed {
                done.toggle()
                _ = try store.setDone(done, uids: [step])
                _ = try ListLoader.load(stepQuery, from: store)
            }
            report.row(
                "toggle done on a step and read again, \(how), \(count) tasks, in process",
                BenchReport.distribution(toggles), goal: tree ? "within 10% of flat" : "")
            // Shift-↓ of the first 50-task subtree past the next one and back (flat: past one task).
            let moveQuery = try query(.all, tree: tree, selected: first, in: store)
            var down = false
            let moves = try timed {
                down.toggle()
                _ = try store.move(uid: first, to: down ? .after(uid: second) : .before(uid: second))
                _ = try ListLoader.load(moveQuery, from: store)
            }
            report.row(
                "Shift-↓ of a task with 49 steps and read again, \(how), \(count) tasks, in process",
                BenchReport.distribution(moves), goal: tree ? "within 10% of flat" : "")
        }
        let parent = try task(store, id: Int64(inTrees + 1)).uid
        let foldQuery = try query(.all, tree: true, selected: parent, in: store)
        var folded = false
        let fold = try timed {
            folded.toggle()
            try store.setCollapsed(folded, uid: parent)
            _ = try ListLoader.load(foldQuery, from: store)
        }
        report.row(
            "fold or unfold a parent of 1,000 steps and read again, \(count) tasks, in process",
            BenchReport.distribution(fold), goal: "≤ 5 ms")
    }

    private func commandLine(path: String, count: Int) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["IKE_DB"] = path
        for (name, extra) in [("`ike list`", [String]()), ("`ike list --tree`", ["--tree"])] {
            let runs = try (0..<5).map { _ in
                try measure { try spawnChecked([arguments.ike, "list"] + extra, environment: environment) }
            }
            report.row(
                "\(name) on \(count) tasks (30k steps), end to end", BenchReport.distribution(runs),
                goal: extra.isEmpty ? "" : "≤ 1.5× `ike list`")
        }
    }
}
