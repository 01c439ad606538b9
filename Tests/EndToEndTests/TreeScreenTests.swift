import Foundation
import IkeTestSupport
import Testing

/// The list as a tree through the real binary in tmux (issue 33, item 2): a three-level tree built with
/// keys, a parent folded, a subtree moved with Shift-↓, a parent deleted and undone, and what was kept
/// after quitting, read by the command line and by the app opened again.
@Suite("The list's tree, in tmux")
struct TreeScreenTests {
    @Test func aTreeBuiltWithKeysFoldsMovesAndComesBackAfterUndoAndReopening() throws {
        let app = try ListScreenSession(titles: ["Move flat", "Pack", "Pack the books", "Shop"])
        defer { app.close() }
        try app.waitForRows(["▸☐ Move flat", "☐ Pack", "☐ Pack the books", "☐ Shop"])
        // Pack into Move flat; Pack the books into Move flat, then into Pack.
        try app.tmux.sendKeys("j", "S-Right")
        try app.waitForRows(["☐ ▾ Move flat 0/1", "▸☐ └─ Pack", "☐ Pack the books", "☐ Shop"])
        try app.tmux.sendKeys("j", "S-Right")
        try app.waitForRows(["☐ ▾ Move flat 0/2", "☐ ├─ Pack", "▸☐ └─ Pack the books", "☐ Shop"])
        try app.tmux.sendKeys("S-Right")
        try app.waitForRows(["☐ ▾ Move flat 0/1", "☐ └─ ▾ Pack 0/1", "▸☐    └─ Pack the books", "☐ Shop"])
        // ← on a step selects its parent, then folds it.
        try app.tmux.sendKeys("Left")
        try app.waitForRows(["☐ ▾ Move flat 0/1", "▸☐ └─ ▾ Pack 0/1", "☐    └─ Pack the books", "☐ Shop"])
        try app.tmux.sendKeys("Left")
        try app.waitForRows(["☐ ▾ Move flat 0/1", "▸☐ └─ ▸ Pack 0/1", "☐ Shop"])
        // Shift-↓ on Move flat takes its whole subtree past Shop.
        try app.tmux.sendKeys("k", "S-Down")
        try app.waitForRows(["☐ Shop", "▸☐ ▾ Move flat 0/1", "☐ └─ ▸ Pack 0/1"])
        // Deleting Pack asks; keeping its step lifts it a level; one undo puts both back.
        try app.tmux.sendKeys("j", "d")
        try app.tmux.waitForScreen(containing: "“Pack” has 1 step: delete it too?")
        try app.tmux.sendKeys("o")
        try app.waitForRows(["☐ Shop", "☐ ▾ Move flat 0/1", "▸☐ └─ Pack the books"])
        try app.tmux.sendKeys("u")
        try app.waitForRows(["☐ Shop", "☐ ▾ Move flat 0/1", "☐ └─ ▾ Pack 0/1", "▸☐    └─ Pack the books"])
        try app.tmux.sendKeys("Left", "Left")
        try app.waitForRows(["☐ Shop", "☐ ▾ Move flat 0/1", "▸☐ └─ ▸ Pack 0/1"])
        try app.tmux.sendKeys("q")
        _ = try app.tmux.waitForExit()
        let listed = try app.cli.run("list", "--tree")
        #expect(listed.exitCode == 0)
        // The header, then the tree as the app left it.
        let rows = Array(listed.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.dropFirst())
        #expect(rows.count == 4, "\(listed.stdout)")
        let expected = ["Shop", "Move flat  0/1", "└ Pack  0/1", "└ Pack the books"]
        for (row, title) in zip(rows, expected) { #expect(row.hasSuffix(title), "\(listed.stdout)") }
        // Opened again: the fold is remembered.
        let again = try TmuxSession()
        defer { again.kill() }
        try again.start(
            command: [try IkeBinary.path(), "--db", app.cli.database], width: 80, height: 24,
            environment: app.cli.environment, term: "tmux-256color")
        let screen = try again.waitForScreen { ListScreenSession.taskRows($0).count >= 3 }
        let reopened = ListScreenSession.taskRows(screen)
        #expect(reopened == ["▸☐ Shop", "☐ ▾ Move flat 0/1", "☐ └─ ▸ Pack 0/1"], "\(reopened)")
    }

    @Test func spaceOnAParentWithOpenStepsAsksAndEachAnswerIsOneUndo() throws {
        let app = try ListScreenSession(titles: ["Move flat", "Pack", "Clean"])
        defer { app.close() }
        try app.waitForRows(["▸☐ Move flat", "☐ Pack", "☐ Clean"])
        try app.tmux.sendKeys("j", "S-Right", "j", "S-Right", "k", "k")
        try app.waitForRows(["▸☐ ▾ Move flat 0/2", "☐ ├─ Pack", "☐ └─ Clean"])
        // Space asks; Esc changes nothing.
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "“Move flat” has 2 open steps: mark them done too?")
        try app.tmux.sendKeys("Escape")
        try app.waitForRows(["▸☐ ▾ Move flat 0/2", "☐ ├─ Pack", "☐ └─ Clean"], containing: "Nothing changed")
        // a: the steps too, in one change that one undo takes back.
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "mark them done too?")
        try app.tmux.sendKeys("a")
        try app.waitForRows(["▸☑ ▾ Move flat 2/2", "☑ ├─ Pack", "☑ └─ Clean"])
        try app.tmux.sendKeys("u")
        try app.waitForRows(["▸☐ ▾ Move flat 0/2", "☐ ├─ Pack", "☐ └─ Clean"])
        // o: only the parent.
        try app.tmux.sendKeys("Space")
        try app.tmux.waitForScreen(containing: "mark them done too?")
        try app.tmux.sendKeys("o")
        try app.waitForRows(["▸☑ ▾ Move flat 0/2", "☐ ├─ Pack", "☐ └─ Clean"])
    }
}
