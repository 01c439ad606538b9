import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// Migration `v5-tags`: a database of every earlier schema opens, and the tag words earlier imports
/// appended to titles become tags by the rule in `Docs/Decisions.md` (2026-11-25).
@Suite("Tag migration")
struct TagMigrationTests {
    /// Titles as earlier ikes stored them, and what the migration leaves: the title and its tags.
    static let titles: [(String, String, [String])] = [
        ("Pay rent +home", "Pay rent", ["home"]),
        ("Prepare slides +work +urgent", "Prepare slides", ["urgent", "work"]),
        ("Learn Swift +Study +study", "Learn Swift", ["Study"]),
        ("Water plants  +garden", "Water plants", ["garden"]),
        ("회의 준비 +업무", "회의 준비", ["업무"]),
        ("Call +1 555 0100", "Call +1 555 0100", []),
        ("Follow up +2w", "Follow up +2w", []),
        ("Buy +groceries milk", "Buy +groceries milk", []),
        ("Score was 3 +1", "Score was 3 +1", []),
        ("+solo", "+solo", []),
        ("+home +work", "+home +work", []),
        ("Reply to @jack", "Reply to @jack", []),
        ("Call Mom @phone +family", "Call Mom @phone", ["family"]),
        ("Learn C++", "Learn C++", []),
        ("Mixed +ok +", "Mixed +ok +", []),
        ("Odd +a\u{200E}b", "Odd +a\u{200E}b", []),
    ]

    /// The schemas before tags had a table: their title words are what the tag migration moves.
    @Test(arguments: Schema.migrationIdentifiers.prefix { $0 != "v5-tags" })
    func aDatabaseOfAnEarlierSchemaOpensAndItsTitleTagsBecomeTags(upTo migration: String) throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try oldDatabase(at: path, upTo: migration, titles: Self.titles.map(\.0))
        let before = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT id, uid, updatedAt, isDone FROM task ORDER BY id").map {
                "\($0[0] as Int64) \($0[1] as String) \($0[2] as Int64) \($0[3] as Bool)"
            }
        }
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        let items = try store.items()
        #expect(items.map(\.title) == Self.titles.map(\.1), "\(migration)")
        #expect(items.map(\.tags.names) == Self.titles.map(\.2), "\(migration)")
        let after = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, uid, updatedAt, isDone FROM task ORDER BY id").map {
                "\($0[0] as Int64) \($0[1] as String) \($0[2] as Int64) \($0[3] as Bool)"
            }
        }
        #expect(after == before, "ids, uids, done and updatedAt are kept (\(migration))")
        #expect(try store.counts() == TaskCounts(open: Self.titles.count - 2, done: 2), "\(migration)")
        try expectTagTallyMatchesTheLinks(store, after: migration)
        // The task marked done (the second) counts as done for its tags.
        #expect(
            try store.tagCounts().first { $0.tag.name == "work" }
                == TagCount(tag: try Tag("work"), open: 0, done: 1))
        // The database goes on working: a tag edit and its undo.
        let change = try store.edit(uid: items[0].uid, TaskEdit(addTags: try tags("Bills")))
        try store.apply(change.mutation.inverse)
        #expect(try store.item(uid: items[0].uid) == items[0])
    }

    @Test func theRuleTakesOnlyTrailingTagWords() {
        for (title, kept, tags) in Self.titles {
            let split = TitleTagMigration.split(title)
            #expect((split?.title ?? title) == kept, "\(title)")
            #expect((split?.tags.names ?? []) == tags, "\(title)")
        }
    }
}
