import ArgumentParser
import Foundation
import IkeCore
import IkeInterchange

/// `ike export [--format F] [-o FILE]`: every task in list order, to standard output or atomically to a file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write every task to standard output or, with -o, to a file (replaced whole or not at all).",
        discussion: """
            Without --format, the format follows -o's extension: .json ike JSON, .ics iCalendar, .txt \
            todo.txt, .csv CSV, .md Markdown. A name without an extension, and standard output, get ike \
            JSON; any other extension is refused, so a file never holds something its name does not say.
            """)

    @OptionGroup var store: StoreOptions
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The format (default: from -o's extension, else json); json has every field (the backup format).",
            valueName: "format"))
    var format: InterchangeFormat?
    @Option(
        name: [.customShort("o"), .customLong("output")], help: "The file to write (- for standard output).")
    var output: String?

    func validate() throws {
        _ = try chosenFormat()
    }

    func run() throws {
        let format = try chosenFormat()
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

    /// `--format` when given, else the one `-o`'s extension names, else ike JSON.
    private func chosenFormat() throws -> InterchangeFormat {
        if let format { return format }
        guard let output, output != "-" else { return .ikeJSON }
        let ext = (output as NSString).pathExtension
        if ext.isEmpty { return .ikeJSON }
        guard let named = InterchangeFormat(fileExtension: ext) else {
            let known = InterchangeFormat.byFileExtension.map { "." + $0.ext }
            throw ValidationError(
                "cannot tell the format from “.\(CLIOutput.visible(ext))”: name the file "
                    + known.dropLast().joined(separator: ", ") + " or \(known.last!), or give --format ("
                    + InterchangeFormat.allValueStrings.joined(separator: ", ") + ")")
        }
        return named
    }
}
