import Foundation
import IkeCore
import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// A cancelled task (issue 30, item 7) is drawn closed but apart from done: its own box (☒, `[-]` in
/// ASCII), its title struck and dim as a done one's, on the list and in the matrix.
@Suite("Cancelled rows")
struct CancelledRowSnapshotTests {
    static func cancelled(_ title: String, due: String? = nil) -> TodoItem {
        var item = task(title, done: true, due: due)
        item.isCancelled = true
        return item
    }

    static let items = [
        task("Call the bank", due: "2026-11-27"), task("Buy milk", done: true),
        cancelled("Book the hall", due: "2026-11-20"), task("Sort desktop icons"),
    ]

    @Test func aCancelledRowHasItsOwnBoxAndAStruckTitle() throws {
        let unicode = AppView.render(listState(items: Self.items))
        assertSnapshot(unicode, named: "cancelled-rows-80x24")
        let row = try #require((0..<unicode.height).first { unicode.line($0).contains("Book the hall") })
        #expect(unicode.line(row).contains("☒ Book the hall"), "\(unicode.line(row))")
        let title = try #require(unicode.column(of: "Book", row: row))
        #expect(unicode[title, row].style.attributes.contains(.strikethrough))
        // Closed: no "overdue" on a past deadline.
        #expect(!unicode.line(row).contains("overdue"), "\(unicode.line(row))")
        let done = try #require((0..<unicode.height).first { unicode.line($0).contains("Buy milk") })
        #expect(unicode.line(done).contains("☑ Buy milk"))
        let ascii = AppView.render(listState(items: Self.items, color: false, ascii: true))
        assertSnapshot(ascii, named: "cancelled-rows-ascii-mono-80x24")
        #expect(ascii.plainText.contains("[-] Book the hall") && ascii.plainText.contains("[x] Buy milk"))
    }

    /// The form's Done box says cancelled; unticked it is open, ticked again cancelled as before.
    @Test func theFormSaysCancelled() {
        let shown = renderForm(formState(item: Self.cancelled("Book the hall"))).plainText
        #expect(shown.contains("Done [-]"), "\(shown)")
        let reopened = renderForm(formState(item: Self.cancelled("Book the hall")) { $0.isDone = false })
        #expect(reopened.plainText.contains("Done [ ]"))
    }

    @Test func theMatrixDrawsItsBoxToo() {
        let state = matrixState(
            quadrants: [.doFirst: [Self.cancelled("Book the hall"), task("Call the bank")]], showsDone: true)
        #expect(AppView.render(state).plainText.contains("☒ Book the hall"))
    }
}
