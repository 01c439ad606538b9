import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// After a change to one task's fields, the list reads that row alone (`LoadRequest.listRow`), and what it
/// shows is what reading the whole window again shows: the same rows, depths, progress, counts and
/// selection. Checked over random trees, filters and edits.
@Suite("A change to one task's fields reads its row alone")
struct ChangedRowReadTests {
    /// The list as a frame draws it: the rows in view with their depths, progress, breadcrumbs and folds,
    /// the count, the selection and the open and done counts. (The rows read beyond the view differ with
    /// where the window was last read, which a read of one row does not move.)
    struct Shown: Equatable {
        var rows: [TodoItem]
        var depths: [Int]
        var steps: [String: StepCount]
        var parentTitles: [String: String]
        var collapsed: Set<String>
        var count: Int
        var selectedIndex: Int
        var selectedUID: String?
        var scrollTop: Int
        var counts: TaskCounts

        init(_ state: AppState) {
            let list = state.list
            let shown = list.scrollTop..<min(list.count, list.scrollTop + state.layout.visibleTaskCount)
            rows = shown.compactMap { list.item(at: $0) }
            depths = list.depths.isEmpty ? [] : shown.map { list.depths[$0 - list.windowOffset] }
            let uids = Set(rows.map(\.uid))
            steps = list.steps.filter { uids.contains($0.key) }
            let parents = Set(rows.compactMap(\.parentUID))
            parentTitles = list.parentTitles.filter { parents.contains($0.key) }
            collapsed = list.collapsed.intersection(uids)
            (count, selectedIndex, selectedUID) = (list.count, list.selectedIndex, list.selectedUID)
            scrollTop = list.scrollTop
            counts = state.counts
        }
    }

    /// The state after reading the whole window again, as before this read existed.
    static func wholeRead(_ loop: AppLoop<FakeTerminal>, _ store: TaskStore) throws -> Shown {
        let query = try #require(
            { if case .list(let query) = loop.state.loadRequest { query } else { nil } }())
        var state = loop.state
        _ = reduce(&state, .list(.loaded(try ListLoader.load(query, from: store))))
        return Shown(state)
    }

    /// Commits `edit` to the task `uid` as the loop's runner would, and reports it to the loop; the reads
    /// the loop made for it.
    @discardableResult
    static func commit(
        _ loop: AppLoop<FakeTerminal>, _ store: TaskStore, _ uid: String, _ edit: (inout TodoItem) -> Void
    ) throws -> [LoadRequest] {
        let mutation = try store.change { writer in
            var item = try #require(try writer.item(uid: uid))
            edit(&item)
            return try writer.update(item)
        }.mutation
        return report(loop, mutation)
    }

    /// Tells the loop `mutation` was committed, as its runner would; the reads the loop made for it.
    @discardableResult
    static func report(_ loop: AppLoop<FakeTerminal>, _ mutation: Mutation) -> [LoadRequest] {
        var reads: [LoadRequest] = []
        loop.observe = { event in
            if case .effect(.load(let request)) = event { reads.append(request) }
        }
        defer { loop.observe = nil }
        loop.send(.committed(UndoEntry(mutation: mutation, label: "Change")))
        return reads
    }

    /// 40 rounds of `change` on a random task of the window of a tree of 40 tasks (done ones hidden for an
    /// even `number`; start dates hide some in every run), the selection moved now and then so the window is
    /// not always at the top; after each, the frame must be what a whole read gives. The first read of
    /// each round.
    static func randomRounds(
        _ number: UInt64,
        _ change: (AppLoop<FakeTerminal>, TaskStore, _ uid: String, _ round: Int, inout SplitMix) throws ->
            [LoadRequest]
    ) throws -> [LoadRequest] {
        let seed = TestSeed(number)
        var random = seed.generator()
        let (loop, store, _) = try Self.treeLoop(loose: 30)
        if number % 2 == 0 { type(loop, [.char(".")]) }
        var firstReads: [LoadRequest] = []
        for round in 0..<40 {
            let window = loop.state.list.window
            guard window.count > 2 else { break }
            let uid = window[Int(random.next() % UInt64(window.count))].uid
            if round % 7 == 3 { type(loop, Array(repeating: Key.down, count: Int(random.next() % 9))) }
            firstReads += try change(loop, store, uid, round, &random).prefix(1)
            #expect(Shown(loop.state) == (try Self.wholeRead(loop, store)), "round \(round), \(seed)")
        }
        return firstReads
    }

    /// A loop over a tree: three parents with two steps each, one of them with a step of its own, and
    /// loose tasks; the uids in list order.
    static func treeLoop(loose: Int = 4) throws -> (AppLoop<FakeTerminal>, TaskStore, [String]) {
        let (loop, store) = try makeLoop()
        var uids: [String] = []
        for parent in 1...3 {
            let parentUID = try addTask(store, "Parent \(parent)")
            uids.append(parentUID)
            for step in 1...2 {
                let stepUID = try addTask(store, "Step \(parent).\(step)", under: parentUID)
                uids.append(stepUID)
                if parent == 2 && step == 1 {
                    uids.append(try addTask(store, "Deeper 2.1.1", under: stepUID))
                }
            }
        }
        for index in 1...loose { uids.append(try addTask(store, "Loose \(index)")) }
        loop.send(.storeChanged)
        return (loop, store, uids)
    }

    @Test func markingAStepDoneReadsItsRowAndItsParentsProgressOnly() throws {
        let (loop, store, uids) = try Self.treeLoop()
        let step = uids[1]
        let reads = try Self.commit(loop, store, step) { $0.setDone(true, at: testNow) }
        #expect(reads.count == 1)
        guard case .listRow(_, let uid) = reads.first else {
            Issue.record("read \(reads), not the row")
            return
        }
        #expect(uid == step)
        #expect(loop.state.list.steps[uids[0]]?.closed == 1)
        #expect(loop.state.list.window.first { $0.uid == step }?.isDone == true)
        #expect(Shown(loop.state) == (try Self.wholeRead(loop, store)))
    }

    @Test func aTaskTheFilterNoLongerShowsIsReadWithTheWholeWindow() throws {
        let (loop, store, uids) = try Self.treeLoop()
        type(loop, [.char(".")])
        #expect(loop.state.list.hideDone)
        let loose = uids[uids.count - 1]
        try Self.commit(loop, store, loose) { $0.setDone(true, at: testNow) }
        #expect(!loop.state.list.window.contains { $0.uid == loose })
        #expect(loop.state.list.count == uids.count - 1)
        #expect(Shown(loop.state) == (try Self.wholeRead(loop, store)))
    }

    @Test func aMoveFromTheWindowsEdgeReadsTheWholeWindow() throws {
        let (loop, store, uids) = try Self.treeLoop()
        let reads = Self.report(loop, try store.move(uid: uids[uids.count - 1], to: .top).mutation)
        guard case .list = reads.first else {
            Issue.record("read \(reads), not the whole list")
            return
        }
        #expect(loop.state.list.window.first?.uid == uids[uids.count - 1])
    }

    @Test func movingATaskWithItsStepsDownAmongItsSiblingsReadsTheOrderAlone() throws {
        let (loop, store, uids) = try Self.treeLoop()
        // Parent 2 (with its steps and the deeper step) goes after Parent 3.
        let reads = Self.report(loop, try store.move(uid: uids[3], to: .after(uid: uids[7])).mutation)
        guard case .listOrder(_, let window, let block) = reads.first else {
            Issue.record("read \(reads), not the order")
            return
        }
        #expect(Array(window[block]) == Array(uids[3...6]))
        #expect(
            loop.state.list.window.prefix(10).map(\.title) == [
                "Parent 1", "Step 1.1", "Step 1.2", "Parent 3", "Step 3.1", "Step 3.2", "Parent 2",
                "Step 2.1",
                "Deeper 2.1.1", "Step 2.2",
            ])
        #expect(loop.state.list.depths.prefix(10) == [0, 1, 1, 0, 1, 1, 0, 1, 2, 1])
        #expect(Shown(loop.state) == (try Self.wholeRead(loop, store)))
    }

    @Test(arguments: 1...6) func randomMovesShowWhatAWholeReadShows(number: UInt64) throws {
        let reads = try Self.randomRounds(number) { loop, store, uid, _, random in
            let window = loop.state.list.window
            let other = window[Int(random.next() % UInt64(window.count))].uid
            let placement: Placement = random.next() % 2 == 0 ? .before(uid: other) : .after(uid: other)
            return Self.report(loop, try store.move(uid: uid, to: placement).mutation)
        }
        // Most moves stay inside the window's first and last rows.
        #expect(reads.filter { if case .listOrder = $0 { true } else { false } }.count > 15)
    }

    @Test(arguments: 1...6) func randomEditsShowWhatAWholeReadShows(number: UInt64) throws {
        let reads = try Self.randomRounds(number) { loop, store, uid, round, random in
            let choice = random.next() % 7
            return try Self.commit(loop, store, uid) { item in
                switch choice {
                case 0: item.setDone(!item.isDone, at: testNow)
                case 1: item.isImportant.toggle()
                case 2: item.isUrgent.toggle()
                case 3: item.title = "Edited \(round)"
                case 4: item.deadline = item.deadline == nil ? testToday.adding(days: round % 5 - 2) : nil
                case 5: item.start = item.start == nil ? testToday.adding(days: round % 3) : nil
                default: item.notes = "- [x] one\n- [ ] two"
                }
            }
        }
        // Most edits keep their task shown, so most were read as a row.
        #expect(reads.filter { if case .listRow = $0 { true } else { false } }.count > 20)
    }
}
