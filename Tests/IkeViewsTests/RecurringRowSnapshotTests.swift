import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// Rows of recurring tasks: the ↻ mark (a word in ASCII) and the rule in short after the title, before
/// the tags, giving way before the title on a narrow screen; a done occurrence has no mark.
@Suite("Recurring rows")
struct RecurringRowSnapshotTests {
    static func repeating(_ title: String, _ phrase: String, due: String, tags: [String] = []) -> TodoItem {
        var item = task(title, due: due)
        item.repeats = .rule(try! RecurrencePhrase.parse(phrase, today: today))
        item.tags = TagSet(tags.map { try! Tag($0) })
        return item
    }

    static let items: [TodoItem] = {
        var occurrence = task("Water the plants", done: true, due: "2026-11-20")
        occurrence.seriesUID = "uid-Water the plants"
        var custom = task("Quarterly report", due: "2026-12-31")
        custom.repeats = .custom(
            CustomRepeat(.iCalendar, "FREQ=MONTHLY;INTERVAL=3;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR"))
        return [
            repeating("Water the plants", "every 3 days", due: "2026-11-23", tags: ["home"]),
            occurrence,
            repeating("Pay rent", "every month on the 1st", due: "2026-12-01"),
            repeating("Team meeting notes", "every 2 weeks on mon, thu", due: "2026-11-23", tags: ["work"]),
            custom,
            task("Buy milk"),
        ]
    }()

    @Test func theMarkAndTheRuleFollowTheTitle() {
        let unicode = AppView.render(listState(items: Self.items))
        assertSnapshot(unicode, named: "recurring-rows-80x24")
        #expect(unicode.plainText.contains("Water the plants ↻ every 3 days #home"))
        #expect(unicode.plainText.contains("Quarterly report ↻ custom"))
        let ascii = AppView.render(listState(items: Self.items, color: false, ascii: true))
        assertSnapshot(ascii, named: "recurring-rows-ascii-mono-80x24")
        #expect(ascii.plainText.contains("Pay rent repeats every month on the 1st"))
        let narrow = AppView.render(listState(width: 40, height: 12, items: Self.items))
        assertSnapshot(narrow, named: "recurring-rows-40x12")
        #expect(narrow.plainText.contains("Team meeting notes"))
    }

    /// A checklist's progress comes first among the labels: `☐ 1/2`, `[1/2]` in ASCII.
    @Test func aChecklistShowsItsProgress() {
        var item = task("Move flat")
        item.notes = "- [x] Book the van\n- [ ] Buy boxes"
        item.tags = TagSet([try! Tag("home")])
        #expect(AppView.render(listState(items: [item])).plainText.contains("Move flat ☐ 1/2 #home"))
        let ascii = AppView.render(listState(items: [item], color: false, ascii: true))
        #expect(ascii.plainText.contains("Move flat [1/2] #home"))
    }
}
