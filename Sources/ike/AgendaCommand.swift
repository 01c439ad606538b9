import ArgumentParser
import IkeCore

/// `ike agenda [--days N] [--json]`: what to do now, grouped by time (`Agenda`).
struct AgendaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "What to do now: overdue, today, planned, each of the next days, and what starts soon.",
        discussion: """
            Today lists the timed deadlines in time order, then the day's other deadlines, then what starts \
            today. Each task is in one section, the first that holds it; done tasks are left out.
            """)

    @OptionGroup var store: StoreOptions
    @Option(name: .long, help: "How many days after today to show (1 to 60).") var days = Agenda.standardDays
    @Flag(name: .long, help: "Print JSON: an array of sections, each with its title and tasks.") var json =
        false

    /// The values `--days` accepts.
    static let daysRange = 1...60

    func validate() throws {
        guard Self.daysRange.contains(days) else { throw ValidationError("--days must be from 1 to 60") }
    }

    func run() throws {
        try Self.show(store.location, days: days, json: json)
    }

    /// Prints the agenda of the database at `location`: what `run` does, and what `QuickStart` calls for a
    /// command line it read itself.
    static func show(_ location: StoreLocation, days: Int, json: Bool) throws {
        let taskStore = try location.openExisting()
        // Overdue and the plan are read along their deadline-order indexes, row after scattered row, as
        // `ike due` reads (TaskStore.readThroughMemoryMap).
        taskStore.readThroughMemoryMap()
        let now = taskStore.environment.localNow
        let agenda = try taskStore.agenda(now: now, days: days)
        if json {
            var out = JSONText(escapingBidiControls: true)
            out.raw("[")
            for (index, section) in agenda.sections.enumerated() {
                out.raw(index == 0 ? "\n  {\"title\":" : ",\n  {\"title\":")
                out.string(section.title(today: now.date))
                out.raw(",\"tasks\":[")
                for (position, item) in section.items.enumerated() {
                    if position > 0 { out.raw(",") }
                    out.object(item)
                }
                out.raw("],\"total\":")
                out.number(Int64(section.total))
                out.raw("}")
            }
            out.raw(agenda.sections.isEmpty ? "]\n" : "\n]\n")
            CLIOutput.write(out.bytes)
            return
        }
        guard !agenda.sections.isEmpty else {
            CLIOutput.note(Agenda.nothingMessage(days: days) + ".")
            return
        }
        var out = ""
        let idWidth = max(2, agenda.sections.flatMap(\.items).map { String($0.id ?? 0).count }.max() ?? 2)
        for (index, section) in agenda.sections.enumerated() {
            if index > 0 { out += "\n" }
            out += section.title(today: now.date) + "\n"
            // The times and days of a section in one column, so its titles line up.
            let whens = section.items.map { Self.when($0, in: section.kind, today: now.date) }
            let whenWidth = whens.map(\.count).max() ?? 0
            for (item, when) in zip(section.items, whens) {
                let id = String(item.id ?? 0)
                out += String(repeating: " ", count: idWidth - id.count + 2) + id + "  "
                if whenWidth > 0 { out += when + String(repeating: " ", count: whenWidth - when.count + 2) }
                out += CLIOutput.visible(item.shownTitle) + TagArguments.suffix(item.tags) + "\n"
            }
            if section.total > section.items.count {
                let list = section.kind == .planned ? "--filter 'planned<=\(now.date.iso)'" : "--overdue"
                out += "  … and \(section.total - section.items.count) more (ike list \(list))\n"
            }
        }
        CLIOutput.write(out)
    }

    /// What the row says of its time before the title: the deadline's time today, the day of an overdue
    /// deadline, the start of a task that starts, the day an unfinished plan was for.
    private static func when(_ item: TodoItem, in kind: Agenda.Section.Kind, today: LocalDate) -> String {
        switch kind {
        case .overdue:
            return "due " + (item.deadlineWithTime?.shortDescription ?? "")
        case .today, .day:
            if item.deadline != nil, let time = item.deadlineTime { return "\(time)" }
            if item.deadline == nil, item.start != nil {
                return "starts" + (item.startTime.map { " \($0)" } ?? "")
            }
            return ""
        case .startingSoon:
            return "starts " + (item.startWithTime?.shortDescription ?? "")
        case .planned:
            // Planned for a day gone by and still open: since when.
            guard let day = item.planned, day < today else { return "" }
            return "from " + day.shortDescription
        }
    }
}
