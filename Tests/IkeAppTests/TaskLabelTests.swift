import Testing

@testable import IkeApp

/// How status messages and undo labels name a task.
@Suite("Task labels")
struct TaskLabelTests {
    @Test func aTitleIsQuotedAndATaskWithoutOneSaysSo() {
        #expect(TaskLabel.quoted("Buy milk") == "“Buy milk”")
        // A task imported from a VTODO without SUMMARY (Docs/Decisions.md, 2026-11-25).
        #expect(TaskLabel.quoted("") == "(no title)")
    }
}
