import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// Quick add's start markers (issue 34, item 1): `start:PHRASE` reads as `due:` does; todo.txt's `t:` only
/// when what follows reads, so a title word such as "t:shirt" stays; a start after the deadline is an
/// error the line shows before it is added.
@Suite("Quick add starts")
struct QuickAddStartTests {
    let today = LocalDate(iso: "2026-11-22")!

    func read(_ text: String) -> QuickAddLine { QuickAddLine(text, today: today) }

    @Test func startTakesAPhraseAsDueDoes() {
        let line = read("Plan the party start:mon")
        #expect(line.title == "Plan the party" && line.start == Deadline(date: LocalDate(iso: "2026-11-23")!))
        let timed = read("start:next fri 9:00 Call the bank")
        #expect(
            timed.start == Deadline(date: LocalDate(iso: "2026-11-27")!, time: TimeOfDay(hour: 9, minute: 0)))
        #expect(timed.title == "Call the bank")
        #expect(read("Renew START:tomorrow").start?.date == LocalDate(iso: "2026-11-23"))
        #expect(read("Plan start:mon").hasMarkers)
    }

    @Test func todoTxtsThresholdOnlyWhenItReads() {
        let line = read("Pay rent t:2026-12-01")
        #expect(line.start?.date == LocalDate(iso: "2026-12-01") && line.title == "Pay rent")
        let shirt = read("Buy a t:shirt")
        #expect(shirt.start == nil && shirt.title == "Buy a t:shirt" && shirt.markerError == nil)
    }

    @Test func anUnreadableStartOrOneAfterTheDeadlineIsAnError() {
        #expect(read("Party start:blursday").markerError?.contains("blursday") == true)
        let late = read("Pay rent due:fri start:sat")
        #expect(late.markerError == "the start (2026-11-28) is after the deadline")
        let sameDay = read("Pay rent due:fri 17:00 start:fri 9:00")
        #expect(sameDay.markerError == nil && sameDay.start?.time == TimeOfDay(hour: 9, minute: 0))
        #expect(sameDay.deadlineTime == TimeOfDay(hour: 17, minute: 0))
    }
}
