import Foundation
import Testing

/// A remapped key in the running app: it acts, the old key does not, and help names the new one.
@Suite("Settings in the app, in tmux")
struct SettingsScreenTests {
    @Test func aRemappedKeyActsAndHelpShowsIt() throws {
        let app = try ListScreenSession(
            titles: ["Call the bank", "Buy milk"],
            settings:
                "[keys]\n\"task.toggleDone\" = [\"x\"]\n\"app.help\" = \"F2\"\n[app]\nhide_done = false\n")
        defer { app.close() }
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk"])
        try app.tmux.sendKeys("Space")
        try app.tmux.sendKeys("x")
        try app.waitForRows(["▸☑ Call the bank", "☐ Buy milk"])
        try app.tmux.sendKeys("F2")
        let help = try app.tmux.waitForScreen { $0.contains("Mark done or not done") }
        let line = help.components(separatedBy: "\n").first { $0.contains("Mark done or not done") } ?? ""
        #expect(line.contains("x "))
        #expect(!line.contains("Space"))
        try app.tmux.sendKeys("Escape")
        try app.tmux.waitForScreen { !$0.contains("Mark done or not done") }
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
        #expect(try app.cli.tasks().map { $0["done"] as! Bool } == [true, false])
    }
}

/// A view saved in the settings file (issue 34, item 4): `v` walks to it after the built-in views, the
/// list shows what its filter keeps in its order, and a broken view leaves the app open and says which.
@Suite("Saved views in the app, in tmux")
struct SavedViewScreenTests {
    @Test func vWalksToASavedViewAndABrokenOneIsNamed() throws {
        let app = try ListScreenSession(
            titles: ["Call the bank", "Buy milk", "Bake bread"],
            settings: """
                [views.bread]
                filter = "bread or bank"
                title = "Errands"
                [views.broken]
                filter = "due<"
                """)
        defer { app.close() }
        try app.tmux.waitForScreen { $0.contains("view \"broken\" is not used") }
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk", "☐ Bake bread"])
        for _ in 0..<6 { try app.tmux.sendKeys("v") }
        try app.tmux.waitForScreen { $0.contains("Showing Errands") }
        try app.waitForRows(["▸☐ Call the bank", "☐ Bake bread"])
        try app.tmux.sendKeys("v")
        try app.waitForRows(["▸☐ Call the bank", "☐ Buy milk", "☐ Bake bread"])
        try app.tmux.sendKeys("q")
        #expect(try app.tmux.waitForExit() == 0)
    }
}
