import Foundation
import IkeTestSupport
import Testing

/// A repeating task's done occurrences are folded under it in the list (issue 32, friction 7), and `O`
/// shows them as rows of their own, saying so.
@Suite("Done occurrences folded, in tmux")
struct DoneOccurrenceFoldEndToEndTests {
    @Test func theListFoldsDoneOccurrencesAndOShowsThem() throws {
        let app = try ListScreenSession(titles: ["Pay rent"]) { cli in
            try cli.run("add", "Water plants", "--repeat", "every day", "--due", "today")
            try cli.run("done", "2")
            try cli.run("done", "2")
        }
        defer { app.close() }
        try app.waitForRows(["▸☐ Pay rent", "☐ Water plants"])
        try app.tmux.sendKeys("O")
        try app.tmux.waitForScreen(containing: "Done occurrences of repeating tasks shown")
        let rows = ListScreenSession.taskRows(try app.tmux.capture())
        #expect(rows.filter { $0.hasPrefix("☑ Water plants") }.count == 2, "\(rows)")
        try app.tmux.sendKeys("O")
        try app.waitForRows(["▸☐ Pay rent", "☐ Water plants"])
    }
}
