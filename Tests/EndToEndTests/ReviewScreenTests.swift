import Foundation
import Testing

/// The review deck end to end: three cards decided with real arrow keys, the countdown paused by the
/// terminal's focus reports, the summary, then the done flags as stored.
@Suite("Review in tmux")
struct ReviewScreenTests {
    @Test(arguments: ["xterm-256color", "screen"])
    func doneLaterDoneThenTheSummary(term: String) throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk", "Renew passport"], term: term)
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("4")
        try app.tmux.waitForScreen { $0.contains("choose a deck") && $0.contains("All open tasks") }
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen { $0.contains("Review · 1 of 3") && $0.contains("Call the bank") }
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen { $0.contains("✓ done") && $0.contains("Review · 2 of 3") }
        #expect(try doneTitles(app) == ["Call the bank"])  // saved at once, while the app still runs
        try app.tmux.sendKeys("Left")
        try app.tmux.waitForScreen { $0.contains("↺ later") && $0.contains("Renew passport") }
        // The terminal reports losing focus (CSI O): the countdown says it is paused and stands still
        // for longer than one of its seconds; CSI I resumes it and it counts down again.
        try app.tmux.sendLiteral("\u{1B}[O")
        let paused = try #require(Self.clock(try app.tmux.waitForScreen(containing: "paused")))
        usleep(1_300_000)
        let later = try app.tmux.capture()
        #expect(later.contains("paused") && Self.clock(later) == paused, "\(later)")
        try app.tmux.sendLiteral("\u{1B}[I")
        try app.tmux.waitForScreen { !$0.contains("paused") && (Self.clock($0) ?? paused) < paused }
        try app.tmux.sendKeys("l")
        try app.tmux.waitForScreen { $0.contains("Review · 3 of 3") && $0.contains("Buy milk") }
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "No deadline · Eliminate")
        try app.tmux.sendKeys("Right")
        let summary = try app.tmux.waitForScreen(containing: "Deck done")
        #expect(summary.range(of: #"✓ done\s+3"#, options: .regularExpression) != nil, "\(summary)")
        #expect(summary.range(of: #"↺ put back\s+1"#, options: .regularExpression) != nil, "\(summary)")
        // u brings the last card back: Buy milk is open again.
        try app.tmux.sendKeys("u")
        try app.tmux.waitForScreen { $0.contains("Review · 3 of 3") && $0.contains("Buy milk") }
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen(containing: "Left the review: 2 done, 1 later, 0 deleted")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        #expect(try doneTitles(app) == ["Call the bank", "Renew passport"])
    }

    @Test func anEmptyDeckSaysSoAndTimeUpStopsTheCards() throws {
        let app = try ListScreenSession(titles: ["Only task"], extraArguments: ["--review-seconds", "1"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("4", "Down", "Down", "Down", "Down", "Down", "Enter")
        try app.tmux.waitForScreen(containing: "Nothing to review in “Overdue”")
        try app.tmux.sendKeys("Up", "Up", "Up", "Up", "Up", "Enter")
        try app.tmux.waitForScreen(containing: "Time is up")
        try app.tmux.sendKeys("Right")
        try app.tmux.sendKeys("Enter")
        try app.tmux.waitForScreen(containing: "r again on the 1 task still open")
        #expect(try doneTitles(app) == [])  // → after time was up changed nothing
    }

    @Test func aCardDeletedElsewhereLeavesAndAResizeMidSlideIsDrawnWhole() throws {
        let app = try ListScreenSession(titles: ["First", "Second", "Third"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("4", "Enter")
        try app.tmux.waitForScreen { $0.contains("Review · 1 of 3") && $0.contains("First") }
        // Another process deletes the card on top: it leaves the deck within a second.
        try app.cli.run("rm", "1")
        try app.tmux.waitForScreen { $0.contains("Second") && !$0.contains("First") }
        // Decide, and shrink the terminal while the card slides away.
        try app.tmux.sendKeys("Right")
        try app.tmux.resize(width: 40, height: 12)
        // The next card is drawn whole in the new size: its title between the card's two edges, and a
        // top edge that closes within 40 columns.
        let screen = try app.tmux.waitForScreen {
            $0.range(of: #"│\s+Third\s+│"#, options: .regularExpression) != nil
                && $0.range(of: #"(?m)^\s*╭─+╮$"#, options: .regularExpression) != nil
        }
        #expect(screen.contains("✓ done"), "\(screen)")
        let topEdge = screen.components(separatedBy: "\n").first { $0.contains("╭") } ?? ""
        #expect(topEdge.count <= 40 && topEdge.hasSuffix("╮"), "\(screen)")
        try app.tmux.sendKeys("Right")
        try app.tmux.waitForScreen(containing: "Deck done")
        #expect(try doneTitles(app) == ["Second", "Third"])
    }

    /// The countdown's seconds on the review's title row ("Review · 2 of 3 · ⏱ 01:35"), if it shows.
    private static func clock(_ screen: String) -> Int? {
        guard let title = screen.components(separatedBy: "\n").first(where: { $0.contains("Review · ") }),
            let match = title.range(of: #"\d+:\d\d"#, options: .regularExpression)
        else { return nil }
        let parts = title[match].split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    private func doneTitles(_ app: ListScreenSession) throws -> [String] {
        try app.cli.tasks().filter { $0["done"] as? Bool == true }.compactMap { $0["title"] as? String }
    }
}
