import ArgumentParser
import IkeCore

/// `ike status [--format F]`: counts for a tmux status line or a shell prompt (`StatusLine`).
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print counts for a status line or a prompt, and nothing when they are all zero.",
        discussion: """
            --format is a template whose {overdue}, {today} (due today), {planned} (planned for today or \
            a day gone by, still open), {inbox} (waiting in the matrix's inbox, never placed) and {focus} \
            (focus periods running) are replaced by their counts; {{ and }} are braces. Nothing at all is \
            printed when every count the format names is zero, or when there is no database yet. \
            Example: ike status --format '{overdue}! {today} today'.
            """)

    @OptionGroup var store: StoreOptions
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The line, with {overdue}, {today}, {planned}, {inbox} and {focus} for the counts.",
            valueName: "template")
    )
    var format = StatusLine.standardFormat

    func validate() throws {
        do {
            _ = try StatusLine(format: format)
        } catch {
            throw ValidationError("--format: \(error.description)")
        }
    }

    func run() throws {
        let line = try StatusLine(format: format)
        guard let taskStore = try store.openExistingIfPresent() else { return }
        let counts = try taskStore.statusCounts(now: taskStore.environment.localNow)
        if let text = line.line(counts) { CLIOutput.line(CLIOutput.visible(text)) }
    }
}
