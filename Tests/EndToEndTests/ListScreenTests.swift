import Foundation
import Testing

/// The list screen end to end: keys typed into tmux, the screen read back, then the database reopened.
@Suite("List screen in tmux")
struct ListScreenTests {
    @Test(arguments: ["xterm-256color", "tmux-256color", "screen"])
    func navigateToggleReorderDeleteUndoAndQuit(term: String) throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk", "Renew passport"], term: term)
        defer { app.close() }
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk", "☐ Renew passport"])
        try app.tmux.sendKeys("Down", "Space")
        try app.waitForRows(["☐ Call the bank", "▸☑ Buy milk", "☐ Renew passport"])
        // Real Shift-Up escape sequences (define_key covers TERM=screen, whose terminfo lacks them).
        try app.tmux.sendKeys("S-Up")
        try app.waitForRows(["▸☑ Buy milk", "☐ Call the bank", "☐ Renew passport"])
        try app.tmux.sendKeys("j", "J")
        try app.waitForRows(["☑ Buy milk", "☐ Renew passport", "▸☐ Call the bank"])
        try app.tmux.sendKeys("d")
        try app.waitForRows(
            ["☑ Buy milk", "▸☐ Renew passport"], containing: "Deleted “Call the bank” · u undo")
        try app.tmux.sendKeys("u")
        try app.waitForRows(["☑ Buy milk", "☐ Renew passport", "▸☐ Call the bank"])
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        let tasks = try app.cli.tasks()
        #expect(tasks.map { $0["title"] as! String } == ["Buy milk", "Renew passport", "Call the bank"])
        #expect(tasks.map { $0["done"] as! Bool } == [true, false, false])
    }

    @Test func quickAddOfKoreanTextAndAPastedBlock() throws {
        let app = try ListScreenSession(titles: ["Existing"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("a")
        try app.tmux.sendLiteral("할 일 등록")
        try app.tmux.sendKeys("Enter")
        try app.waitForRows(["▸☐ 할 일 등록", "☐ Existing"])
        // A bracketed paste of three lines adds three tasks after the one just added, in order.
        try app.tmux.tmux(["set-buffer", "-b", "ike", "Buy milk\nCall the bank\nRenew passport"])
        try app.tmux.tmux(["paste-buffer", "-p", "-b", "ike", "-t", TmuxSession.sessionName])
        try app.waitForRows(["☐ 할 일 등록", "☐ Buy milk", "☐ Call the bank", "▸☐ Renew passport", "☐ Existing"])
        // Esc and q in one burst would read as Alt-q, as in any terminal: wait for Esc to land first.
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen(containing: "␣ done")
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        #expect(
            try app.cli.titles() == ["할 일 등록", "Buy milk", "Call the bank", "Renew passport", "Existing"])
    }

    @Test func searchAsYouTypeAndHideDone() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk", "Bake bread"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("/")
        try app.tmux.sendLiteral("ba")
        try app.waitForRows(["▸☐ Call the bank", "☐ Bake bread"])
        try app.tmux.sendLiteral("k")
        try app.waitForRows(["▸☐ Bake bread"])
        // Esc clears the filter; the selection stays on the task it was on.
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["☐ Call the bank", "☐ Buy milk", "▸☐ Bake bread"])
        try app.tmux.sendKeys("Space", ".")
        try app.waitForRows(["☐ Call the bank", "▸☐ Buy milk"])
        try app.tmux.sendKeys(".")
        try app.waitForRows(["☐ Call the bank", "▸☐ Buy milk", "☑ Bake bread"])
    }

    /// With done tasks hidden, Space hides the finished task and the cursor goes to the next one, not
    /// onto a task it cannot see (issue 32, friction 8).
    @Test func spaceWithDoneHiddenMovesTheCursorToTheNextTask() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk", "Bake bread"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys(".")
        try app.tmux.waitForScreen(containing: "Done tasks hidden")
        try app.tmux.sendKeys("Space")
        try app.waitForRows(["▸☐ Buy milk", "☐ Bake bread"])
        try app.tmux.sendKeys("Space")
        try app.waitForRows(["▸☐ Bake bread"])
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen { !$0.contains("☐ Bake bread") && !$0.contains("▸☑") }
    }

    @Test func resizeRedrawsAndATooSmallTerminalRecovers() throws {
        let app = try ListScreenSession(titles: ["Call the bank", "Buy milk"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.resize(width: 40, height: 12)
        try app.tmux.waitForScreen { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.count >= 12 && lines[1].hasPrefix("┌") && lines[1].hasSuffix("┐")
                && lines[1].count == 40
        }
        try app.tmux.resize(width: 20, height: 5)
        try app.tmux.waitForScreen(containing: "too small")
        try app.tmux.resize(width: 80, height: 24)
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk"])
    }

    @Test func changesMadeByAnotherProcessAppearWithoutMovingTheSelection() throws {
        let app = try ListScreenSession(titles: ["A", "B", "C"])
        defer { app.close() }
        try app.waitForList()
        try app.tmux.sendKeys("Down")
        try app.waitForRows(["☐ A", "▸☐ B", "☐ C"])
        try app.cli.run("add", "From a script", "--top")
        try app.waitForRows(["☐ From a script", "☐ A", "▸☐ B", "☐ C"])
        try app.cli.run("done", "3")
        try app.waitForRows(["☐ From a script", "☐ A", "▸☐ B", "☑ C"])
    }

    @Test func controlCharactersInTitlesAreDrawnAsVisibleSubstitutes() throws {
        let app = try ListScreenSession(titles: ["evil \u{1b}[2J\u{07}title"])
        defer { app.close() }
        let screen = try app.waitForList()
        #expect(ListScreenSession.taskRows(screen).first == "▸☐ evil ␛[2J␇title")
        let raw = try app.tmux.capture(escapes: true)
        #expect(!raw.contains("\u{07}"))
    }

    @Test func ctrlZSuspendsAndFgRedraws() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        try cli.run("add", "Survive suspend")
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        var environment = cli.environment
        environment["PS1"] = "prompt$ "
        try tmux.start(command: ["/bin/bash", "--norc", "--noprofile", "-i"], environment: environment)
        try tmux.waitForScreen(containing: "prompt$")
        try tmux.sendLiteral("\(try IkeBinary.path()) --db \(cli.database)")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen(containing: "Survive suspend")
        try tmux.sendKeys("C-z")
        try tmux.waitForScreen { $0.contains("Stopped") && $0.contains("prompt$") && !$0.contains("┌") }
        try tmux.sendLiteral("fg")
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen { $0.contains("▸☐ Survive suspend") && $0.contains("┌") }
        try tmux.sendKeys("Space")
        try tmux.waitForScreen(containing: "▸☑ Survive suspend")
        try tmux.sendKeys("q")
        try tmux.waitForScreen { $0.contains("prompt$") && !$0.contains("┌") }
        #expect(try cli.tasks().first?["done"] as? Bool == true)
    }
}
