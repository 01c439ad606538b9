import ArgumentParser
import IkeApp
import IkeCore
import IkeSettings

/// `ike list [--all|--done] [--quadrant Q] [--search TEXT] [--tag T]… [--today] [--overdue] [--week] [--sort S]
/// [--json]`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List tasks in list order (open ones unless --all or --done).",
        discussion: """
            --today, --overdue and --week may be combined: a task due in any of them is listed. Weeks run \
            Monday to Sunday unless first_weekday in the settings file says otherwise, as the deadline \
            words count them. --tag may be repeated: a task with every tag given \
            is listed. --sort orders what is printed; the list order itself is never changed. --filter takes \
            ike's filter language (Docs/Filters.md: words, #tag, due<7d, done, q:do, has:notes, est>30m, or, \
            parentheses, - to leave out); a filter that names done, open or cancelled decides which of them \
            are listed, without --all.
            """)

    @OptionGroup var store: StoreOptions
    @OptionGroup var settings: SettingsOption
    @Flag(name: .shortAndLong, help: "Open and done tasks.") var all = false
    @Flag(name: .long, help: "Done tasks only.") var done = false
    @Option(name: .shortAndLong, help: "Only this quadrant: do, schedule, delegate or eliminate.")
    var quadrant: Quadrant?
    @Option(name: .shortAndLong, help: "Only tasks whose title, notes or tags contain this text.") var search:
        String?
    @Option(name: .customLong("tag"), help: "Only tasks with this tag (repeat: with all of them).")
    var tagNames: [String] = []
    @Flag(name: .long, help: "Only tasks due today.") var today = false
    @Flag(name: .long, help: "Only open tasks whose deadline has passed.") var overdue = false
    @Flag(
        name: .long,
        help: "Only tasks due this week (Monday to Sunday, or from the settings file's first_weekday).")
    var week = false
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only tasks this filter keeps (Docs/Filters.md), as in 'due<7d #work -done'.", valueName: "filter"
        ))
    var filter: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only tasks the settings file's view keeps ([views.NAME]), in its order unless --sort says.",
            valueName: "name"))
    var view: String?
    @Option(name: .long, help: "Print order: manual (the list order), deadline or quadrant.")
    var sort: TaskOrder?
    @Flag(name: .long, help: "Print a JSON array with every field.") var json = false
    @Flag(
        name: .long,
        help: "Print each task's steps under it, indented, and a parent's progress (2/5: closed of all).")
    var tree = false

    func validate() throws {
        if all && done { throw ValidationError("use --all or --done, not both") }
        if tree && json { throw ValidationError("--json names each task's parent; use it without --tree") }
        if overdue && done && !today && !week {
            throw ValidationError("a done task is never overdue; use --overdue without --done")
        }
        _ = try TagArguments.parse(tagNames, option: "--tag")
        _ = try expression()
    }

    /// The view `--view` names, or why it cannot be used: it is not in the settings file, or it does not
    /// read (its problem, as `ike config check` says it).
    private func savedView(in loaded: Settings) throws -> SavedView {
        let name = view ?? ""
        if let found = loaded.views.first(where: { $0.name == name }) { return found }
        if let broken = loaded.viewProblems.first(where: { $0.view == name }) {
            throw CLIError(description: CLIOutput.visible(broken.problem.description))
        }
        let names = loaded.views.map(\.name)
        throw CLIError(
            description: "no view “\(CLIOutput.visible(name))” in the settings file"
                + (names.isEmpty
                    ? " (it names none: [views.NAME], Docs/Filters.md)"
                    : "; it names \(names.joined(separator: ", "))"))
    }

    /// `--filter` read, or `nil` without one; a mistake is shown under the filter with a caret.
    private func expression() throws -> FilterExpression? {
        guard let filter else { return nil }
        do {
            return try FilterParser.parse(filter)
        } catch {
            throw ValidationError(
                "--filter: \(error.message) (column \(error.column))\n\(error.pointing(at: filter))")
        }
    }

    func run() throws {
        // The settings file says which day a week starts on and what a view is; read it only when that
        // matters.
        let loaded = try view == nil ? nil : SettingsLoader.load(option: settings.config)
        let saved = try loaded.map { try savedView(in: $0) }
        let typed = try expression()
        let expression = saved.map { $0.filter(narrowedBy: typed) } ?? typed
        let sort = sort ?? saved?.sort ?? .manual
        let weeksCount = week || expression?.dependsOnFirstWeekday == true
        let firstWeekday =
            weeksCount
            ? try (loaded ?? SettingsLoader.load(option: settings.config)).app.firstWeekday ?? .monday
            : .monday
        let taskStore = try store.openExisting()
        let windows = Set<DueFilter.Window>(
            [today ? .today : nil, overdue ? .overdue : nil, week ? .thisWeek : nil].compactMap { $0 })
        let tags = try TagArguments.parse(tagNames, option: "--tag")
        // A filter that names a status decides which tasks it keeps (`TaskFilter.expressionNamesStatus`).
        var filter = TaskFilter(
            includeDone: all || done, includeOpen: !done, text: search ?? "",
            quadrant: quadrant,
            // From the clock's minute: a deadline at 15:00 today is overdue from 15:01.
            due: windows.isEmpty
                ? nil : DueFilter(windows, now: taskStore.environment.localNow, firstWeekday: firstWeekday),
            tags: tags)
        filter.expression = expression
        filter.expressionToday = taskStore.environment.localNow.date
        // Not started yet: hidden as on the list, unless every task is asked for.
        if !all { filter.startedBy = taskStore.environment.localNow }
        filter.expressionFirstWeekday = firstWeekday
        for tag in tags where try taskStore.storedTag(tag) == nil {
            // Not an error: the list of such tasks is empty, and a tag goes when its last task does, so a
            // script filtering on it must not start failing then. The note catches a typo.
            CLIOutput.note("No task has the tag “\(CLIOutput.visible(tag.name))”; ike tags lists every tag.")
        }
        if json {
            // `urgent_within` from the settings file, as the matrix counts it.
            let urgency = try (loaded ?? SettingsLoader.load(option: settings.config)).app.urgency
            try TaskJSONStream.write(
                steps: try taskStore.stepCounts(), triage: (urgency, taskStore.environment.localNow.date)
            ) {
                try taskStore.forEachItem(filter, order: sort, $0)
            }
            return
        }
        var table = TaskTable(now: taskStore.environment.localNow)
        if tree && sort == .manual && filter.readsAsStoredTree {
            // The stored paths are the tree's order: read as it streams, no tree built in memory.
            let counts = try taskStore.stepCounts()
            try taskStore.forEachTreeRow(filter) { row in
                table.append(row.item, depth: row.depth, steps: counts[row.item.uid])
            }
        } else if tree {
            var items: [TodoItem] = []
            try taskStore.forEachItem(filter, order: sort) { items.append($0) }
            let counts = try taskStore.stepCounts()
            for row in TaskTree.rows(items) {
                table.append(row.item, depth: row.depth, steps: counts[row.item.uid])
            }
        } else {
            try taskStore.forEachItem(filter, order: sort) { table.append($0) }
        }
        if table.isEmpty {
            CLIOutput.note(done ? "No done tasks." : "No tasks.")
            return
        }
        CLIOutput.write(table.render())
    }
}

extension TaskOrder: ExpressibleByArgument {}
