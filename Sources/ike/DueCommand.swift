import ArgumentParser
import IkeCore

/// `ike due [--within 2h|today|week] [--json]`: the open tasks overdue or due soon, for scripts and prompts.
struct DueCommand: ParsableCommand {
    /// The status for "tasks are due"; a failure that other commands report with this status reports
    /// `failureStatus` here instead, so a prompt never reads a broken database as tasks due.
    static let someDueStatus: Int32 = 1
    static let failureStatus: Int32 = 2

    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "List open tasks that are overdue or due soon; exit status 1 when there are some.",
        discussion: """
            Lists the overdue tasks and those due within the window, earliest deadline first, as ike list \
            prints them. --within today (the default) takes today's deadlines, 2h (1h to 168h) the \
            deadlines of the next hours, which for a deadline without a time of day means today's, week \
            the rest of this week (from first_weekday in the settings file). Exit status: 0 when nothing \
            is due, 1 when something is, 2 when the database cannot be read; usage errors 64, no \
            database 66, a faulty settings file 78.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var settings: SettingsOption
    @Option(
        name: .long,
        help: ArgumentHelp("How far ahead to look: 1h to 168h (2h), today or week.", valueName: "window"))
    var within: DueWindow = .today
    @Flag(name: .long, help: "Print a JSON array with every field, as ike list --json does.") var json = false

    func run() throws {
        // The settings file only says which day a week starts on; read it only when that matters.
        let firstWeekday =
            within == .week
            ? try SettingsLoader.load(option: settings.config).app.firstWeekday ?? .monday : .monday
        let schedule = DueSchedule(firstWeekday: firstWeekday)
        var count = 0
        do {
            let taskStore = try store.openExisting()
            taskStore.readThroughMemoryMap()
            let now = taskStore.environment.localNow
            if json {
                try TaskJSONStream.write { visit in
                    try taskStore.forEachDueItem(within: within, schedule: schedule, now: now) {
                        count += 1
                        try visit($0)
                    }
                }
            } else {
                var table = TaskTable(now: now)
                try taskStore.forEachDueItem(within: within, schedule: schedule, now: now) {
                    table.append($0)
                }
                count = table.count
                if table.isEmpty {
                    CLIOutput.note(
                        within == .week
                            ? "Nothing overdue or due this week." : "Nothing overdue or due today.")
                } else {
                    CLIOutput.write(table.render())
                }
            }
        } catch let error as StoreError {
            throw CLIError(description: error.description, exitCode: Self.failureStatus)
        }
        if count > 0 { throw ExitCode(Self.someDueStatus) }
    }
}

extension DueWindow: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }

    public var defaultValueDescription: String { description }
}
