import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// Scripted sessions through `AppLoop` with a fake terminal and an in-memory store: what the store holds
/// afterwards is the oracle.
@Suite("App loop")
struct AppLoopTests {
    @Test func quickAddToggleReorderDeleteUndoRedo() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        type(loop, [.char("a")] + "Renew passport".map { .char($0) } + [.enter, .escape])
        #expect(try store.items().map(\.title) == ["Renew passport", "Call the bank", "Buy milk"])
        #expect(loop.state.list.selectedUID == (try store.items()[0].uid))
        type(loop, [.down, .char(" ")])
        #expect(try store.items().map(\.isDone) == [false, true, false])
        type(loop, [.shiftDown])
        #expect(try store.items().map(\.title) == ["Renew passport", "Buy milk", "Call the bank"])
        #expect(loop.state.list.selectedIndex == 2)  // the selection followed the task
        type(loop, [.char("d")])
        #expect(try store.items().map(\.title) == ["Renew passport", "Buy milk"])
        #expect(loop.state.status?.text == "Deleted “Call the bank”")
        type(loop, [.char("u")])
        #expect(try store.items().map(\.title) == ["Renew passport", "Buy milk", "Call the bank"])
        #expect(try store.items()[2].isDone)
        type(loop, [.char("u"), .char("u")])
        #expect(try store.items().map(\.title) == ["Renew passport", "Call the bank", "Buy milk"])
        #expect(try store.items().map(\.isDone) == [false, false, false])
        type(loop, [.ctrl("r")])
        #expect(try store.items().map(\.isDone) == [false, true, false])
        #expect(loop.state.counts == TaskCounts(open: 2, done: 1))
    }

    @Test func workAfterTheFirstFrameRunsOnceTheFrameIsPresented() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        let terminal = FakeTerminal()
        let loop = AppLoop(store: store, terminal: terminal, options: DisplayOptions(), render: plainRender)
        var framesSeen: [Int] = []
        loop.afterFirstFrame = { framesSeen.append(terminal.frames.count) }
        loop.start()
        loop.handle(.down)
        #expect(framesSeen == [1])
    }

    @Test func hideDoneAndSearch() throws {
        let (loop, _) = try makeLoop(["Call the bank", "Buy milk", "Bake bread"])
        type(loop, [.down, .char(" "), .char(".")])
        #expect(loop.state.list.count == 2)
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Bake bread"])
        type(loop, [.char("/"), .char("b"), .char("a")])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Bake bread"])
        type(loop, [.char("k")])
        #expect(loop.state.list.window.map(\.title) == ["Bake bread"])
        type(loop, [.backspace])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Bake bread"])
        type(loop, [.escape, .char(".")])
        #expect(loop.state.list.count == 3)
    }

    @Test func changesFromAnotherConnectionAppearWithoutMovingTheSelection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ike-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ike.sqlite").path
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        try store.change { writer in
            for title in ["A", "B", "C"] { try writer.insert(try writer.newItem(title: title), at: .bottom) }
        }
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.writeWaitMilliseconds = 60_000
        loop.start()
        loop.handle(.down)
        loop.idle()
        let script = try TaskStore.open(at: path, environment: .live)
        try script.change { try $0.insert(try $0.newItem(title: "From a script"), at: .top) }
        loop.idle()
        #expect(loop.state.list.window.map(\.title) == ["From a script", "A", "B", "C"])
        #expect(loop.state.list.selectedItem?.title == "B")
    }

    @Test func undoOfAChangeSomeoneElseOverwroteIsRefused() throws {
        let (loop, store) = try makeLoop(["A"])
        loop.handle(.char(" "))
        try store.change { writer in
            var item = try writer.item(uid: "uid-1")!
            item.title = "Renamed elsewhere"
            try writer.update(item)
        }
        loop.handle(.char("u"))
        #expect(loop.state.status?.kind == .error)
        #expect(loop.state.status?.text.hasPrefix("Cannot undo:") == true)
        #expect(try store.items()[0].title == "Renamed elsewhere")
        #expect(loop.state.history.nextUndo == nil)
    }

    @Test func randomKeysNeverBreakTheInvariants() throws {
        let (loop, store) = try makeLoop((0..<25).map { "Task \($0)" })
        let seed = TestSeed(0x1CE_2026)
        var generator = seed.generator()
        let keys: [Key] = [
            .up, .down, .pageUp, .pageDown, .home, .end, .char(" "), .shiftUp, .shiftDown, .char("d"),
            .delete,
            .char("u"), .ctrl("r"), .char("a"), .char("x"), .char("한"), .enter, .escape, .char("/"),
            .char("."),
            .char("i"), .char("!"), .char("?"), .backspace, .ctrl("w"), .paste("p1\np2"), .tab,
            .unknown("\u{1b}[99~"),
            .mouse(MouseEvent(kind: .wheelDown, x: 3, y: 5)), .char("J"), .char("K"), .char("g"), .char("G"),
        ]
        for step in 0..<3_000 {
            loop.handle(keys.randomElement(using: &generator)!)
            let list = loop.state.list
            #expect(
                list.count == 0 || (0..<list.count).contains(list.selectedIndex), "step \(step), \(seed)")
            #expect(list.scrollTop >= 0 && list.scrollTop <= max(0, list.count - 1), "step \(step), \(seed)")
            #expect(loop.state.isRunning, "step \(step), \(seed)")
            if step % 500 == 0 && loop.state.screen == .list {
                #expect(list.count == (try store.count(list.filter)), "step \(step), \(seed)")
            }
        }
    }

    @Test func editInTheFormThenPostponeOnGoalsAndUndo() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        type(loop, [.enter, .ctrl("u")] + "은행에 전화".map { .char($0) } + [.tab, .tab])
        type(loop, "4 dec".map { .char($0) })
        type(loop, [.ctrl("s")])
        #expect(loop.state.mode == .normal)
        let saved = try #require(try store.items().first)
        #expect(saved.title == "은행에 전화" && saved.deadline == LocalDate(iso: "2026-12-04"))
        type(loop, [.char("2")])
        #expect(loop.state.screen == .goals)
        #expect(
            loop.state.goals.groups.map { $0.month?.title ?? "No deadline" } == [
                "December 2026", "No deadline",
            ])
        #expect(loop.state.goals.selectedItem?.title == "은행에 전화")
        type(loop, [.char("+"), .char("+")])
        #expect(try store.items()[0].deadline == LocalDate(iso: "2026-12-06"))
        type(loop, [.char("u")])
        #expect(try store.items()[0].deadline == LocalDate(iso: "2026-12-05"))
        type(loop, [.char("u"), .char("u")])
        #expect(try store.items()[0].title == "Call the bank")
        #expect(try store.items()[0].deadline == nil)
    }

    @Test func newTaskThroughTheFormAndDiscardingChanges() throws {
        let (loop, store) = try makeLoop(["Existing"])
        type(loop, [.char("A")] + "From the form".map { .char($0) } + [.tab] + "line 1".map { .char($0) })
        type(loop, [.enter] + "line 2".map { .char($0) } + tabKeys(from: .notes, to: .important))
        type(loop, [.char(" "), .ctrl("s")])
        let added = try store.items()[0]
        #expect(added.title == "From the form" && added.notes == "line 1\nline 2" && added.isImportant)
        type(loop, [.char("e"), .char("x"), .escape])
        #expect(loop.state.mode.form?.isConfirmingDiscard == true)
        type(loop, [.char("y")])
        #expect(loop.state.mode == .normal)
        #expect(try store.items()[0].title == "From the form")
    }
    @Test func aReviewRoundDecidesThroughTheStoreAndTheClockSkipsTheSuspension() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk", "Renew passport"])
        var clock = loop.state.review.now + 1
        loop.clock = { clock }
        type(loop, [.char("4"), .enter])
        #expect(loop.state.review.round?.card?.title == "Call the bank")
        clock += 3
        type(loop, [.right])  // done
        clock += 3
        type(loop, [.left])  // later: Buy milk goes to the bottom
        #expect(loop.state.review.round?.card?.title == "Renew passport")
        clock += 4
        // A minute in the shell between Ctrl-Z and `fg`.
        loop.terminal.whileSuspended = { clock += 60 }
        type(loop, [.ctrl("z")])
        #expect(loop.terminal.suspendCount == 1)
        type(loop, [.char("l")])  // done
        #expect(loop.state.review.round?.card?.title == "Buy milk")
        // 3 + 3 + 4 seconds counted; the minute after Ctrl-Z was never seen by the countdown.
        #expect(loop.state.review.round?.timer.elapsed == 10)
        type(loop, [.right])
        #expect(loop.state.review.round?.phase == .finished)
        #expect(try store.items().map(\.isDone) == [true, true, true])
        type(loop, [.char("u")])
        #expect(try store.items().map(\.isDone) == [true, false, true])
        #expect(loop.state.review.round?.card?.title == "Buy milk")
        #expect(loop.state.review.round?.phase == .running)
    }

    @Test func aCardDeletedByAnotherProcessLeavesTheDeck() throws {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk"])
        type(loop, [.char("4"), .enter])
        #expect(loop.state.review.round?.card?.title == "Call the bank")
        let uid = try store.items()[0].uid
        try store.change { try $0.delete(uid: uid) }
        // What idle() dispatches when `PRAGMA data_version` shows another connection's commit.
        loop.send(.storeChanged)
        #expect(loop.state.review.round?.card?.title == "Buy milk")
        #expect(loop.state.review.round?.deck.count == 1)
    }
}
