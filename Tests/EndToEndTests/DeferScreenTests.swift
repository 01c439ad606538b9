import Foundation
import Testing

/// Deferring with the key (issue 34, item 1): `w` and Enter start the selected task tomorrow, the task
/// leaves the list, and it comes back by itself when the clock passes midnight; `W` shows it meanwhile.
@Suite("Deferring a task", .serialized)
struct DeferScreenTests {
    @Test func aTaskDeferredToTomorrowVanishesAndComesBackAtMidnight() throws {
        let app = try ListScreenSession(
            environment: ["IKE_NOW": "2026-11-22T23:59:30Z", "IKE_CLOCK": "running"],
            beforeStart: {
                try $0.run("add", "Call the bank")
                try $0.run("add", "Buy milk")
            })
        defer { app.close() }
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk"])
        try app.tmux.sendKeys("w")
        try app.tmux.waitForScreen(containing: "Start “Call the bank” on:")
        try app.tmux.waitForScreen(containing: "Starts Monday 23 November 2026")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Starts Mon 23 Nov: “Call the bank”")
        try app.waitForRows(["▸☐ Buy milk"])
        // Shown dim with its start, and hidden again.
        try app.tmux.sendKeys("W")
        try app.tmux.waitForScreen { screen in
            ListScreenSession.taskRows(screen).contains {
                $0.contains("Call the bank") && $0.contains("from tomorrow")
            }
        }
        try app.tmux.sendKeys("W")
        try app.waitForRows(["▸☐ Buy milk"])
        // Past midnight it is Monday: the task is back with no key pressed.
        try app.tmux.waitForScreen(timeout: 40) { screen in
            ListScreenSession.taskRows(screen).contains { $0.contains("Call the bank") }
        }
        #expect(
            try app.cli.tasks().first { $0["title"] as? String == "Call the bank" }?["start"] as? String
                == "2026-11-23")
    }

    @Test func aTypedDayAfterTheDeadlineIsRefusedInThePrompt() throws {
        let app = try ListScreenSession(beforeStart: { try $0.run("add", "Pay rent", "--due", "2026-11-25") })
        defer { app.close() }
        try app.waitForRows(["▸☐ Pay rent"])
        try app.tmux.sendKeys("w")
        try app.tmux.sendLiteral("fri")
        try app.tmux.waitForScreen(containing: "It would start after its deadline (Wed 25 Nov)")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Start “Pay rent” on:")
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["▸☐ Pay rent"])
        #expect(try app.cli.tasks()[0]["start"] == nil)
    }
}
