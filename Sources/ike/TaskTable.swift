import IkeCore

/// The aligned table `ike list` prints: fixed columns first, the title last so wide text cannot misalign.
struct TaskTable {
    let items: [TodoItem]
    let today: LocalDate

    func render() -> String {
        let idWidth = max(2, items.map { String($0.id ?? 0).count }.max() ?? 2)
        var out = pad("ID", idWidth, right: true) + "  DONE  DUE                QUADRANT   TITLE\n"
        for item in items {
            let id = pad(String(item.id ?? 0), idWidth, right: true)
            let done = item.isDone ? "[x]" : "[ ]"
            var due = item.deadline?.iso ?? ""
            if item.isOverdue(today: today) { due += " overdue" }
            let quadrant = item.quadrant.rawValue
            out +=
                id + "  " + done + "   " + pad(due, 18, right: false) + " " + pad(quadrant, 10, right: false)
            out += " " + CLIOutput.visible(item.shownTitle) + TagArguments.suffix(item.tags)
            out += item.repeats.map { "  ↻ " + CLIOutput.visible($0.shortWords) } ?? ""
            out += "\n"
        }
        return out
    }

    private func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
