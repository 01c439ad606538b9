import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp
@testable import IkeViews

/// The planned day on the screens (issue 35, item 1): a row says it relative to today, an open task planned
/// for a day gone by says "from" that day until it is planned again, and a closed task says nothing of it.
@Suite("Planned days on the screens")
struct PlannedViewTests {
    static func planned(_ title: String, _ day: String, done: Bool = false) -> TodoItem {
        var item = task(title, done: done)
        item.planned = LocalDate(iso: day)
        return item
    }

    /// Today is Sunday 22 November 2026 in every view test.
    @Test(arguments: [
        ("2026-11-22", "today"), ("2026-11-23", "tomorrow"), ("2026-11-25", "Wed"), ("2026-12-03", "3 Dec"),
        ("2026-11-20", "from Fri"), ("2026-11-02", "from 2 Nov"), ("2027-01-05", "5 Jan 2027"),
    ])
    func theWordsForADay(day: String, words: String) {
        #expect(PlannedText.words(LocalDate(iso: day)!, today: today, isOpen: true) == words)
        #expect(PlannedText.words(LocalDate(iso: day)!, today: today, isOpen: false) == nil)
    }

    @Test func aRowShowsThePlanAndYesterdaysUnfinishedOne() {
        let items = [
            Self.planned("Write report", "2026-11-22"), Self.planned("Call the bank", "2026-11-21"),
            Self.planned("Pay rent", "2026-11-20", done: true),
        ]
        let lines = AppView.render(listState(width: 80, items: items)).plainText.split(separator: "\n")
        #expect(lines.contains { $0.contains("Write report") && $0.contains("today") }, "\(lines)")
        #expect(lines.contains { $0.contains("Call the bank") && $0.contains("from Sat") }, "\(lines)")
        #expect(lines.contains { $0.contains("Pay rent") && !$0.contains("from") }, "\(lines)")
    }

    @Test func theFormReadsADayAsTheDeadlineDoes() {
        let shown = renderForm(formState(item: Self.planned("Write report", "2026-11-22"))).plainText
        #expect(shown.contains("Planned   [2026-11-22"), "\(shown)")
        var form = EditFormState(item: Self.planned("Write report", "2026-11-22"))
        form.plainFields[.planned] = TextField("fri")
        #expect(form.parsed(.planned, today: today) == .success(.day(LocalDate(iso: "2026-11-27")!)))
        form.plainFields[.planned] = TextField("someday soon")
        #expect(form.plainError(.planned, today: today) != nil)
    }
}
