import ArgumentParser
import IkeCore

/// `ike stats [--json]`: the statistics screen's figures, for scripts and prompts.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract:
            "Print the statistics: done per week, open and done, quadrants, goals, streaks, review, focus.",
        discussion: """
            The same figures as the statistics screen (5 in the app): tasks done in each of the last 12 weeks, \
            how many were open and done at each week's end, tasks done per quadrant, goals (tasks with a \
            deadline) done per month from five months back to two ahead, the current and longest run of days \
            with something done, the review rounds' totals, and focus minutes (the focus card's work periods) \
            on each of the last 7 days, in each of the 12 weeks and per tag. Weeks start on the settings file's \
            first_weekday (Monday unless it says otherwise). Done counts come from tasks that say when they \
            were done. --json prints one object whose keys Docs/Formats.md describes.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var settings: SettingsOption
    @Flag(name: .long, help: "Print one JSON object (keys in Docs/Formats.md, \"ike stats --json\").")
    var json = false

    func run() throws {
        let firstWeekday = try SettingsLoader.load(option: settings.config).app.firstWeekday ?? .monday
        let taskStore = try store.openExisting()
        let statistics = try taskStore.statistics(
            StatsQuery(today: taskStore.environment.today, firstWeekday: firstWeekday))
        if json {
            CLIOutput.write(StatsJSON.bytes(statistics))
        } else {
            CLIOutput.write(StatsReport.text(statistics))
        }
    }
}
