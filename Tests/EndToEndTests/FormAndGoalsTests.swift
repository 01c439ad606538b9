import Foundation
import Testing

/// The edit form and the goals screen end to end (today is frozen at Sunday 22 November 2026).
@Suite("Edit form and goals in tmux")
struct FormAndGoalsTests {
    @Test func editKoreanTitleAndDeadlineThenPostponeOnGoalsAndUndo() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "Edit task")
        try app.tmux.sendKeys("C-u")
        try app.tmux.sendLiteral("은행에 전화")
        try app.tmux.sendKeys("Tab", "Tab")
        try app.tmux.sendLiteral("4 dec")
        try app.tmux.waitForScreen(containing: "Friday 4 December 2026")
        try app.tmux.sendKeys("C-s")
        try app.waitForRows(["▸☐ 은행에 전화", "☐ Buy milk"])
        try app.tmux.sendKeys("2")
        let goals = try app.tmux.waitForScreen { $0.contains("December 2026") && $0.contains("No deadline") }
        let december = try #require(goals.range(of: "December 2026"))
        let noDeadline = try #require(goals.range(of: "No deadline"))
        let task = try #require(goals.range(of: "은행에 전화"))
        #expect(december.upperBound < task.lowerBound && task.upperBound < noDeadline.lowerBound)
        try app.tmux.sendKeys("+")
        try app.tmux.waitForScreen(containing: "Deadline Sat 5 Dec")
        try app.tmux.sendKeys("u")
        try app.tmux.waitForScreen(containing: "Undone")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        let tasks = try app.cli.tasks()
        #expect(tasks[0]["title"] as? String == "은행에 전화")
        #expect(tasks[0]["deadline"] as? String == "2026-12-04")
    }

    @Test func unreadableDeadlineIsShownAndNothingIsSaved() throws {
        let app = try ListScreenSession(titles: ["Call the bank"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("e", "Tab", "Tab")
        try app.tmux.sendLiteral("next blursday")
        // The error wraps inside the form's box: read it with the box and line breaks taken out.
        try app.tmux.waitForScreen { screen in
            let words = screen.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace)
            return words.joined(separator: " ").contains(
                "“next blursday” as a date: “blursday” is not a weekday")
        }
        try app.tmux.sendKeys("C-s")
        try app.tmux.waitForScreen(containing: "Nothing saved")
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen(containing: "Discard changes?")
        try app.tmux.sendKeys("y")
        try app.waitForRows(["▸☐ Call the bank"])
        #expect(try app.cli.tasks()[0]["deadline"] is NSNull)
    }
}
