import IkeCore

/// The aligned table `ike list` and `ike due` print: fixed columns first, the title last so wide text
/// cannot misalign.
///
/// Tasks are added one at a time as the store reads them and kept only as the pieces the table prints:
/// `ike due` late in a year prints tens of thousands of rows, and holding every task whole, then joining
/// each row's pieces into temporaries, was a quarter of its time.
struct TaskTable {
    /// One task's pieces: the padded columns are filled in when the widths are known.
    private struct Row {
        var id: Int64
        var status: TaskStatus
        var due: String
        var quadrant: String
        /// The title, its tags and its repeat, as shown.
        var rest: String
    }

    /// Now, which decides "overdue" (a timed deadline from the minute after its time).
    let now: LocalMoment
    private var rows: [Row] = []
    private var idWidth = 2
    /// As wide as a date and "overdue" unless a time makes it wider, so date-only lists look as before.
    private var dueWidth = 18

    /// An empty table seen at `now`.
    init(now: LocalMoment) {
        self.now = now
    }

    var isEmpty: Bool { rows.isEmpty }
    var count: Int { rows.count }

    /// The deepest level `--tree` indents; a step below it is marked with its depth instead.
    static let deepestIndent = 8

    /// Adds `item` as the next row; in a tree (`ike list --tree`), indented `depth` levels, and a parent
    /// with its `steps` ("2/5": closed of all).
    mutating func append(_ item: TodoItem, depth: Int = 0, steps: StepCount? = nil) {
        let id = item.id ?? 0
        let due =
            item.deadlineWithTime.map { $0.description + (item.isOverdue(at: now) ? " overdue" : "") } ?? ""
        var rest = String(repeating: "  ", count: min(depth, Self.deepestIndent))
        if depth > Self.deepestIndent { rest += "…\(depth) " }
        if depth > 0 { rest += "└ " }
        rest += CLIOutput.visible(item.shownTitle)
        if let steps { rest += "  " + steps.progress }
        let checklist = Checklist(notes: item.notes)
        if !checklist.isEmpty { rest += "  ☐ " + checklist.progress }
        rest += TagArguments.suffix(item.tags)
        if let repeats = item.repeats {
            rest += "  ↻ "
            rest += CLIOutput.visible(repeats.shortWords)
        }
        rows.append(Row(id: id, status: item.status, due: due, quadrant: item.quadrant.rawValue, rest: rest))
        idWidth = max(idWidth, Self.digits(id))
        dueWidth = max(dueWidth, due.utf8.count)
    }

    func render() -> String {
        var out = ""
        out.reserveCapacity((rows.count + 1) * (idWidth + dueWidth + 48))
        Self.append("ID", idWidth, right: true, to: &out)
        out += "  DONE  "
        Self.append("DUE", dueWidth, right: false, to: &out)
        out += " QUADRANT   TITLE\n"
        for row in rows {
            Self.append(String(row.id), idWidth, right: true, to: &out)
            switch row.status {
            case .open: out += "  [ ]   "
            case .done: out += "  [x]   "
            case .cancelled: out += "  [-]   "
            }
            Self.append(row.due, dueWidth, right: false, to: &out)
            out += " "
            Self.append(row.quadrant, 10, right: false, to: &out)
            out += " "
            out += row.rest
            out += "\n"
        }
        return out
    }

    /// How many characters `id` takes in decimal.
    private static func digits(_ id: Int64) -> Int {
        var count = id < 0 ? 2 : 1
        var rest = id.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// Appends `text` (ASCII: ids, dates, quadrant names) padded with spaces to `width` columns.
    private static func append(_ text: String, _ width: Int, right: Bool, to out: inout String) {
        let fill = max(0, width - text.utf8.count)
        if right { out += String(repeating: " ", count: fill) }
        out += text
        if !right { out += String(repeating: " ", count: fill) }
    }
}
