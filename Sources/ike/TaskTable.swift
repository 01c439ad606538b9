import IkeCore

/// The aligned table `ike list` prints: fixed columns first, the title last so wide text cannot misalign.
struct TaskTable {
    let items: [TodoItem]
    /// Now, which decides "overdue" (a timed deadline from the minute after its time).
    let now: LocalMoment

    func render() -> String {
        let idWidth = max(2, items.map { String($0.id ?? 0).utf8.count }.max() ?? 2)
        let dues = items.map(due)
        // As wide as a date and "overdue" unless a time makes it wider, so date-only lists look as before.
        let dueWidth = max(18, dues.map(\.utf8.count).max() ?? 0)
        // One string grown in place: `ike due` late in a year prints tens of thousands of rows, and joining
        // each row's pieces into temporaries first was a quarter of its time.
        var out = ""
        out.reserveCapacity((items.count + 1) * (idWidth + dueWidth + 48))
        Self.append("ID", idWidth, right: true, to: &out)
        out += "  DONE  "
        Self.append("DUE", dueWidth, right: false, to: &out)
        out += " QUADRANT   TITLE\n"
        for (item, due) in zip(items, dues) {
            Self.append(String(item.id ?? 0), idWidth, right: true, to: &out)
            out += item.isDone ? "  [x]   " : "  [ ]   "
            Self.append(due, dueWidth, right: false, to: &out)
            out += " "
            Self.append(item.quadrant.rawValue, 10, right: false, to: &out)
            out += " "
            out += CLIOutput.visible(item.shownTitle)
            out += TagArguments.suffix(item.tags)
            if let repeats = item.repeats {
                out += "  ↻ "
                out += CLIOutput.visible(repeats.shortWords)
            }
            out += "\n"
        }
        return out
    }

    /// "2026-12-01", "2026-12-01 15:00", with " overdue" when it has passed.
    private func due(_ item: TodoItem) -> String {
        guard let deadline = item.deadlineWithTime else { return "" }
        return deadline.description + (item.isOverdue(at: now) ? " overdue" : "")
    }

    /// Appends `text` (ASCII: ids, dates, quadrant names) padded with spaces to `width` columns.
    private static func append(_ text: String, _ width: Int, right: Bool, to out: inout String) {
        let fill = max(0, width - text.utf8.count)
        if right { out += String(repeating: " ", count: fill) }
        out += text
        if !right { out += String(repeating: " ", count: fill) }
    }
}
