import IkeApp
import IkeCore
import IkeTerm

/// The edit form: a framed box over the current screen with the task's fields, the deadline as it
/// reads, the tags, the checkboxes and, after Esc on a changed form, the discard question.
///
/// The focused field is marked by the ▸ marker and a reversed label, not by colour alone, and the
/// hardware cursor sits where typing goes (or on the focused checkbox, or on the question).
enum EditFormView {
    /// The deadline's preview or error: its wordings, longest first, and the style to draw it in.
    typealias DeadlineNote = (texts: [String], style: Style)

    /// Draws the form of `model` over what `buffer` already shows; does nothing on a screen too small
    /// for its layout.
    static func draw(_ model: EditFormModel, into buffer: inout ScreenBuffer, context: RenderContext) {
        guard model.layout.fits else { return }
        let form = model.form
        let symbols = context.symbols
        // A small terminal gives the form all its rows; otherwise it stays off the header, the status
        // line (where "Nothing saved: fix the marked field" appears) and the key hints.
        let area = buffer.height < 16 ? buffer.area : model.layout.frame.intersection(buffer.area)
        let deadlineNote = deadlineNote(form, context: context)
        let layout = EditFormLayout(
            area: area, titleNote: titleNote(form, symbols: symbols), deadlineNotes: deadlineNote.texts,
            repeatNote: repeatNote(form, context: context).text,
            tagsNote: form.tagsError.map { symbols.errorPrefix + $0 }, isConfirming: form.isConfirmingDiscard,
            ellipsis: symbols.ellipsis, focus: form.focus, showsFocusTime: form.focusSeconds > 0)
        guard layout.box.width > 2, layout.box.height > 2 else { return }
        buffer.fill(layout.box)
        buffer.drawBox(layout.box, symbols: symbols, style: context.theme.frame)
        drawBorderTexts(form, hints: model.hints, box: layout.box, into: &buffer, context: context)
        drawTitle(form, layout: layout, into: &buffer, context: context)
        drawNotes(form, layout: layout, into: &buffer, context: context)
        drawDeadline(form, noteStyle: deadlineNote.style, layout: layout, into: &buffer, context: context)
        drawStart(form, layout: layout, into: &buffer, context: context)
        drawRepeat(
            form, noteStyle: repeatNote(form, context: context).style, layout: layout, into: &buffer,
            context: context)
        drawTags(form, layout: layout, into: &buffer, context: context)
        drawParent(form, layout: layout, into: &buffer, context: context)
        drawPlainFields(form, layout: layout, into: &buffer, context: context)
        drawFocusTime(form, layout: layout, into: &buffer, context: context)
        drawCheckboxes(form, layout: layout, into: &buffer, context: context)
        if let row = layout.questionRow {
            drawQuestion(y: row, layout: layout, into: &buffer, context: context)
        }
    }

    /// The error beside the title, once it is worth showing: after a refused save, or when the
    /// keyboard has left an empty title (not while someone is about to type one).
    static func titleNote(_ form: EditFormState, symbols: Symbols) -> String? {
        guard let error = form.titleError, form.showsErrors || form.focus != .title else { return nil }
        return symbols.errorPrefix + error
    }

    /// What the deadline reads as, longest wording first: "→ Friday 27 November 2026 15:00" (then
    /// "→ Fri 27 Nov 2026 15:00" and "→ Fri 27 Nov 15:00" for narrow boxes; the time only when set), "→ no deadline", or the parser's error.
    static func deadlineNote(_ form: EditFormState, context: RenderContext) -> DeadlineNote {
        let symbols = context.symbols
        // Not `symbols.text`, which spells arrows as words for help ("Right").
        let arrow = symbols.isASCII ? "-> " : "→ "
        switch form.parsedDeadline(today: context.today, firstWeekday: context.firstWeekday) {
        case .success(let deadline?):
            let date = deadline.date
            let time = deadline.time.map { " " + $0.description } ?? ""
            let short = arrow + date.shortDescription
            return (
                [arrow + date.longDescription + time, short + " \(date.year)" + time, short + time],
                context.theme.deadline
            )
        case .success(nil):
            return ([arrow + "no deadline"], context.theme.placeholder)
        case .failure(let error):
            return ([symbols.errorPrefix + symbols.text(error.message)], context.theme.statusError)
        }
    }

    /// What the start reads as: "→ Mon 30 Nov 9:00", or why it cannot be; nothing for none (most tasks
    /// can start now, and a note on every form would say so to no one).
    static func startNote(_ form: EditFormState, context: RenderContext) -> (text: String, style: Style) {
        let symbols = context.symbols
        if let error = form.startError(today: context.today, firstWeekday: context.firstWeekday) {
            return (symbols.errorPrefix + symbols.text(error), context.theme.statusError)
        }
        let arrow = symbols.isASCII ? "-> " : "→ "
        guard
            case .success(let start?) = form.parsedStart(
                today: context.today, firstWeekday: context.firstWeekday)
        else { return ("", context.theme.placeholder) }
        guard start.date != .someday else {
            return (arrow + "someday: out of sight until taken back", context.theme.deadline)
        }
        let time = start.time.map { " " + $0.description } ?? ""
        return (arrow + start.date.shortDescription + time, context.theme.deadline)
    }

    /// What the Repeat field reads as: "→ next Fri 27 Nov, Fri 4 Dec, Fri 11 Dec", or its error; no note
    /// for no rule.
    static func repeatNote(_ form: EditFormState, context: RenderContext) -> (text: String?, style: Style) {
        let symbols = context.symbols
        guard let note = form.repeatNote(today: context.today, firstWeekday: context.firstWeekday) else {
            return (nil, context.theme.placeholder)
        }
        if note.isError { return (symbols.errorPrefix + symbols.text(note.text), context.theme.statusError) }
        return ((symbols.isASCII ? "-> " : "→ ") + note.text, context.theme.deadline)
    }

    /// "Edit task" or "New task" on the top edge, and the mode's `hints` on the bottom edge.
    private static func drawBorderTexts(
        _ form: EditFormState, hints: [ChromeModel.Hint], box: Rect, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        let room = box.width - 4
        let title = form.isNew ? " New task " : form.id.map { " Edit task \($0) " } ?? " Edit task "
        buffer.put(title, x: box.x + 2, y: box.y, width: room, style: theme.heading, ellipsis: "")
        // Saving is the key people cannot guess, so it goes first; whole hints only, as many as fit.
        let hints = hints.map {
            (keys: symbols.text($0.keys), label: symbols.text($0.label))
        }
        let first = ["save", "cancel"]
        let ordered = hints.filter { first.contains($0.label) } + hints.filter { !first.contains($0.label) }
        var pieces: [(text: String, style: Style)] = [(" ", theme.frame)]
        var used = 1
        for hint in ordered {
            let separator = pieces.count > 1 ? "  " : ""
            let width = TextWidth.of(separator + hint.keys + " " + hint.label) + 1
            guard used + width <= room else { break }
            pieces += [(separator, theme.frame), (hint.keys, theme.key), (" " + hint.label, theme.frame)]
            used += width - 1
        }
        guard pieces.count > 1 else { return }
        pieces.append((" ", theme.frame))
        buffer.put(pieces, x: box.x + 2, y: box.bottom - 1, width: room, ellipsis: "")
    }

    /// "Important [x]  Urgent [ ]  Done [ ]", the focused one marked; the cursor rests inside its box.
    private static func drawCheckboxes(
        _ form: EditFormState, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let right = layout.box.right - 1
        for slot in layout.checkboxes where layout.isInside(row: slot.y) {
            let focused = form.focus == slot.field
            let labelWidth = drawLabel(
                slot.field, x: slot.x, y: slot.y, focused: focused, right: right, into: &buffer,
                context: context)
            let boxX = slot.x + 1 + labelWidth + 1
            let mark =
                !isChecked(slot.field, in: form)
                ? "[ ]" : slot.field == .done && form.wasCancelled ? "[-]" : "[x]"
            buffer.put(mark, x: boxX, y: slot.y, maxWidth: right - boxX)
            if focused && boxX + 1 < right {
                buffer.cursor = Point(x: boxX + 1, y: slot.y)
            }
        }
    }

    /// The marker (when focused) at `x` and the field's label after it; returns the label's width.
    @discardableResult
    static func drawLabel(
        _ field: FormField, x: Int, y: Int, focused: Bool, right: Int, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) -> Int {
        let style = focused ? context.theme.selected : .default
        if focused {
            buffer.put(context.symbols.marker, x: x, y: y, style: style, maxWidth: right - x)
        }
        return buffer.put(field.label, x: x + 1, y: y, style: style, maxWidth: right - x - 1)
    }

    /// Whether the checkbox `field` is ticked in `form`.
    private static func isChecked(_ field: FormField, in form: EditFormState) -> Bool {
        switch field {
        case .important: form.isImportant
        case .urgent: form.isUrgent
        case .done: form.isDone
        case .title, .notes, .deadline, .start, .repeats, .tags, .parent, .plain: false
        }
    }

    /// "Discard changes? y/n" in reverse, with the cursor on it: the keyboard answers it, not a field.
    private static func drawQuestion(
        y: Int, layout: EditFormLayout, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        guard layout.isInside(row: y) else { return }
        let text = " " + context.symbols.text(context.keys.discardQuestion) + " "
        let style = context.theme.statusError.adding([.bold, .reverse])
        let width = buffer.put(
            text, x: layout.markerX, y: y, style: style, maxWidth: layout.box.right - 1 - layout.markerX)
        buffer.cursor = Point(x: layout.markerX + max(0, width - 1), y: y)
    }
}
