import ArgumentParser
import IkeCore

/// `ike export [--format F] [-o FILE]`: every task in list order, to standard output or atomically to a file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every task to standard output or, with -o, to a file (replaced whole or not at all)."
    )

    @OptionGroup var store: StoreOptions
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The format; json has every field (the backup format).", valueName: "format"))
    var format: InterchangeFormat = .ikeJSON
    @Option(
        name: [.customShort("o"), .customLong("output")], help: "The file to write (- for standard output).")
    var output: String?

    func run() throws {
        let taskStore = try store.openExisting()
        let (bytes, count) = try Exporter.export(taskStore, as: format)
        guard let output, output != "-" else {
            CLIOutput.write(bytes)
            return
        }
        do {
            try Exporter.writeAtomically(bytes, to: output)
        } catch {
            throw CLIError(description: error.description)
        }
        CLIOutput.note("Exported \(count) task\(count == 1 ? "" : "s") to \(output) (\(format.displayName))")
    }
}
