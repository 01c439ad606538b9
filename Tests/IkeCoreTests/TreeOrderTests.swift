import Foundation
import GRDB
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The list's tree order (`task_tree`, issue 33, item 2): each task followed by its steps at every depth,
/// kept by triggers through every write, read in windows; collapsed parents fold their steps away, and a
/// parent a filter hides still shows while one of its steps does.
@Suite("The tree order of the list")
struct TreeOrderTests {
    /// The titles of the tree of `filter`, each indented two spaces a level.
    static func outline(_ store: TaskStore, _ filter: TaskFilter = .all) throws -> [String] {
        try store.treeRows(filter, limit: 1_000, offset: 0).map {
            String(repeating: "  ", count: $0.depth) + $0.item.title
        }
    }

    /// Adds `title` as a step of `parent` (after its last step), or at the bottom.
    @discardableResult
    static func add(_ store: TaskStore, _ title: String, under parent: String? = nil) throws -> String {
        try store.change { writer in
            var item = try writer.newItem(title: title)
            item.parentUID = parent
            let anchor = try parent.flatMap { try writer.children(of: $0).last?.uid ?? $0 }
            return try writer.insert(item, at: anchor.map { .after(uid: $0) } ?? .bottom).uid
        }.value
    }

    /// The stored paths, then the same table rebuilt from scratch: the triggers must agree with it.
    static func expectPathsMatchRebuild(_ store: TaskStore) throws {
        let read = "SELECT taskId, treePath, treeDepth FROM task_tree ORDER BY taskId"
        let kept = try store.read { try Row.fetchAll($0, sql: read) }
        try store.syncWrite { try TaskTreeIndex.rebuild($0) }
        let rebuilt = try store.read { try Row.fetchAll($0, sql: read) }
        #expect(kept == rebuilt)
    }

    @Test func stepsFollowTheirParentAndMoveWithIt() throws {
        let store = try makeStore()
        let move = try Self.add(store, "Move flat")
        let shop = try Self.add(store, "Shop")
        let pack = try Self.add(store, "Pack", under: move)
        try Self.add(store, "Pack the books", under: pack)
        try Self.add(store, "Book a van", under: move)
        #expect(
            try Self.outline(store) == ["Move flat", "  Pack", "    Pack the books", "  Book a van", "Shop"])
        // Moving the parent carries its subtree; moving a step among its siblings carries its own.
        _ = try store.move(uid: shop, to: .before(uid: move))
        #expect(
            try Self.outline(store) == ["Shop", "Move flat", "  Pack", "    Pack the books", "  Book a van"])
        let van = try #require(try store.treeRows(.all, limit: 10, offset: 4).first?.item.uid)
        _ = try store.move(uid: van, to: .before(uid: pack))
        #expect(
            try Self.outline(store) == ["Shop", "Move flat", "  Book a van", "  Pack", "    Pack the books"])
        // A new parent takes the subtree with it; deleting a parent lifts its steps a level.
        try ParentTests.setParent(store, pack, shop)
        #expect(
            try Self.outline(store) == ["Shop", "  Pack", "    Pack the books", "Move flat", "  Book a van"])
        _ = try store.delete(uids: [shop])
        // The lifted step keeps its own place in the order.
        #expect(try Self.outline(store) == ["Move flat", "  Book a van", "Pack", "  Pack the books"])
        try Self.expectPathsMatchRebuild(store)
    }

    @Test func aStepWaitingForItsParentJoinsItWhenItArrives() throws {
        let store = try makeStore()
        // An import that lists the steps first: each stands at the top level until its parent is here.
        let parentUID = "parent-arrives-later"
        try store.change { writer in
            var step = try writer.newItem(title: "Pack")
            step.parentUID = parentUID
            let pack = try writer.insert(step, at: .bottom)
            var inner = try writer.newItem(title: "Pack the books")
            inner.parentUID = pack.uid
            try writer.insert(inner, at: .bottom)
        }
        #expect(try Self.outline(store) == ["Pack", "  Pack the books"])
        try store.change { writer in
            var parent = try writer.newItem(title: "Move flat")
            parent.uid = parentUID
            try writer.insert(parent, at: .bottom)
        }
        #expect(try Self.outline(store) == ["Move flat", "  Pack", "    Pack the books"])
        try Self.expectPathsMatchRebuild(store)
    }

    @Test func aCollapsedParentFoldsItsStepsAndTheCountsAgree() throws {
        let store = try makeStore()
        let move = try Self.add(store, "Move flat")
        let pack = try Self.add(store, "Pack", under: move)
        try Self.add(store, "Pack the books", under: pack)
        try Self.add(store, "Book a van", under: move)
        let shop = try Self.add(store, "Shop")
        try store.setCollapsed(true, uid: pack)
        #expect(try Self.outline(store) == ["Move flat", "  Pack", "  Book a van", "Shop"])
        #expect(try store.treeCount(.all) == 4)
        #expect(try store.treeIndex(ofUID: shop, in: .all) == 3)
        let collapsed = try store.readTree(.all) { tree in
            tree.collapsedUIDs(among: try tree.rows(limit: 10, offset: 0))
        }
        #expect(collapsed == [pack])
        // Nested collapsed parents are taken away once.
        try store.setCollapsed(true, uid: move)
        #expect(try Self.outline(store) == ["Move flat", "Shop"])
        #expect(try store.treeCount(.all) == 2)
        #expect(try store.treeIndex(ofUID: pack, in: .all) == nil)
        try store.setCollapsed(false, uid: move)
        try store.setCollapsed(false, uid: pack)
        #expect(try store.treeCount(.all) == 5)
    }

    @Test func hidingDoneHidesAFinishedSubtreeNotHalfOfOne() throws {
        let store = try makeStore()
        let move = try Self.add(store, "Move flat")
        let pack = try Self.add(store, "Pack", under: move)
        let books = try Self.add(store, "Pack the books", under: pack)
        let clean = try Self.add(store, "Clean", under: move)
        try Self.add(store, "Shop")
        _ = try store.setDone(true, uids: [move, pack])
        // "Move flat" and "Pack" are done but have open steps: they stay, so no step hangs under another.
        #expect(
            try Self.outline(store, .open) == [
                "Move flat", "  Pack", "    Pack the books", "  Clean", "Shop",
            ])
        #expect(try store.treeCount(.open) == 5)
        _ = try store.setDone(true, uids: [books])
        #expect(try Self.outline(store, .open) == ["Move flat", "  Clean", "Shop"])
        #expect(try store.treeCount(.open) == 3)
        #expect(try store.treeIndex(ofUID: clean, in: .open) == 1)
        _ = try store.setDone(true, uids: [clean])
        #expect(try Self.outline(store, .open) == ["Shop"])
        #expect(try store.treeCount(.open) == 1)
    }

    /// The count agrees with the rows read, whichever way the hidden parents are counted (from the
    /// parents, or from the tasks the filter hides, whichever are fewer).
    @Test(arguments: [3, 60])
    func theTreeCountAgreesWithItsRows(doneLeaves: Int) throws {
        let store = try makeStore()
        var generator = SystemRandomNumberGenerator()
        var uids: [String] = []
        for index in 0..<40 {
            uids.append(try Self.add(store, "Task \(index)", under: uids.randomElement(using: &generator)))
        }
        for index in 0..<doneLeaves {
            _ = try store.setDone(true, uids: [try Self.add(store, "Done \(index)")])
        }
        _ = try store.setDone(true, uids: Array(uids.shuffled(using: &generator).prefix(15)))
        // A few start later than now: hidden, unless a step of theirs shows.
        let later = store.environment.today.adding(days: 3)
        for uid in uids.shuffled(using: &generator).prefix(5) {
            let id = try #require(try store.item(uid: uid)?.id)
            var edit = TaskEdit()
            edit.start = .some(later)
            _ = try? store.edit(id: id, edit)
        }
        for hideDone in [false, true] {
            var filter = TaskFilter(includeDone: !hideDone)
            filter.startedBy = store.environment.localNow
            filter.foldsDoneOccurrences = true
            let rows = try store.treeRows(filter, limit: 1_000, offset: 0)
            #expect(try store.treeCount(filter) == rows.count, "hide done: \(hideDone)")
            // `ike list --tree` streams the same rows.
            var streamed: [TreeRow] = []
            try store.forEachTreeRow(filter) { streamed.append($0) }
            #expect(streamed == rows)
            // No shown step stands under a task that is not its parent.
            var path: [String] = []
            for row in rows {
                path = Array(path.prefix(row.depth))
                if row.depth > 0 { #expect(row.item.parentUID == path.last) }
                path.append(row.item.uid)
            }
        }
    }

    /// A window read outward from a shown task is the window read from the top, and a task's position is
    /// its place among all the rows shown, with folds and hidden done tasks.
    @Test func windowsReadFromATaskMatchWindowsReadFromTheTop() throws {
        let store = try makeStore()
        var generator = SystemRandomNumberGenerator()
        var uids: [String] = []
        for index in 0..<60 {
            uids.append(try Self.add(store, "Task \(index)", under: uids.randomElement(using: &generator)))
        }
        _ = try store.setDone(true, uids: Array(uids.shuffled(using: &generator).prefix(20)))
        for uid in uids.shuffled(using: &generator).prefix(6) { try store.setCollapsed(true, uid: uid) }
        for filter in [TaskFilter.all, .open] {
            let all = try store.treeRows(filter, limit: 1_000, offset: 0)
            #expect(try store.treeCount(filter) == all.count)
            for (position, row) in all.enumerated() {
                let anchor = try #require(try store.treeAnchor(ofUID: row.item.uid, in: filter))
                #expect(anchor.index == position)
                let offset = max(0, position - 3)
                let outward = try store.treeRows(filter, limit: 7, offset: offset, anchor: anchor)
                #expect(outward == Array(all[offset..<min(all.count, offset + 7)]))
            }
        }
    }

    @Test func everyWriteKeepsThePathsARebuildWouldMake() throws {
        let store = try makeStore()
        var generator = SystemRandomNumberGenerator()
        var uids: [String] = []
        for round in 0..<120 {
            let choice = uids.isEmpty ? 0 : Int.random(in: 0..<5, using: &generator)
            switch choice {
            case 0, 1:
                uids.append(
                    try Self.add(store, "Task \(round)", under: uids.randomElement(using: &generator)))
            case 2:
                let uid = uids.randomElement(using: &generator)!
                let other = uids.randomElement(using: &generator)!
                _ = try store.move(uid: uid, to: Bool.random() ? .before(uid: other) : .after(uid: other))
            case 3:
                let uid = uids.randomElement(using: &generator)!
                // A link that would close a loop is refused, which leaves everything as it was.
                try? ParentTests.setParent(
                    store, uid, Bool.random() ? nil : uids.randomElement(using: &generator))
            default:
                let uid = uids.randomElement(using: &generator)!
                _ = try store.delete(uids: [uid])
                uids.removeAll { $0 == uid }
            }
        }
        try Self.expectPathsMatchRebuild(store)
        // The tree order agrees with the one the command line builds in memory.
        let inMemory = TaskTree.rows(try store.items()).map {
            String(repeating: "  ", count: $0.depth) + $0.item.title
        }
        #expect(try Self.outline(store) == inMemory)
    }

    /// A bulk write (no triggers) writes its own rows' paths, under parents already here or among its
    /// own rows, and takes in steps that were waiting for a parent it brings: as a rebuild would.
    @Test func aBulkWriteIntoATreeWritesItsRowsPathsAsARebuildWould() throws {
        let store = try makeStore()
        let move = try Self.add(store, "Move flat")
        try Self.add(store, "Pack", under: move)
        // A step waiting at the top level for a parent the bulk write brings.
        let waiting = try store.change { writer in
            var item = try writer.newItem(title: "Waiting step")
            item.parentUID = "bulk-parent"
            return try writer.insert(item, at: .bottom).uid
        }.value
        var items: [TodoItem] = []
        for index in 0..<1_200 {
            var item = TodoItem(uid: "bulk-\(index)", title: "Bulk \(index)", createdAt: testNow)
            item.parentUID = index.isMultiple(of: 3) ? move : index % 3 == 1 ? "bulk-\(index - 1)" : nil
            items.append(item)
        }
        _ = try store.change { try $0.insertAll(items) }
        try Self.expectPathsMatchRebuild(store)
        let outline = try Self.outline(store)
        #expect(outline.contains("  Bulk 0") && outline.contains("    Bulk 1"))
        #expect(outline.contains("Waiting step"))
        var parent = TodoItem(uid: "bulk-parent", title: "Bulk parent", createdAt: testNow)
        parent.parentUID = nil
        let more =
            [parent]
            + (0..<1_000).map { TodoItem(uid: "more-\($0)", title: "More \($0)", createdAt: testNow) }
        _ = try store.change { try $0.insertAll(more) }
        try Self.expectPathsMatchRebuild(store)
        let rows = try store.treeRows(.all, limit: 3_000, offset: 0)
        let parentRow = try #require(rows.firstIndex { $0.item.uid == "bulk-parent" })
        #expect(rows[parentRow + 1].item.uid == waiting && rows[parentRow + 1].depth == 1)
    }

    @Test func aChainTenThousandDeepListsWithBoundedPaths() throws {
        let store = try makeStore()
        var items: [TodoItem] = []
        var parent: String?
        for index in 0..<10_000 {
            var item = TodoItem(uid: "deep-\(index)", title: "Level \(index)", createdAt: testNow)
            item.parentUID = parent
            parent = item.uid
            items.append(item)
        }
        _ = try store.change { try $0.insertAll(items) }
        let longest = try store.read {
            try Int.fetchOne($0, sql: "SELECT max(length(treePath)) FROM task_tree")
        }
        #expect(try #require(longest) < 100 * (TaskTreeIndex.deepestNesting + 1))
        let rows = try store.treeRows(.all, limit: 10_000, offset: 0)
        #expect(rows.count == 10_000)
        #expect(rows.map(\.depth).max() == TaskTreeIndex.deepestNesting)
        // Past the deepest nesting a step starts over at the top level, its order kept.
        #expect(rows.map(\.item.title) == items.map(\.title))
        #expect(rows[TaskTreeIndex.deepestNesting + 1].depth == 0)
        try Self.expectPathsMatchRebuild(store)
    }
}

/// A parent done with its steps, or deleted with them (issue 33, item 3): one change each, undone whole.
@Suite("A parent with its steps")
struct SubtreeChangeTests {
    @Test func doneWithItsStepsLeavesARepeatingStepOpenAndUndoesWhole() throws {
        let store = try makeStore()
        let move = try TreeOrderTests.add(store, "Move flat")
        let pack = try TreeOrderTests.add(store, "Pack", under: move)
        let books = try TreeOrderTests.add(store, "Pack the books", under: pack)
        let water = try store.change { writer in
            var item = try writer.newItem(title: "Water the plants")
            item.parentUID = move
            item.deadline = LocalDate(iso: "2026-11-23")
            item.repeats = try RecurrenceRule(.daily).map(TaskRepeat.rule)
            return try writer.insert(item, at: .bottom)
        }.value
        let (done, mutation) = try store.completeWithSteps(uid: move)
        #expect(Set(done.map(\.uid)) == [move, pack, books])
        #expect(try store.item(uid: water.uid)?.isDone == false)
        #expect(try store.item(uid: water.uid)?.deadline == water.deadline)
        try store.apply(mutation.inverse)
        #expect(try [move, pack, books].allSatisfy { try store.item(uid: $0)?.isDone == false })
    }

    @Test func deletingASubtreeDeletesEveryStepAndUndoPutsTheTreeBack() throws {
        let store = try makeStore()
        let move = try TreeOrderTests.add(store, "Move flat")
        let pack = try TreeOrderTests.add(store, "Pack", under: move)
        try TreeOrderTests.add(store, "Pack the books", under: pack)
        try TreeOrderTests.add(store, "Book a van", under: move)
        try TreeOrderTests.add(store, "Shop")
        let before = try TreeOrderTests.outline(store)
        let (deleted, mutation) = try store.deleteSubtree(uid: move)
        #expect(deleted.count == 4)
        #expect(try TreeOrderTests.outline(store) == ["Shop"])
        try store.apply(mutation.inverse)
        #expect(try TreeOrderTests.outline(store) == before)
        try TreeOrderTests.expectPathsMatchRebuild(store)
    }

    @Test func placingATaskSetsItsLevelAndPlaceInOneChangeAndRefusesItsOwnSubtree() throws {
        let store = try makeStore()
        let move = try TreeOrderTests.add(store, "Move flat")
        let pack = try TreeOrderTests.add(store, "Pack", under: move)
        let shop = try TreeOrderTests.add(store, "Shop")
        let (_, mutation) = try store.place(uid: shop, under: move, at: .before(uid: pack))
        #expect(try TreeOrderTests.outline(store) == ["Move flat", "  Shop", "  Pack"])
        try store.apply(mutation.inverse)
        #expect(try TreeOrderTests.outline(store) == ["Move flat", "  Pack", "Shop"])
        #expect(throws: StoreError.parentCycle(title: "Move flat", parent: "Pack")) {
            try store.place(uid: move, under: pack, at: .after(uid: pack))
        }
        #expect(try TreeOrderTests.outline(store) == ["Move flat", "  Pack", "Shop"])
    }
}
