import ArgumentParser
import IkeApp
import IkeCore

/// `ike`: the full-screen app by default, and subcommands for scripts.
struct IkeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ike",
        abstract: "A keyboard-first to-do list, goal tracker and Eisenhower matrix for the terminal.",
        discussion: """
            Run `ike` alone for the full-screen app. Tasks are addressed by the short ids `ike list` shows.
            Deadlines accept 2026-12-01, today, tomorrow, fri, next fri, +3d, +2w, +1m, in 3 days, 27 nov,
            and a time after the date: fri 15:00, tomorrow 9am, 2026-12-01 08:30 (a time alone is today's).
            """,
        version: IkeApp.version,
        subcommands: [
            AddCommand.self, ListCommand.self, DoneCommand.self, UndoneCommand.self, CancelCommand.self,
            SkipCommand.self,
            RemoveCommand.self, EditCommand.self, MoveCommand.self, TagsCommand.self, StatsCommand.self,
            ImportCommand.self, ExportCommand.self,
            BackupCommand.self, RestoreCommand.self, CheckCommand.self, ConfigCommand.self,
            SyncCommand.self, DueCommand.self, AgendaCommand.self, StatusCommand.self, NotifyCommand.self,
            PlanCommand.self,
        ]
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var flags: AppFlags

    func run() throws {
        try AppLauncher.run(options: flags.options, openStore: store.openStore)
    }
}
