import Foundation
import GRDB
import IkeTestSupport
import Testing

/// The app's first start of a day checks the database in the background and warns when it is damaged.
@Suite("The daily check, in tmux")
struct DailyCheckTests {
    @Test func aDamagedIndexIsReportedOnTheFirstStartOfTheDay() throws {
        let cli = try IkeCLI()
        defer { cli.remove() }
        for title in ["Buy milk", "Call the bank", "Renew passport"] { try cli.run("add", title) }
        let key = try DatabaseQueue(path: cli.database).read {
            try String.fetchOne($0, sql: "SELECT orderKey FROM task WHERE id = 2")!
        }
        try DatabaseDamage.damageIndex("task_order", holding: key, inDatabaseAt: cli.database)
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.start(
            command: [try IkeBinary.path(), "--db", cli.database], width: 120, height: 24,
            environment: cli.environment, term: "xterm-256color")
        try tmux.waitForScreen { $0.contains("The daily check found") && $0.contains("run ike check") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
