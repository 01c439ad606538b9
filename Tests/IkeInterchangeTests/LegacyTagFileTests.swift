import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Files an ike wrote before formats carried tags of their own (tags appended to titles as ` +tag`), and
/// files from other apps imported then: re-importing them matches the same tasks and changes nothing.
@Suite("Files from before tags had formats of their own")
struct LegacyTagFileTests {
    /// Tasks as the store holds them: tags of their own, one title holding a `+word` of its own.
    static let stored = [
        TodoItem(
            uid: "a", title: "Pay rent", createdAt: testNow, tags: [try! Tag("home"), try! Tag("@phone")]),
        TodoItem(uid: "b", title: "Call +1 555 0100", createdAt: testNow, tags: [try! Tag("work")]),
        TodoItem(uid: "c", title: "Untagged", createdAt: testNow),
    ]

    /// What the previous ike's export wrote for `stored`, byte for byte, in each format.
    static let files: [(InterchangeFormat, String)] = [
        (
            .todoTxt,
            """
            2026-11-22 Pay rent +@phone +home uid:a
            2026-11-22 Call +1 555 0100 +work uid:b
            2026-11-22 Untagged uid:c

            """
        ),
        (
            .markdown,
            """
            - [ ] Pay rent +@phone +home <!-- uid:a -->
            - [ ] Call +1 555 0100 +work <!-- uid:b -->
            - [ ] Untagged <!-- uid:c -->

            """
        ),
        (
            .csv,
            "uid,title,notes,deadline,done,doneAt,important,urgent,quadrant,createdAt,updatedAt\r\n"
                + "a,Pay rent +@phone +home,,,false,,false,false,eliminate,\(stamp),\(stamp)\r\n"
                + "b,Call +1 555 0100 +work,,,false,,false,false,eliminate,\(stamp),\(stamp)\r\n"
                + "c,Untagged,,,false,,false,false,eliminate,\(stamp),\(stamp)\r\n"
        ),
        (
            .iCalendar,
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
                + vtodo("a", "Pay rent +@phone +home", categories: "@phone,home")
                + vtodo("b", "Call +1 555 0100 +work", categories: "1,work")
                + vtodo("c", "Untagged", categories: nil) + "END:VCALENDAR\r\n"
        ),
        (
            .taskwarrior,
            """
            [
              {"uuid":"\(TaskwarriorCodec.derivedUUID("a"))","ikeuid":"a","description":"Pay rent +@phone +home","status":"pending","entry":"\(basic)","modified":"\(basic)","tags":["@phone","home"]},
              {"uuid":"\(TaskwarriorCodec.derivedUUID("b"))","ikeuid":"b","description":"Call +1 555 0100 +work","status":"pending","entry":"\(basic)","modified":"\(basic)","tags":["1","work"]},
              {"uuid":"\(TaskwarriorCodec.derivedUUID("c"))","ikeuid":"c","description":"Untagged","status":"pending","entry":"\(basic)","modified":"\(basic)"}
            ]

            """
        ),
    ]
    static let stamp = "2026-11-22T09:00:00.000Z"
    static let basic = "20261122T090000Z"

    static func vtodo(_ uid: String, _ summary: String, categories: String?) -> String {
        "BEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:\(basic)\r\nCREATED:\(basic)\r\nLAST-MODIFIED:\(basic)\r\n"
            + "SUMMARY:\(summary)\r\nSTATUS:NEEDS-ACTION\r\n"
            + (categories.map { "CATEGORIES:\($0)\r\n" } ?? "") + "END:VTODO\r\n"
    }

    @Test(arguments: files.indices)
    func anEarlierExportReadsBackOntoTheSameTasksUnchanged(index: Int) throws {
        let (format, text) = Self.files[index]
        let store = try storeHolding(Self.stored)
        let before = try wholeTable(store)
        let plan = try importText(store, text, format: format)
        #expect(plan.count(.unchanged) == 3, "\(format): \(plan.entries.map(\.changedFields))")
        #expect(plan.count(.add) == 0 && plan.count(.update) == 0, "\(format)")
        #expect(try wholeTable(store) == before, "\(format)")
    }

    @Test(arguments: files.indices)
    func theFormatIsStillRecognised(index: Int) throws {
        let (format, text) = Self.files[index]
        let plan = try importText(try storeHolding(Self.stored), text, dryRun: true)
        #expect(plan.format == format)
    }

    @Test func aForeignFileImportedBeforeMatchesByTheUidDerivedFromItsText() throws {
        // Imported by an earlier ike as the title "Buy milk +shop @store" (its uid derived from that text),
        // then moved into tags by the migration.
        let uid = StableID.derive("todotxt", from: "Buy milk +shop @store")
        let store = try storeHolding([
            TodoItem(uid: uid, title: "Buy milk", createdAt: testNow, tags: try tags("shop", "@store"))
        ])
        let before = try wholeTable(store)
        let plan = try importText(store, "Buy milk +shop @store\n", format: .todoTxt)
        #expect(plan.count(.unchanged) == 1 && plan.count(.add) == 0, "\(plan.summary)")
        #expect(try wholeTable(store) == before)
        let markdownUID = StableID.derive("md", from: "Plan trip #travel")
        let markdownStore = try storeHolding([
            TodoItem(uid: markdownUID, title: "Plan trip #travel", createdAt: testNow)
        ])
        let markdownBefore = try wholeTable(markdownStore)
        let markdownPlan = try importText(markdownStore, "- [ ] Plan trip #travel\n")
        // The same task, left as it is: the line says what the earlier import stored.
        #expect(markdownPlan.count(.unchanged) == 1 && markdownPlan.count(.add) == 0)
        #expect(try wholeTable(markdownStore) == markdownBefore)
        // Into a new store the line is a title and a tag.
        let fresh = try makeStore()
        try importText(fresh, "- [ ] Plan trip #travel\n")
        #expect(try fresh.items().map(\.title) == ["Plan trip"])
        #expect(try fresh.items().map(\.tags.names) == [["travel"]])
    }

    @Test func anEditMadeInAnotherAppToAnEarlierExportIsTaken() throws {
        let store = try storeHolding(Self.stored)
        try importText(store, "2026-11-22 Pay the rent +@phone +home +bills uid:a\n", format: .todoTxt)
        let item = try #require(try store.item(uid: "a"))
        #expect(item.title == "Pay the rent")
        #expect(item.tags.names == ["@phone", "bills", "home"])
    }
}
