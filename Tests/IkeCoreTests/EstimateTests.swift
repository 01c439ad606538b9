import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore

/// The estimate, the first plain field (issue 31's proof): a duration as people type it and as files
/// write it, quick add's `~30m`, and a store write that reads back.
@Suite("Estimates")
struct EstimateTests {
    @Test(arguments: [
        ("30m", 30), ("1h30m", 90), ("90", 90), ("2h", 120), ("1d", 1440), ("PT30M", 30), ("pt1h30m", 90),
        ("PT90M", 90), ("P1D", 1440), ("PT1H0M30S", 60), (" 45m ", 45), ("0", 0),
    ])
    func aDurationReadsAsMinutes(_ text: String, _ minutes: Int) {
        #expect(DurationText.minutes(text) == minutes, "\(text)")
    }

    @Test(arguments: ["", "m", "30x", "1h30", "PT", "P1H", "-5", "abc", "1000000h", "PT1H1H"])
    func whatIsNoDurationIsRefused(_ text: String) {
        #expect(DurationText.minutes(text) == nil, "\(text)")
    }

    @Test func aDurationIsWrittenForFilesAndForPeople() {
        #expect(DurationText.iso(minutes: 30) == "PT30M")
        #expect(DurationText.iso(minutes: 90) == "PT1H30M")
        #expect(DurationText.iso(minutes: 120) == "PT2H")
        #expect(DurationText.short(minutes: 90) == "1h30m")
        for minutes in [0, 1, 59, 60, 61, 1440, 100_000] {
            #expect(DurationText.minutes(DurationText.iso(minutes: minutes)) == minutes)
            #expect(DurationText.minutes(DurationText.short(minutes: minutes)) == minutes)
        }
    }

    @Test func quickAddReadsTheTildeMarker() {
        let line = QuickAddLine("Write report ~1h30m due:fri", today: LocalDate(iso: "2026-11-22")!)
        #expect(line.title == "Write report")
        #expect(line.plain[.estimate] == .minutes(90))
        #expect(line.hasMarkers)
        // A word whose rest is no duration stays title text.
        let plain = QuickAddLine("Call ~mom", today: LocalDate(iso: "2026-11-22")!)
        #expect(plain.title == "Call ~mom" && plain.plain.isEmpty)
    }

    @Test func anEstimateIsStoredAndReadBackAndCleared() throws {
        let store = try makeStore()
        var edit = TaskEdit(title: "Write report")
        edit.plain[.estimate] = .minutes(45)
        let item = try store.create(edit, at: .bottom).item
        #expect(try store.item(uid: item.uid)?.estimate == 45)
        var clear = TaskEdit()
        clear.plain[.estimate] = .some(nil)
        try store.edit(uid: item.uid, clear)
        #expect(try store.item(uid: item.uid)?.estimate == nil)
    }
}
