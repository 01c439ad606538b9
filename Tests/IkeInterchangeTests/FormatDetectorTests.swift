import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Detection falls back to todo.txt, except for tables separated by semicolons or tabs, whose every row
/// (the header too) would silently become a task.
@Suite("Format detection")
struct FormatDetectorTests {
    @Test(arguments: [
        ("Title;Due date;Done\nBuy milk;2026-12-01;no\nCall mom;;yes\n", "semicolons"),
        ("\"Name\";\"Notes\"\n\"Buy milk\";\"2 litres; whole\"\n", "semicolons"),
        ("Aufgabe;Fällig;Erledigt\r\nMilch;2026-12-01;nein\r\n", "semicolons"),
        ("\ntitle\tdue\tdone\nBuy milk\t2026-12-01\tno\n", "tabs"),
    ])
    func aTableSeparatedBySemicolonsOrTabsIsRefused(text: String, separator: String) throws {
        let store = try makeStore()
        try addTasks(store, ["Existing"])
        let before = try wholeTable(store)
        let line = text.hasPrefix("\n") ? 2 : 1
        #expect(
            importFailure(store, bytes: Array(text.utf8), name: "tasks.csv")
                == "tasks.csv, line \(line): this looks like the header of a table separated by \(separator); "
                + "save the file as CSV separated by commas, or give --format to read it as another format; "
                + "nothing was imported")
        #expect(try wholeTable(store) == before)
    }

    /// Rows are records: a quoted note spanning lines in the first row (as Excel and Sheets save a cell
    /// with line breaks) is one field, so the rows still have as many fields as the header.
    @Test(arguments: [("csv/excel-semicolons.csv", "semicolons"), ("csv/sheets-tabs.tsv", "tabs")])
    func aTableWithAMultiLineNoteInItsFirstRowIsRefused(path: String, separator: String) throws {
        let store = try makeStore()
        let name = String(path.split(separator: "/").last!)
        #expect(
            importFailure(store, bytes: try fixture(path), name: name)
                == "\(name), line 1: this looks like the header of a table separated by \(separator); "
                + "save the file as CSV separated by commas, or give --format to read it as another format; "
                + "nothing was imported")
        #expect(try store.count() == 0)
    }

    @Test func aTodoTxtLineWithAnOddQuoteIsStillTodoTxt() throws {
        let store = try makeStore()
        let plan = try importText(store, "Title; say \"hi; to mom\nCall mom; dad; later\nRead\n")
        #expect(plan.format == .todoTxt && plan.count(.add) == 3)
    }

    @Test(arguments: [
        "Buy milk; eggs; bread\nCall mom\n",
        "(A) Call the bank; ask about fees; +home\n(B) Plan trip; book; pack\n",
        "Buy milk; eggs\nCall mom; dad\n",
        "2026-11-01 Pay rent; water; power\n2026-11-02 Read; write; rest\n",
        "x Pay rent; water; power due:2026-12-01\nx Read; write; rest due:2026-12-02\n",
        "Todo;later\n",
    ])
    func todoTxtLinesWithSemicolonsStillImport(text: String) throws {
        let store = try makeStore()
        let plan = try importText(store, text)
        #expect(plan.format == .todoTxt)
        #expect(plan.count(.add) == text.split(separator: "\n").count)
    }

    @Test func aForcedFormatReadsTheFileAnyway() throws {
        let store = try makeStore()
        let plan = try importText(store, "Title;Due;Done\nBuy milk;2026-12-01;no\n", format: .todoTxt)
        #expect(plan.count(.add) == 2)
    }
}
