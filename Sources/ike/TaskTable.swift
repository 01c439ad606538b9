import IkeCore

/// The aligned table `ike list` prints: fixed columns first, the title last so wide text cannot misalign.
struct TaskTable {
    let items: [TodoItem]
    /// Now, which decides "overdue" (a timed deadline from the minute after its time).
    let now: LocalMoment

    func render() -> String {
        let idWidth = max(2, items.map { String($0.id ?? 0).count }.max() ?? 2)
        let dues = items.map(due)
        // As wide as a date and "overdue" unless a time makes it wider, so date-only lists look as before.
        let dueWidth = max(18, dues.map(\.count).max() ?? 0)
        var out = pad("ID", idWidth, right: true) + "  DONE  " + pad("DUE", dueWidth, right: false)
        out += " QUADRANT   TITLE\n"
        for (item, due) in zip(items, dues) {
            let id = pad(String(item.id ?? 0), idWidth, right: true)
            let done = item.isDone ? "[x]" : "[ ]"
            let quadrant = item.quadrant.rawValue
            out +=
                id + "  " + done + "   " + pad(due, dueWidth, right: false) + " "
                + pad(quadrant, 10, right: false)
            out += " " + CLIOutput.visible(item.shownTitle) + TagArguments.suffix(item.tags)
            out += item.repeats.map { "  ↻ " + CLIOutput.visible($0.shortWords) } ?? ""
            out += "\n"
        }
        return out
    }

    /// "2026-12-01", "2026-12-01 15:00", with " overdue" when it has passed.
    private func due(_ item: TodoItem) -> String {
        guard let deadline = item.deadlineWithTime else { return "" }
        return deadline.description + (item.isOverdue(at: now) ? " overdue" : "")
    }

    private func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
