import IkeApp
import IkeCore
import IkeTerm

/// The four text fields of the edit form: title, notes, deadline and tags.
extension EditFormView {
    /// The title on one line, scrolled to keep its cursor visible, with its error beside or inside it.
    static func drawTitle(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let y = layout.titleRow
        guard layout.isInside(row: y) else { return }
        let width = layout.titleWidth
        drawSingleLine(
            form.title, .title, of: form, y: y, width: width, layout: layout, into: &buffer, context: context)
        if let note = titleNote(form, symbols: context.symbols) {
            let style = context.theme.statusError
            if layout.titleNoteBeside {
                let x = layout.textX + width + 1 + EditFormLayout.noteGap
                buffer.put(note, x: x, y: y, style: style, maxWidth: layout.box.right - 2 - x)
            } else {
                // No room beside it; the title is blank, so the error can stand in for it.
                buffer.put(
                    note, x: layout.textX, y: y, width: width, style: style,
                    ellipsis: context.symbols.ellipsis)
            }
        }
    }

    /// The notes lines that keep the cursor's line in view, all scrolled as far as the cursor's line,
    /// with ↑ and ↓ beside the field when lines are hidden above or below.
    static func drawNotes(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let rows = layout.notesRows
        guard let top = rows.first, layout.isInside(row: top) else { return }
        let focused = form.focus == .notes
        drawLabel(
            .notes, x: layout.markerX, y: top, focused: focused, right: layout.textX - 1, into: &buffer,
            context: context)
        let width = layout.textWidth
        let lines = form.notes.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cursorLine = form.notes.cursorLine
        let first = EditFormLayout.firstNotesLine(
            preferred: form.notesScroll, cursorLine: cursorLine, lineCount: lines.count, count: rows.count)
        let slice = form.notes.visibleSlice(width: width)
        for (index, y) in rows.enumerated() where layout.isInside(row: y) {
            let number = first + index
            let line = lines.indices.contains(number) ? lines[number] : ""
            let text = number == cursorLine ? slice.text : clip(line, offset: slice.offset, width: width)
            drawFieldLine(
                text, fullWidth: TextWidth.of(line), offset: slice.offset, x: layout.textX, y: y,
                width: width, into: &buffer, context: context)
            if focused && number == cursorLine {
                buffer.cursor = cursorPoint(slice, x: layout.textX, y: y, width: width)
            }
        }
        let symbols = context.symbols
        let style = context.theme.secondary
        if first > 0 {
            buffer.put(symbols.isASCII ? "^" : "↑", x: layout.scrollMarkX, y: top, style: style)
        }
        if first + rows.count < lines.count, let bottom = rows.last, layout.isInside(row: bottom) {
            buffer.put(symbols.isASCII ? "v" : "↓", x: layout.scrollMarkX, y: bottom, style: style)
        }
    }

    /// The deadline field with what it reads as beside it, or under it when there is no room.
    static func drawDeadline(
        _ form: EditFormState, noteStyle: Style, layout: EditFormLayout,
        into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let y = layout.deadlineRow
        guard layout.isInside(row: y) else { return }
        let width = layout.deadlineWidth
        drawSingleLine(
            form.deadline, .deadline, of: form, y: y, width: width, layout: layout,
            selected: form.focus == .deadline && form.deadline.isSelected, into: &buffer, context: context)
        if layout.deadlineNoteBeside {
            let x = layout.textX + width + 1 + EditFormLayout.noteGap
            buffer.put(layout.deadlineNote, x: x, y: y, style: noteStyle, maxWidth: layout.box.right - 2 - x)
        }
        for (index, line) in layout.deadlineNoteLines.enumerated() where layout.isInside(row: y + 1 + index) {
            buffer.put(line, x: layout.textX, y: y + 1 + index, style: noteStyle, maxWidth: layout.noteWidth)
        }
    }

    /// The start field, as short as the deadline's, with what it reads as beside it.
    static func drawStart(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard let y = layout.startRow, layout.isInside(row: y) else { return }
        let width = layout.deadlineWidth
        drawSingleLine(
            form.start, .start, of: form, y: y, width: width, layout: layout,
            selected: form.focus == .start && form.start.isSelected, into: &buffer, context: context)
        let note = startNote(form, context: context)
        let x = layout.textX + width + 1 + EditFormLayout.noteGap
        buffer.put(note.text, x: x, y: y, style: note.style, maxWidth: layout.box.right - 2 - x)
    }

    /// The repeat rule in words on one line, with its next dates (or its error) under it.
    static func drawRepeat(
        _ form: EditFormState, noteStyle: Style, layout: EditFormLayout, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        guard let y = layout.repeatRow, layout.isInside(row: y) else { return }
        drawSingleLine(
            form.repeats, .repeats, of: form, y: y, width: layout.textWidth, layout: layout, into: &buffer,
            context: context)
        for (index, line) in layout.repeatNoteLines.enumerated() where layout.isInside(row: y + 1 + index) {
            buffer.put(line, x: layout.textX, y: y + 1 + index, style: noteStyle, maxWidth: layout.noteWidth)
        }
    }

    /// The tags as `#work #home` words on one line, with the error under them once it is worth showing.
    static func drawTags(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard let y = layout.tagsRow, layout.isInside(row: y) else { return }
        drawSingleLine(
            form.tags, .tags, of: form, y: y, width: layout.textWidth, layout: layout, into: &buffer,
            context: context)
        for (index, line) in layout.tagsNoteLines.enumerated() where layout.isInside(row: y + 1 + index) {
            buffer.put(
                line, x: layout.textX, y: y + 1 + index, style: context.theme.statusError,
                maxWidth: layout.noteWidth)
        }
    }

    /// The parent's title on one line, with the task's steps counted beside it, or why the typed title
    /// names no task once that is worth showing (issue 33, item 4).
    static func drawParent(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard let y = layout.parentRow, layout.isInside(row: y) else { return }
        let note =
            form.parentError.map { context.symbols.errorPrefix + context.symbols.text($0) }
            ?? (form.stepCount == 0 ? nil : form.stepCount == 1 ? "1 step" : "\(form.stepCount) steps")
        // The field keeps the deadline's width at least; a note takes what is left beside it.
        let noteWidth = note.map { min(TextWidth.of($0), layout.textWidth - layout.deadlineWidth - 2) } ?? 0
        let width = noteWidth > 0 ? layout.textWidth - noteWidth - 2 : layout.textWidth
        drawSingleLine(
            form.parent, .parent, of: form, y: y, width: width, layout: layout, into: &buffer,
            context: context)
        if let note, noteWidth > 0 {
            buffer.put(
                note, x: layout.textX + width + 2, y: y,
                style: form.parentError == nil ? context.theme.secondary : context.theme.statusError,
                maxWidth: noteWidth)
        }
    }

    /// Each plain field on its row, as short as the deadline field, with its error beside it once it is
    /// worth showing.
    static func drawPlainFields(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        for (field, y) in layout.plainRows where layout.isInside(row: y) {
            guard let text = form.plainFields[field] else { continue }
            let width = layout.deadlineWidth
            drawSingleLine(
                text, .plain(field), of: form, y: y, width: width, layout: layout, into: &buffer,
                context: context)
            guard let error = form.plainError(field, today: context.today, firstWeekday: context.firstWeekday)
            else {
                continue
            }
            let x = layout.textX + width + 1 + EditFormLayout.noteGap
            buffer.put(
                context.symbols.errorPrefix + context.symbols.text(error), x: x, y: y,
                style: context.theme.statusError, maxWidth: layout.box.right - 2 - x)
        }
    }

    /// "Focus  1 h 15 min": the task's focus work in all, read-only (no brackets, never focused), when
    /// there is some.
    static func drawFocusTime(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard let y = layout.focusRow, layout.isInside(row: y) else { return }
        buffer.put("Focus", x: layout.labelX, y: y, maxWidth: layout.textX - 1 - layout.labelX)
        buffer.put(
            DurationText.words(seconds: form.focusSeconds), x: layout.textX, y: y,
            style: context.theme.secondary, maxWidth: layout.textWidth)
    }

    /// The label of the one-line `field` (`kind`) and its text in `width` columns on row `y`, with the
    /// hardware cursor where typing goes when it has the focus.
    private static func drawSingleLine(
        _ field: TextField, _ kind: FormField, of form: EditFormState, y: Int, width: Int,
        layout: EditFormLayout,
        selected: Bool = false, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let focused = form.focus == kind
        drawLabel(
            kind, x: layout.markerX, y: y, focused: focused, right: layout.textX - 1, into: &buffer,
            context: context)
        let slice = field.visibleSlice(width: width)
        drawFieldLine(
            slice.text, fullWidth: TextWidth.of(field.text), offset: slice.offset, x: layout.textX, y: y,
            width: width, selected: selected, into: &buffer, context: context)
        if focused {
            buffer.cursor = cursorPoint(slice, x: layout.textX, y: y, width: width)
        }
    }

    /// One line of a field in `width` columns from `x`: brackets around the text, turned into ‹ and ›
    /// where part of the line (`fullWidth` columns, scrolled by `offset`) is out of sight on that side.
    private static func drawFieldLine(
        _ text: String, fullWidth: Int, offset: Int, x: Int, y: Int, width: Int, selected: Bool = false,
        into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let ascii = context.symbols.isASCII
        let style = context.theme.frame
        let hiddenLeft = offset > 0 && fullWidth > 0
        let hiddenRight = fullWidth > offset + width
        buffer.put(hiddenLeft ? (ascii ? "<" : "‹") : "[", x: x - 1, y: y, style: style)
        // Selected text in reverse video, as terminals show a selection (no colour needed to see it).
        buffer.put(
            text, x: x, y: y, style: selected ? Style(attributes: .reverse) : .default, maxWidth: width)
        buffer.put(hiddenRight ? (ascii ? ">" : "›") : "]", x: x + width, y: y, style: style)
    }

    /// Where the hardware cursor goes for `slice` drawn at `x`: kept inside the field's `width` columns.
    private static func cursorPoint(_ slice: TextField.Slice, x: Int, y: Int, width: Int) -> Point {
        Point(x: x + min(max(0, slice.cursorColumn), max(0, width - 1)), y: y)
    }

    /// The columns `offset..<offset + width` of `line` in drawn form (see `DisplayText.clip`).
    static func clip(_ line: String, offset: Int, width: Int) -> String {
        DisplayText.clip(line, offset: offset, width: width)
    }
}
