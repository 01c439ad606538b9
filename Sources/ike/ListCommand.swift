import ArgumentParser
import IkeCore

/// `ike list [--all|--done] [--quadrant Q] [--search TEXT] [--json]`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List tasks in list order (open ones unless --all or --done).")

    @OptionGroup var store: StoreOptions
    @Flag(name: .shortAndLong, help: "Open and done tasks.") var all = false
    @Flag(name: .long, help: "Done tasks only.") var done = false
    @Option(name: .shortAndLong, help: "Only this quadrant: do, schedule, delegate or eliminate.")
    var quadrant: Quadrant?
    @Option(name: .shortAndLong, help: "Only tasks whose title or notes contain this text.") var search: String?
    @Flag(name: .long, help: "Print a JSON array with every field.") var json = false

    func validate() throws {
        if all && done { throw ValidationError("use --all or --done, not both") }
    }

    func run() throws {
        let taskStore = try store.openStore()
        let filter = TaskFilter(
            includeDone: all || done, includeOpen: !done, text: search ?? "", quadrant: quadrant)
        let items = try taskStore.items(filter)
        if json {
            var out = "["
            out.reserveCapacity(items.count * 320)
            for (index, item) in items.enumerated() {
                out += index == 0 ? "\n  " : ",\n  "
                out += JSONText.object(item)
            }
            out += items.isEmpty ? "]\n" : "\n]\n"
            CLIOutput.write(out)
            return
        }
        if items.isEmpty {
            CLIOutput.note(done ? "No done tasks." : "No tasks.")
            return
        }
        CLIOutput.write(TaskTable(items: items, today: taskStore.environment.today).render())
    }
}
