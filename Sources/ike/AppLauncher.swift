import CursesTerminal
import Foundation
import IkeApp
import IkeCore
import IkeSettings
import IkeTerm
import IkeViews

/// Opens the full-screen app: the settings file and the store first (so a mistake in either is reported
/// before the screen changes), then the terminal, then the loop; the terminal is restored on every way out.
enum AppLauncher {
    static func run(
        options flags: AppOptions, openingDeck: ReviewSource? = nil, openStore: () throws -> TaskStore
    ) throws {
        let settings = try SettingsLoader.load(option: flags.config)
        let store = try openStore()
        let environment = ProcessInfo.processInfo.environment
        let colorOff = flags.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        // Declared before the terminal, so quitting restores the terminal first and then waits for it.
        let dailyBackup = DailyBackup()
        defer { dailyBackup.wait() }
        // The same for a sync still running at quit; a read-only database cannot take what arrives.
        let backgroundSync =
            BackgroundSync.isConfigured(settings) && store.path != ":memory:" && !store.isReadOnly
            ? BackgroundSync(settings: settings, settingsFile: SettingsLoader.file(option: flags.config).path)
            : nil
        defer { backgroundSync?.stop() }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.start(
                options: CursesOptions(
                    noColor: colorOff, noMouse: flags.noMouse || settings.app.mouse == false))
        } catch {
            throw CLIError(description: error.description, exitCode: error.exitCode)
        }
        defer { terminal.stop() }
        // Flags first, then the environment, then the settings file, then the defaults.
        let reduceMotionVariable = environment["IKE_REDUCE_MOTION"].flatMap { $0.isEmpty ? nil : $0 }
        let options = DisplayOptions(
            color: terminal.colorsEnabled,
            ascii: flags.ascii || settings.app.ascii == true || terminal.prefersASCIIGlyphs
                || !terminal.isUTF8,
            mouse: terminal.mouseEnabled,
            reduceMotion: flags.reduceMotion
                || reduceMotionVariable.map(DisplayOptions.isSwitchedOn)
                    ?? (settings.app.reduceMotion ?? false),
            reviewSeconds: flags.reviewSeconds ?? settings.app.reviewSeconds ?? 100,
            themeColors: settings.themeColors)
        var preferences = AppPreferences(
            keys: settings.keys, startScreen: settings.app.startScreen ?? .list,
            hideDone: settings.app.hideDone ?? ((try? store.remembered(.hideDone)) == "1"),
            firstWeekday: settings.app.firstWeekday ?? .monday,
            hasSyncAccount: backgroundSync != nil, savedViews: settings.views,
            focus: flags.focusSeconds.map(settings.focus.overridingLengths) ?? settings.focus,
            urgency: settings.app.urgency)
        preferences.dayCapacityMinutes = settings.app.dayCapacityMinutes ?? preferences.dayCapacityMinutes
        preferences.openingDeck = openingDeck
        let loop = AppLoop(
            store: store, terminal: terminal, options: options, preferences: preferences,
            render: AppView.render)
        if let path = environment["IKE_TRACE"], !path.isEmpty { loop.trace = FrameTrace(path: path).record }
        // The focus card's end of a period, on the desktop where notify-send exists (never printed: the
        // screen is the app's), sent off the loop's thread so a slow notification service costs no frame.
        let notifier = DesktopNotifier.fromEnvironment(environment)
        if notifier.program != nil {
            loop.notify = { title, body in
                DispatchQueue.global(qos: .utility).async {
                    _ = notifier.send(ReminderNotice(summary: title, body: body, reminders: []))
                }
            }
        }
        // Threads start after the first frame: on two busy cores they would take time from it.
        var afterFirstFrame: [() -> Void] = []
        let poster = loop.poster
        // A saved view that does not read is left out, and said, rather than keeping the app shut.
        if let problem = settings.viewProblems.first {
            let more = settings.viewProblems.count > 1 ? " (and \(settings.viewProblems.count - 1) more)" : ""
            let message = StatusMessage(
                problem.problem.message + more + "; see ike config check", kind: .error)
            afterFirstFrame.append { poster.post(.showStatus(message)) }
        }
        // A focus setting that does not read keeps its default, and is said.
        if let problem = settings.focusProblems.first {
            let more =
                settings.focusProblems.count > 1 ? " (and \(settings.focusProblems.count - 1) more)" : ""
            let message = StatusMessage(problem.message + more + "; see ike config check", kind: .error)
            afterFirstFrame.append { poster.post(.showStatus(message)) }
        }
        if store.path != ":memory:" {
            afterFirstFrame.append {
                dailyBackup.start(databaseAt: store.path, environment: store.environment) { warning in
                    poster.post(.showStatus(warning))
                }
            }
        }
        if let backgroundSync {
            loop.requestSync = backgroundSync.request
            // The header's "synced 2 min ago" on the store's clock, which IKE_NOW fixes for tests.
            loop.wallClock = store.environment.now
            afterFirstFrame.append {
                backgroundSync.start(databaseAt: store.path, environment: store.environment, poster: poster)
            }
        }
        if !afterFirstFrame.isEmpty { loop.afterFirstFrame = { afterFirstFrame.forEach { $0() } } }
        // A key's change is drawn once it is in the write-ahead log; the write worker then waits for the disk
        // before the next change (Docs/Decisions.md, 2026-11-29). Without it, each commit waits as before.
        try? store.returnCommitsBeforeTheDisk()
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
