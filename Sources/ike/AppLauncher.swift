import CursesTerminal
import Foundation
import IkeApp
import IkeCore
import IkeTerm
import IkeViews

/// Opens the full-screen app: the store first (so a database problem is reported before the screen
/// changes), then the terminal, then the loop; the terminal is restored on every way out.
enum AppLauncher {
    static func run(store: TaskStore, options flags: AppOptions) throws {
        let environment = ProcessInfo.processInfo.environment
        let colorOff = flags.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        // Declared before the terminal, so quitting restores the terminal first and then waits for it.
        let dailyBackup = DailyBackup()
        defer { dailyBackup.wait() }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.start(
                options: CursesOptions(noColor: colorOff, noMouse: flags.noMouse))
        } catch {
            throw CLIError(description: error.description, exitCode: error.exitCode)
        }
        defer { terminal.stop() }
        let options = DisplayOptions(
            color: terminal.colorsEnabled,
            ascii: flags.ascii || terminal.prefersASCIIGlyphs || !terminal.isUTF8,
            mouse: terminal.mouseEnabled,
            reduceMotion: flags.reduceMotion || DisplayOptions.isSwitchedOn(environment["IKE_REDUCE_MOTION"]),
            reviewSeconds: flags.reviewSeconds)
        let loop = AppLoop(store: store, terminal: terminal, options: options, render: AppView.render)
        if let path = environment["IKE_TRACE"], !path.isEmpty { loop.trace = FrameTrace(path: path).record }
        if store.path != ":memory:" {
            let poster = loop.poster
            dailyBackup.start(databaseAt: store.path, environment: store.environment) { warning in
                poster.post(.showStatus(warning))
            }
        }
        loop.run()
    }
}

/// `IKE_TRACE=FILE`: one line per presented frame with the wall-clock time, for `make bench` to measure
/// time to first frame and key-to-screen latency from outside the process.
final class FrameTrace {
    private let handle: FileHandle?

    init(path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        handle = FileHandle(forWritingAtPath: path)
    }

    func record(_ event: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        handle?.write(Data("\(nanoseconds) \(event)\n".utf8))
    }
}
