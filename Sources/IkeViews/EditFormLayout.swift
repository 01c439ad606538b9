import IkeApp
import IkeCore
import IkeTerm

/// Where the edit form's parts go: the box, each field's row and columns, and what gives way when
/// the screen is small (the read-only Focus row first, then blank rows, then extra lines of the deadline's
/// note, then notes lines, then the notes under the fields, and on the smallest screens the Tags row).
///
/// Columns: the focus marker just inside the frame, labels after it, and every field's opening bracket
/// in one column, so the fields line up whatever the labels (see the edit-form snapshots).
struct EditFormLayout {
    /// One checkbox: the column of its marker slot (the label starts one further) and its row.
    struct CheckboxSlot: Hashable {
        let field: FormField
        let x: Int
        let y: Int
    }

    /// The widest the box gets, so fields stay a comfortable length on wide terminals.
    static let maxBoxWidth = 76
    /// A centred box narrower than this would waste columns on margins; the form takes the width.
    static let minCentredWidth = 40
    /// Columns from the box's left edge to a field's opening bracket: frame, marker, "Important", blank.
    static let fieldOffset = 12
    /// Text columns of the deadline field: a date and time, `YYYY-MM-DD HH:MM`, with the cursor after it
    /// (16 columns scrolled the first digit out of sight).
    static let deadlineTextWidth = 17
    /// Most lines an error under the deadline may take.
    static let maxNoteLines = 3
    /// Most lines the Repeat field's preview or error may take.
    static let maxRepeatNoteLines = 2
    /// Most lines an error under the tags may take.
    static let maxTagsNoteLines = 2
    /// The title keeps at least this many columns when its error sits beside it.
    static let minTitleWidth = 20
    /// Blank columns between a field's closing bracket and a note beside it.
    static let noteGap = 2
    /// Blank columns between two checkboxes, besides the marker slot of the second (tried in order).
    static let checkboxGaps = [2, 1]

    let box: Rect
    let titleRow: Int
    /// Text columns of the title; fewer than `textWidth` when its error sits beside it.
    let titleWidth: Int
    /// Whether the title's error (if any) is drawn beside the field rather than inside it.
    let titleNoteBeside: Bool
    /// Rows of notes lines, at least one.
    let notesRows: Range<Int>
    let deadlineRow: Int
    let deadlineWidth: Int
    /// The wording of the deadline's note chosen for the space there is.
    let deadlineNote: String
    /// Whether the deadline's preview or error fits on its row, after the field.
    let deadlineNoteBeside: Bool
    /// The note under the deadline field, wrapped; empty when it is beside the field or left out.
    let deadlineNoteLines: [String]
    /// The Start field's row, after the deadline's; `nil` when the screen is too short for it (it gives
    /// way with the plain fields, unless the keyboard is in it).
    let startRow: Int?
    /// The Repeat field's row; `nil` when the screen is too short for it (it goes after the Tags row).
    let repeatRow: Int?
    /// The preview or error under the Repeat field, wrapped; empty when there is none or no room.
    let repeatNoteLines: [String]
    /// The Tags field's row; `nil` when the screen is too short for it (the discard question at 30×8).
    let tagsRow: Int?
    /// The error under the Tags field, wrapped; empty when there is none or no room.
    let tagsNoteLines: [String]
    /// The Parent field's row, after the tags; `nil` when the screen is too short for it (it gives way
    /// with the plain fields, unless the keyboard is in it).
    let parentRow: Int?
    /// Each plain field's row (`PlainField`), after the tags; none when the screen is too short for them
    /// (they give way before the Tags row).
    let plainRows: [(field: PlainField, y: Int)]
    /// The read-only Focus row (the task's focus time in all), after the plain fields; `nil` when the
    /// task has none or the screen is too short (it gives way first).
    let focusRow: Int?
    let checkboxes: [CheckboxSlot]
    /// The row of "Discard changes? y/n", when it is asked.
    let questionRow: Int?

    /// Column of the ▸ focus marker.
    var markerX: Int { box.x + 1 }
    /// Column where labels start.
    var labelX: Int { box.x + 2 }
    /// First column of a field's text, right of its opening bracket.
    var textX: Int { box.x + Self.fieldOffset + 1 }
    /// Text columns of a full-width field, between its brackets.
    var textWidth: Int { max(0, box.right - 3 - textX) }
    /// The column between the fields' closing brackets and the frame, for the notes' scroll marks.
    var scrollMarkX: Int { box.right - 2 }
    /// Columns a note below a field may use, from the field's text to its closing bracket.
    var noteWidth: Int { textWidth + 1 }

    /// Whether `row` is inside the frame, so content drawn there cannot cover the frame.
    func isInside(row: Int) -> Bool { row > box.y && row < box.bottom - 1 }

    /// The layout in `area` for the note beside the title, the deadline's note (drawn text, longest
    /// wording first) and the note under the tags, with the discard question when `isConfirming`.
    init(
        area: Rect, titleNote: String?, deadlineNotes: [String], repeatNote: String? = nil,
        tagsNote: String? = nil, isConfirming: Bool, ellipsis: String, focus: FormField = .title,
        showsFocusTime: Bool = false
    ) {
        let centredWidth = min(Self.maxBoxWidth, area.width - 4)
        let width = centredWidth >= Self.minCentredWidth ? centredWidth : area.width
        let x = area.x + (area.width - width) / 2
        let textWidth = max(0, width - Self.fieldOffset - 4)

        titleWidth = Self.titleWidth(textWidth: textWidth, note: titleNote)
        titleNoteBeside = titleNote != nil && titleWidth < textWidth
        deadlineWidth = min(Self.deadlineTextWidth, textWidth)
        // Beside the field: from after its bracket and the gap up to the other fields' closing bracket.
        let besideRoom = textWidth - deadlineWidth - Self.noteGap
        // The longest wording that fits beside the field, else the longest (or shortest) for below it.
        let widths = deadlineNotes.map { TextWidth.of($0) }
        let belowWidth = textWidth + 1
        let besideIndex = widths.firstIndex { $0 <= besideRoom }
        let belowIndex = widths.firstIndex { $0 <= belowWidth } ?? max(0, widths.count - 1)
        deadlineNote = deadlineNotes.isEmpty ? "" : deadlineNotes[besideIndex ?? belowIndex]
        deadlineNoteBeside = besideIndex != nil
        let wrapped =
            deadlineNoteBeside ? [] : HelpContent.wrap(deadlineNote, width: belowWidth, ellipsis: ellipsis)
        let checkboxLines = Self.flowCheckboxes(width: width - 3)
        let tagsWrapped = tagsNote.map { HelpContent.wrap($0, width: belowWidth, ellipsis: ellipsis) } ?? []
        let repeatWrapped =
            repeatNote.map { HelpContent.wrap($0, width: belowWidth, ellipsis: ellipsis) } ?? []

        // What the form would like; rows give way below when the area is short.
        var spacers = [1, 1, 1]
        var notes = min(8, 3 + max(0, area.height - 21) / 4)
        var noteCount = min(wrapped.count, Self.maxNoteLines)
        var tagsNoteCount = min(tagsWrapped.count, Self.maxTagsNoteLines)
        var tagsRows = 1
        var repeatRows = 1
        var repeatNoteCount = min(repeatWrapped.count, Self.maxRepeatNoteLines)
        var shownPlain = PlainField.allCases
        var parentRows = 1
        var startRows = 1
        var focusRows = showsFocusTime ? 1 : 0
        let question = isConfirming ? 1 : 0
        func total() -> Int {
            spacers.reduce(0, +) + 1 + notes + 1 + noteCount + startRows + repeatRows + repeatNoteCount
                + tagsRows + tagsNoteCount + parentRows + shownPlain.count + focusRows + checkboxLines.count
                + question
        }
        var height = total() + 2
        // Like help: centred with a margin, or all of the area when it would nearly fill it anyway.
        if height + 2 > area.height {
            height = area.height
            let inner = height - 2
            // Read-only, and said again by the statistics: it goes first.
            if total() > inner { focusRows = 0 }
            // The blank row that separates the checkboxes from the fields goes last.
            for index in [2, 0, 1] where total() > inner { spacers[index] = 0 }
            while total() > inner && noteCount > 1 { noteCount -= 1 }
            while total() > inner && notes > 1 { notes -= 1 }
            while total() > inner && tagsNoteCount > 0 { tagsNoteCount -= 1 }
            while total() > inner && repeatNoteCount > 0 { repeatNoteCount -= 1 }
            // The plain fields' rows go next, the last first, one at a time, but never the one the keyboard
            // is in; then the deadline's preview.
            while total() > inner, let last = shownPlain.lastIndex(where: { focus != .plain($0) }) {
                shownPlain.remove(at: last)
            }
            if total() > inner { noteCount = 0 }
            if focus != .parent && total() > inner { parentRows = 0 }
            if focus != .start && total() > inner { startRows = 0 }
            // The Tags row goes before the Repeat row, unless the keyboard is in Tags.
            if focus == .tags {
                if total() > inner { repeatRows = 0 }
                if total() > inner { tagsRows = 0 }
            } else {
                if total() > inner { tagsRows = 0 }
                if total() > inner { repeatRows = 0 }
            }
        }
        box = Rect(x: x, y: area.y + (area.height - height) / 2, width: width, height: height)

        var y = box.y + 1 + spacers[0]
        titleRow = y
        y += 1
        notesRows = y..<(y + notes)
        y += notes
        deadlineRow = y
        y += 1
        deadlineNoteLines = Self.cut(wrapped, to: noteCount, width: belowWidth, ellipsis: ellipsis)
        y += noteCount
        startRow = startRows > 0 ? y : nil
        y += startRows
        repeatRow = repeatRows > 0 ? y : nil
        y += repeatRows
        repeatNoteLines = Self.cut(
            repeatWrapped, to: repeatRows > 0 ? repeatNoteCount : 0, width: belowWidth, ellipsis: ellipsis)
        y += repeatRows > 0 ? repeatNoteCount : 0
        tagsRow = tagsRows > 0 ? y : nil
        y += tagsRows
        tagsNoteLines = Self.cut(tagsWrapped, to: tagsNoteCount, width: belowWidth, ellipsis: ellipsis)
        y += tagsNoteCount
        parentRow = parentRows > 0 ? y : nil
        y += parentRows
        var plainRows: [(field: PlainField, y: Int)] = []
        for field in shownPlain {
            plainRows.append((field, y))
            y += 1
        }
        self.plainRows = plainRows
        focusRow = focusRows > 0 ? y : nil
        y += focusRows
        y += spacers[1]
        var slots: [CheckboxSlot] = []
        for line in checkboxLines {
            slots += line.map { CheckboxSlot(field: $0.field, x: x + 1 + $0.offset, y: y) }
            y += 1
        }
        checkboxes = slots
        y += spacers[2]
        questionRow = isConfirming ? y : nil
    }

    /// Rows of checkboxes with each one's offset from the marker column, on as few rows as `width` allows.
    static func flowCheckboxes(width: Int) -> [[(field: FormField, offset: Int)]] {
        let fields = FormField.allCases.filter(\.isCheckbox)
        let widths = fields.map(checkboxWidth)
        for gap in checkboxGaps where widths.reduce(0, +) + gap * (widths.count - 1) <= width {
            var offset = 0
            return [
                fields.indices.map { index in
                    defer { offset += widths[index] + gap }
                    return (fields[index], offset)
                }
            ]
        }
        // Greedy rows with the wider gap; a checkbox wider than the row still gets a row to itself.
        var rows: [[(field: FormField, offset: Int)]] = []
        var offset = 0
        for index in fields.indices {
            if !rows.isEmpty && offset + widths[index] <= width {
                rows[rows.count - 1].append((fields[index], offset))
            } else {
                rows.append([(fields[index], 0)])
                offset = 0
            }
            offset += widths[index] + checkboxGaps[0]
        }
        return rows
    }

    /// Columns of one checkbox: marker slot, label, blank, "[x]".
    static func checkboxWidth(_ field: FormField) -> Int {
        1 + TextWidth.of(field.label) + 1 + 3
    }

    /// The first notes line to show in `count` rows: the form's own scroll when it shows the cursor's
    /// line, otherwise the nearest start that does, never leaving rows empty below the last line.
    static func firstNotesLine(preferred: Int, cursorLine: Int, lineCount: Int, count: Int) -> Int {
        var first = min(max(0, preferred), max(0, lineCount - count))
        if cursorLine < first { first = cursorLine }
        if cursorLine >= first + count { first = cursorLine - count + 1 }
        return max(0, first)
    }

    /// The title's text columns: all of them, or fewer so that `note` fits beside the field.
    private static func titleWidth(textWidth: Int, note: String?) -> Int {
        guard let note else { return textWidth }
        let narrowed = textWidth - noteGap - TextWidth.of(note)
        return narrowed >= minTitleWidth ? narrowed : textWidth
    }

    /// The first `count` of `lines`; when some are left out, the last one kept ends in `ellipsis`.
    private static func cut(_ lines: [String], to count: Int, width: Int, ellipsis: String) -> [String] {
        guard count < lines.count else { return lines }
        guard count > 0 else { return [] }
        var kept = Array(lines.prefix(count))
        // The next word did not fit on the last kept line, so adding it forces the ellipsis.
        kept[count - 1] = TextWidth.truncate(
            kept[count - 1] + " " + lines[count], to: width, ellipsis: ellipsis)
        return kept
    }
}
