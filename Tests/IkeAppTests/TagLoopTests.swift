import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import IkeApp

/// Tags through `AppLoop` with a store: the `#` filter on every task screen, the form's Tags field with
/// undo and redo, a review deck per tag, and a tag read that waits for a write.
@Suite("Tags through the app loop")
struct TagLoopTests {
    /// A started loop over "Call the bank" [home], "Buy milk" [errand], "Renew passport" [home, papers]
    /// and "Pay rent" (done) [home].
    func taggedLoop() throws -> (AppLoop<FakeTerminal>, TaskStore) {
        let (loop, store) = try makeLoop(["Call the bank", "Buy milk", "Renew passport", "Pay rent"])
        let uids = try store.items().map(\.uid)
        let tags = [["home"], ["errand"], ["home", "papers"], ["home"]]
        for (uid, names) in zip(uids, tags) {
            _ = try store.edit(uid: uid, TaskEdit(addTags: try TagSet(parsing: names)))
        }
        _ = try store.setDone(true, uids: [uids[3]])
        loop.send(.storeChanged)
        return (loop, store)
    }

    func keys(_ text: String) -> [Key] { text.map { .char($0) } }

    @Test func hashFiltersTheListGoalsAndMatrixUntilEscClearsIt() throws {
        let (loop, _) = try taggedLoop()
        type(loop, [.char("#")])
        // Most used first: home has three tasks, the others one each.
        #expect(loop.state.tagCounts.map(\.tag.name) == ["home", "errand", "papers"])
        #expect(loop.state.tagCounts.first.map { [$0.open, $0.done] } == [2, 1])
        type(loop, keys("HO") + [.enter])
        #expect(loop.state.mode == .normal)
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Renew passport", "Pay rent"])
        type(loop, [.char(".")])
        #expect(loop.state.list.window.map(\.title) == ["Call the bank", "Renew passport"])
        type(loop, [.char("2")])
        #expect(loop.state.goals.items.map(\.title) == ["Call the bank", "Renew passport"])
        type(loop, [.char("3")])
        // Added without flags, they wait in the matrix's inbox.
        #expect(loop.state.matrix.inbox.map(\.title) == ["Call the bank", "Renew passport"])
        type(loop, [.escape])
        #expect(loop.state.list.tagFilter == nil)
        #expect(loop.state.matrix.inbox.count == 3)
        // Back on the list, # then Backspace on the empty field clears a filter too.
        type(loop, [.char("1"), .char("#"), .char("p"), .enter])
        #expect(loop.state.list.window.map(\.title) == ["Renew passport"])
        type(loop, [.char("#"), .backspace])
        #expect(loop.state.mode == .normal && loop.state.list.tagFilter == nil)
        #expect(loop.state.list.count == 3)
    }

    @Test func tagsEditedInTheFormAreSavedAndUndoAndRedoCoverThem() throws {
        let (loop, store) = try taggedLoop()
        // "Buy milk" [errand]: errand goes, home comes by completion, and a new tag is typed.
        type(
            loop,
            [.down, .char("e")] + tabKeys(from: .title, to: .tags) + [.ctrl("u")] + keys("ho") + [.tab]
                + keys("#groceries")
        )
        #expect(loop.state.mode.form?.tags.text == "#home #groceries")
        type(loop, [.ctrl("s")])
        #expect(loop.state.mode == .normal)
        #expect(try store.items()[1].tags.names == ["groceries", "home"])
        #expect(try store.tagCounts().map(\.tag.name) == ["groceries", "home", "papers"])
        type(loop, [.char("u")])
        #expect(try store.items()[1].tags.names == ["errand"])
        #expect(try store.tagCounts().map(\.tag.name) == ["errand", "home", "papers"])
        type(loop, [.ctrl("r")])
        #expect(try store.items()[1].tags.names == ["groceries", "home"])
    }

    @Test func aBadTagKeepsTheFormOpenAndStoresNothing() throws {
        let (loop, store) = try taggedLoop()
        type(loop, [.char("e")] + tabKeys(from: .title, to: .tags) + keys("ok #"))
        type(loop, [.ctrl("s")])
        #expect(loop.state.mode.form?.tagsError == "“#” is not a tag: a tag needs a name")
        #expect(loop.state.status?.text == "Nothing saved: fix the marked field")
        #expect(try store.items()[0].tags.names == ["home"])
    }

    @Test func theReviewOffersADeckPerTagMostUsedFirst() throws {
        let (loop, _) = try taggedLoop()
        type(loop, [.char("4")])
        let review = loop.state.review
        // Open tasks only: home has two, errand and papers one each; tags are ordered by that, then name.
        #expect(
            review.sources.suffix(3).map(\.title) == ["Tagged #home", "Tagged #errand", "Tagged #papers"])
        #expect(review.sourceCounts[.tag(try Tag("home"))] == 2)
        type(loop, [.down, .down, .down, .down, .down, .down, .down, .down, .enter])
        #expect(loop.state.review.round?.source == .tag(try Tag("home")))
        #expect(loop.state.review.round?.total == 2)
        #expect(loop.state.review.round?.card?.title == "Call the bank")
    }

    @Test func aTagReadAskedForDuringAWriteIsMadeOnceTheWriteLands() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow), busyTimeout: 30)
        try store.add([TaskEdit(title: "Call the bank", tags: [try Tag("home")])], at: .bottom)
        let loop = AppLoop(
            store: store, terminal: FakeTerminal(), options: DisplayOptions(), render: plainRender)
        loop.writeWaitMilliseconds = 50
        loop.start()
        let holder = try PendingWriteTests.LockHolder(path: path)
        type(loop, [.char(" ")])
        #expect(loop.state.pendingWrites == 1)
        type(loop, [.char("#")])
        #expect(loop.state.tagCounts.isEmpty)
        holder.unlock()
        PendingWriteTests().idle(loop) { !loop.state.tagCounts.isEmpty }
        #expect(loop.state.tagCounts.map(\.tag.name) == ["home"])
        #expect(loop.state.mode == .tagChooser(TagChooserState()))
    }
}
