import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// todo.txt's parent links, topydo's `id:` and `p:` words (`TodoTxtParentWords`, Docs/Formats.md): read
/// into steps, written back for the tasks that have them, kept as written on lines whose parent did not
/// change.
@Suite("Steps in todo.txt: topydo's id: and p:")
struct TodoTxtParentTests {
    /// The title of each task's parent ("" at the top level), by the task's title.
    static func parents(_ store: TaskStore) throws -> [String: String] {
        let items = try store.items()
        let titles = Dictionary(items.map { ($0.uid, $0.title) }, uniquingKeysWith: { first, _ in first })
        return Dictionary(
            items.map { ($0.title, $0.parentUID.map { titles[$0] ?? "missing \($0)" } ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

    static func exported(_ store: TaskStore) throws -> [String] {
        String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    /// topydo's own test list `test/data/FilterTest2.txt` (github.com/topydo/topydo at 873955c), which its
    /// filter tests read as three trees: Foo > Bar > Baz, Buzz > Blob, Task 1 > Task 2 and Task 3.
    @Test func topydosDependenciesAreSteps() throws {
        let store = try makeStore()
        try importText(
            store,
            """
            Foo id:1
            Bar p:1 id:2
            Baz p:2
            Buzz id:5
            x 2014-07-20 Blob p:5
            Task 1 id:6
            Task 2 p:6
            x 2014-07-20 Task 3 p:6

            """, format: .todoTxt)
        #expect(
            try Self.parents(store) == [
                "Foo": "", "Bar": "Foo", "Baz": "Bar", "Buzz": "", "Blob": "Buzz", "Task 1": "",
                "Task 2": "Task 1", "Task 3": "Task 1",
            ])
    }

    /// An ike before parents read `id:` and `p:` as title text and derived the uid from it: the same file
    /// imported now updates those tasks (no longer with the words in their titles) instead of adding more.
    @Test func aFileAnIkeBeforeParentsImportedUpdatesTheSameTasks() throws {
        let lines = ["2026-11-25 Prepare the slides id:1", "2026-11-25 Rehearse the talk p:1"]
        let store = try makeStore()
        try store.change { writer in
            for title in ["Prepare the slides id:1", "Rehearse the talk p:1"] {
                let item = TodoItem(
                    uid: StableID.derive("todotxt", from: title), title: title, createdAt: testNow)
                try writer.insert(item, at: .bottom)
            }
        }
        let plan = try importText(store, lines.joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(plan.count(.add) == 0 && plan.count(.update) == 2)
        #expect(
            try Self.parents(store) == ["Prepare the slides": "", "Rehearse the talk": "Prepare the slides"])
    }

    /// A `p:` that names no line waits for its parent, as a parent missing from any format's file does;
    /// ike's export names a parent it does not write by its uid, so the link finds it.
    @Test func aParentNoLineNamesIsKeptUntilItArrives() throws {
        let store = try makeStore()
        try importText(store, "Pack the books p:move%20flat\n", format: .todoTxt)
        #expect(try store.items()[0].parentUID == "move flat")
        try importText(store, "Move flat uid:move%20flat\n", format: .todoTxt)
        #expect(try Self.parents(store) == ["Pack the books": "Move flat", "Move flat": ""])
    }

    /// topydo allows several parents (`p:1 p:2`, as in its `test/data/SorterTest10.txt`); ike's task has
    /// one, the first, and the line keeps the other as written.
    @Test func theFirstOfSeveralParentsCountsAndTheOtherStaysInTheLine() throws {
        let store = try makeStore()
        try importText(
            store,
            "(A) Important parent task id:1\n(A) Another important task id:2\n(C) Child task p:1 p:2\n",
            format: .todoTxt)
        #expect(try Self.parents(store)["Child task"] == "Important parent task")
        let child = try uid(store, titled: "Child task")
        try edit(store, uid: child) { $0.title = "Child task, renamed" }
        #expect(try Self.exported(store)[2] == "(C) Child task, renamed p:1 p:2 uid:\(child)")
        // Moved to the top level in ike: no `p:` word may name a parent any more.
        try edit(store, uid: child) { $0.parentUID = nil }
        #expect(try Self.exported(store)[2] == "(C) Child task, renamed uid:\(child)")
    }

    /// Tasks made in ike: only a parent gets `id:` (its uid), only a step `p:`; a fresh list reads the
    /// same tree back, and a step whose parent was not in the file keeps the link.
    @Test func anExportReadsBackAsTheSameTree() throws {
        let store = try makeStore()
        try store.change { writer in
            var parent: String?
            for title in ["Move flat", "Pack", "Pack the books"] {
                var item = try writer.newItem(title: title)
                item.parentUID = parent
                parent = try writer.insert(item, at: .bottom).uid
            }
            var waiting = try writer.newItem(title: "Label the boxes")
            waiting.parentUID = "not here, 100%"
            try writer.insert(waiting, at: .bottom)
        }
        let lines = try Self.exported(store)
        let items = try store.items()
        #expect(lines[0].hasSuffix(" id:\(items[0].uid) uid:\(items[0].uid)"))
        #expect(lines[1].hasSuffix(" id:\(items[1].uid) p:\(items[0].uid) uid:\(items[1].uid)"))
        #expect(lines[2].hasSuffix(" Pack the books p:\(items[1].uid) uid:\(items[2].uid)"))
        #expect(lines[3].contains(" p:not%20here,%20100%25 "))
        let fresh = try makeStore()
        try importText(fresh, lines.joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(try fresh.items().map(\.parentUID) == items.map(\.parentUID))
        #expect(try fresh.items().map(\.title) == items.map(\.title))
    }

    /// Moved under another task in ike: the step's `p:` is rewritten in place, its new parent gets `id:`
    /// (and `uid:`, as any changed line without one), and every other line comes back byte for byte.
    @Test func aNewParentRewritesOnlyTheLinkWords() throws {
        let text = [
            "2026-11-25 Prepare the slides +work star:1 id:1", "2026-11-25 Rehearse the talk +work p:1 h:1",
            "(D) 2026-11-25 Sort the photos +home",
        ]
        let store = try makeStore()
        try importText(store, text.joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(try Self.exported(store) == text)
        let photos = try uid(store, titled: "Sort the photos")
        let talk = try uid(store, titled: "Rehearse the talk h:1")
        try edit(store, uid: talk) { $0.parentUID = photos }
        #expect(
            try Self.exported(store) == [
                text[0], "2026-11-25 Rehearse the talk +work p:\(photos) h:1 uid:\(talk)",
                "(D) 2026-11-25 Sort the photos +home id:\(photos) uid:\(photos)",
            ])
        let fresh = try makeStore()
        try importText(fresh, try Self.exported(store).joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(try Self.parents(fresh)["Rehearse the talk h:1"] == "Sort the photos")
    }

    /// A task as an ike before parents left it (the `p:` word in its title, no parent) and then edited:
    /// the title's word goes back unescaped, as a `key:value` word of the original line that ike does not
    /// own does (`TodoTxtKeyWords.escaping`), so topydo and a re-import still see the step.
    @Test func aTitleStillHoldingItsParentWordKeepsTheLink() throws {
        let store = try makeStore()
        try importText(store, "Prepare the slides id:1\nRehearse the talk p:1\n", format: .todoTxt)
        let talk = try uid(store, titled: "Rehearse the talk")
        try edit(store, uid: talk) {
            $0.parentUID = nil
            $0.title = "Rehearse the talk p:1"
        }
        #expect(try Self.exported(store)[1] == "Rehearse the talk p:1 uid:\(talk)")
        let fresh = try makeStore()
        try importText(fresh, try Self.exported(store).joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(try fresh.items()[1].parentUID == (try fresh.items()[0].uid))
    }

    /// Two topydo lists imported one after the other both number from `id:1`: exported together, the
    /// parents get their uids as ids, so each step still names its own parent.
    @Test func idsOfTwoListsThatCollideAreReplacedByUids() throws {
        let store = try makeStore()
        try importText(store, "Move flat id:1\nPack p:1\n", format: .todoTxt)
        try importText(store, "Plan the trip id:1\nBook the train p:1\n", format: .todoTxt)
        let expected = [
            "Move flat": "", "Pack": "Move flat", "Plan the trip": "", "Book the train": "Plan the trip",
        ]
        #expect(try Self.parents(store) == expected)
        let fresh = try makeStore()
        try importText(fresh, try Self.exported(store).joined(separator: "\n") + "\n", format: .todoTxt)
        #expect(try Self.parents(fresh) == expected)
    }

    /// A repeated `id:` names the first line that has it (topydo looks up one task per id); an empty `p:`
    /// is title text.
    @Test func aRepeatedIDNamesItsFirstLineAndAnEmptyParentWordIsText() throws {
        let store = try makeStore()
        try importText(store, "First id:1\nSecond id:1\nStep p:1\nCall p:\n", format: .todoTxt)
        #expect(try Self.parents(store) == ["First": "", "Second": "", "Step": "First", "Call p:": ""])
    }

    /// A line that is its own parent, or lines that are each other's: a task cannot be its own ancestor,
    /// so the import is refused with a message naming the task, and nothing is imported.
    @Test(arguments: ["Pack id:1 p:1\n", "Pack id:1 p:2\nMove flat id:2 p:1\n"])
    func aLoopOfParentsRefusesTheImport(text: String) throws {
        let store = try makeStore()
        #expect {
            try importText(store, text, format: .todoTxt)
        } throws: { error in
            String(describing: error).contains("step of") && String(describing: error).contains("Pack")
        }
        #expect(try store.items().isEmpty)
    }

    /// topydo keeps done tasks in done.txt: a done step there names its parent in todo.txt.
    @Test func aStepInDoneTxtNamesItsParentInTodoTxt() throws {
        let store = try makeStore()
        let files = [("todo.txt", "Buzz id:5\n"), ("done.txt", "x 2014-07-20 Blob p:5\n")]
        let parsed = try ParsedFile.combining(
            files.map { name, text in
                (name, try Importer.parse(file: name, bytes: Array(text.utf8), format: nil, timeZone: .gmt))
            })
        try Importer(store: store).run(parsed, file: "files")
        #expect(try Self.parents(store) == ["Buzz": "", "Blob": "Buzz"])
    }
}
