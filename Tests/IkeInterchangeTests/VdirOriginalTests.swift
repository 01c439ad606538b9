import Foundation
import IkeCore
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeInterchange

/// `ike export --format vdir` writes a task imported from a calendar from its original, as the iCalendar
/// export does: another app's properties, alarms, time zones and changed occurrences stay in its file.
@Suite struct VdirOriginalTests {
    @Test func filesKeepTheOriginalAndARepeatingTaskAdvancesInPlace() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // After the fixture's last change (23 November), as a person completing the task in ike would be.
        let store = try TaskStore.inMemory(
            environment: .fixed(at: Date(timeIntervalSince1970: 1_795_683_600)))
        try importFixture(store, "originals/apple-reminders.ics")
        let vdir = dir.path("tasks")
        try VdirTesting.export(store, to: vdir)
        let bins = "8D4B6A2C-0E1F-4C3D-9B8A-7F6E5D4C3B2A"
        func file(_ uid: String) throws -> String {
            try String(contentsOfFile: vdir + "/" + VdirFileName.name(for: uid), encoding: .utf8)
        }
        let kept = try file(bins)
        #expect(kept.contains("X-APPLE-SORT-ORDER:754041331\r\n"))
        #expect(kept.contains("RECURRENCE-ID;VALUE=DATE:20261207\r\n"))
        let post = try file("2F1A3C5E-8B7D-4E6F-9A0B-1C2D3E4F5A6B")
        #expect(post.contains("BEGIN:VALARM\r\n") && post.contains("BEGIN:VTIMEZONE\r\n"))

        _ = try store.setDone(true, uids: [bins])
        let summary = try VdirTesting.export(store, to: vdir)
        // The task advanced and its done record: every other file says what ike holds.
        #expect(summary.written == 2 && summary.unchanged == summary.tasks - 2, "\(summary)")
        let advanced = try file(bins)
        #expect(advanced.contains("DUE;VALUE=DATE:20261207\r\n"))
        #expect(advanced.contains("DTSTART;VALUE=DATE:20261207\r\n"))
        #expect(advanced.contains("RRULE:FREQ=WEEKLY;BYDAY=MO\r\n"))
        #expect(advanced.contains("X-APPLE-SORT-ORDER:754041331\r\n"))
        #expect(try file(bins + "-done-2026-11-30").contains("X-IKE-SERIES:\(bins)\r\n"))
        let again = try VdirTesting.importFolder(vdir, into: store)
        #expect(again.count(.add) + again.count(.update) == 0, "\(again.summary)")
    }
}
