import ArgumentParser
import IkeCore

/// `ike tags [--json]`: every tag with how many open and done tasks have it.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", abstract: "List every tag with its open and done task counts.")

    @OptionGroup var store: StoreOptions
    @Flag(name: .long, help: "Print a JSON array of {name, open, done}.") var json = false

    func run() throws {
        let counts = try store.openExisting().tagCounts()
        if json {
            var text = JSONText(capacity: counts.count * 40 + 4, escapingBidiControls: true)
            text.raw("[")
            for (index, count) in counts.enumerated() {
                text.raw(index == 0 ? "\n  {\"name\":" : ",\n  {\"name\":")
                text.string(count.tag.name)
                text.raw(",\"open\":")
                text.number(Int64(count.open))
                text.raw(",\"done\":")
                text.number(Int64(count.done))
                text.raw("}")
            }
            text.raw(counts.isEmpty ? "]\n" : "\n]\n")
            CLIOutput.write(text.bytes)
            return
        }
        if counts.isEmpty {
            CLIOutput.note("No tags.")
            return
        }
        // Counts first and the tag last, so wide names cannot misalign the columns.
        let width = max(4, counts.map { String(max($0.open, $0.done)).count }.max() ?? 0)
        var out = "OPEN".padded(to: width) + "  " + "DONE".padded(to: width) + "  TAG\n"
        for count in counts {
            out += String(count.open).padded(to: width) + "  " + String(count.done).padded(to: width) + "  "
            out += CLIOutput.visible(count.tag.name) + "\n"
        }
        CLIOutput.write(out)
    }
}

extension String {
    /// Right-aligned in `width` columns (for digits and ASCII headings).
    fileprivate func padded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
