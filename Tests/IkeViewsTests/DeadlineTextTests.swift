import IkeCore
import IkeViews
import Testing

/// The deadline words, relative to Sunday 22 November 2026.
@Suite("Deadline words")
struct DeadlineTextTests {
    private func words(_ iso: String, done: Bool = false) -> DeadlineText {
        DeadlineText(LocalDate(iso: iso)!, today: today, isDone: done)
    }

    @Test func nearDaysAreWords() {
        #expect(words("2026-11-22").text == "today")
        #expect(words("2026-11-22").kind == .soon)
        #expect(words("2026-11-23").text == "tomorrow")
        #expect(words("2026-11-24").text == "Tue")
        #expect(words("2026-11-28").text == "Sat")
    }

    @Test func laterDatesShowTheDateAndTheYearOnlyWhenItDiffers() {
        #expect(words("2026-11-29").text == "29 Nov")
        #expect(words("2026-12-31").text == "31 Dec")
        #expect(words("2027-01-01").text == "1 Jan 2027")
        #expect(words("2027-11-27").kind == .later)
    }

    @Test func pastDeadlinesOfOpenTasksAreOverdueInWords() {
        #expect(words("2026-11-21").text == "overdue 1d")
        #expect(words("2026-11-21").kind == .overdue)
        #expect(words("2026-08-14").text == "overdue 14w")
        #expect(words("2024-09-01").text == "overdue 2y")
    }

    @Test func aTimedDeadlineTurnsOverdueTheMinuteAfterItsTime() {
        func words(_ iso: String, at hour: Int, _ minute: Int, done: Bool = false) -> DeadlineText {
            DeadlineText(
                LocalDate(iso: iso)!, time: TimeOfDay(hour: 15, minute: 0),
                now: LocalMoment(date: today, time: TimeOfDay(hour: hour, minute: minute)!), isDone: done)
        }
        #expect(words("2026-11-22", at: 15, 0).text == "today 15:00")
        #expect(words("2026-11-22", at: 15, 0).kind == .soon)
        #expect(words("2026-11-22", at: 15, 1).text == "overdue 15:00")
        #expect(words("2026-11-22", at: 15, 1).kind == .overdue)
        #expect(words("2026-11-22", at: 15, 1, done: true).text == "today 15:00")
        #expect(words("2026-11-21", at: 0, 0).text == "overdue 1d")
        #expect(words("2026-11-23", at: 23, 59).text == "tomorrow 15:00")
        // A date-only deadline lasts its whole day.
        let allDay = DeadlineText(
            today, now: LocalMoment(date: today, time: TimeOfDay(hour: 23, minute: 59)!), isDone: false)
        #expect(allDay.text == "today")
    }

    @Test func doneTasksShowTheirDateNeverOverdue() {
        #expect(words("2026-11-20", done: true).text == "20 Nov")
        #expect(words("2026-11-20", done: true).kind == .later)
        #expect(words("2026-11-22", done: true).kind == .later)
    }
}
