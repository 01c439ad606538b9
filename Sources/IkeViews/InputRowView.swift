import IkeApp
import IkeTerm

/// The row at the top of the frame: the add placeholder, the quick-add field, or the search field.
enum InputRowView {
    /// Column of the "+ " or "/ " prompt, just inside the frame.
    static let promptX = 2
    /// Column where field text starts, after the prompt.
    static let fieldX = 4

    /// Draws `input` on row `y`; sets the hardware cursor when a field is being typed into.
    static func draw(_ input: InputRowModel, y: Int, into buffer: inout ScreenBuffer, context: RenderContext)
    {
        let right = buffer.width - 2
        switch input.field {
        case .quickAdd(let field, let parent):
            buffer.put("+ ", x: promptX, y: y, style: context.theme.prompt)
            var x = fieldX
            if let parent {
                // Whose steps the lines become, cut so the field keeps at least 12 columns.
                let room = max(0, right - fieldX - 12 - 12)
                let title = TextWidth.truncate(
                    DisplayText.sanitized(parent), to: max(1, room), ellipsis: context.symbols.ellipsis)
                x += buffer.put(
                    "Step of “\(title)”: ", x: x, y: y, style: context.theme.prompt, maxWidth: right - x)
            }
            drawField(field, x: x, y: y, right: right, into: &buffer)
        case .search(let field):
            buffer.put("/ ", x: promptX, y: y, style: context.theme.prompt)
            let count = matchesText(input.matchCount, partial: input.matchCountIsPartial)
            // The count yields to the field when it would leave the text fewer than 12 columns.
            var fieldRight = right
            if TextWidth.of(count) + 12 <= right - fieldX {
                let start = buffer.putRightAligned(count, right: right, y: y, style: context.theme.secondary)
                fieldRight = start - 1
            }
            drawField(field, x: fieldX, y: y, right: fieldRight, into: &buffer)
        case .deferStart(let prompt):
            // The prompt names the task, cut so the field keeps at least 12 columns.
            let room = max(0, right - promptX - 12 - 2)
            let title = TextWidth.truncate(
                prompt.title, to: max(1, room - 14), ellipsis: context.symbols.ellipsis)
            let label = "Start “\(title)” on: "
            let end = buffer.put(
                label, x: promptX, y: y, style: context.theme.prompt, maxWidth: right - promptX)
            drawField(prompt.field, x: promptX + end, y: y, right: right, into: &buffer)
        case .stepsChoice(let choice):
            // The question; the footer names the keys that answer it.
            let (steps, them) = choice.steps == 1 ? ("step", "it") : ("steps", "them")
            let (has, question) =
                switch choice.kind {
                case .complete: ("has \(choice.steps) open \(steps)", "mark \(them) done too?")
                case .delete: ("has \(choice.steps) \(steps)", "delete \(them) too?")
                }
            let room = max(1, right - promptX - TextWidth.of(has + question) - 5)
            let title = TextWidth.truncate(
                DisplayText.sanitized(choice.title), to: room, ellipsis: context.symbols.ellipsis)
            buffer.put(
                "“\(title)” \(has): \(question)", x: promptX, y: y, style: context.theme.prompt,
                maxWidth: right - promptX)
        case .whenChoice(let choice):
            // The question; the footer names the keys that answer it.
            let room = max(1, right - promptX - TextWidth.of("When does “” start?"))
            let title = TextWidth.truncate(
                DisplayText.sanitized(choice.item.title), to: room, ellipsis: context.symbols.ellipsis)
            buffer.put(
                "When does “\(title)” start?", x: promptX, y: y, style: context.theme.prompt,
                maxWidth: right - promptX)
        case nil:
            if input.searchText.isEmpty {
                var textRight = right
                if let arrangement = input.arrangement.map(context.symbols.text) {
                    let start = buffer.putRightAligned(
                        arrangement, right: right, y: y, style: context.theme.secondary)
                    textRight = start - 1
                }
                let text = placeholder(on: input.screen, context: context)
                buffer.put(
                    text, x: promptX, y: y, width: max(0, textRight - promptX),
                    style: context.theme.placeholder,
                    ellipsis: context.symbols.ellipsis)
            } else {
                drawKeptSearch(input, y: y, right: right, into: &buffer, context: context)
            }
        }
    }

    /// The dim hint in the idle input row: quick add on the list, what the screen is elsewhere.
    static func placeholder(on screen: Screen, context: RenderContext) -> String {
        let symbols = context.symbols
        let keys = context.keys
        switch screen {
        case .list:
            return symbols.text("+ Add a task…")
        case .goals:
            // Not "+ Add": quick add is a list key. ASCII's " - " separator would read as the "-" key.
            let hint = "\(keys.keyName(.deadlineLater)) later  \(keys.keyName(.deadlineEarlier)) earlier"
            return (symbols.isASCII ? "Goals by month: " : "Goals by month · ") + hint
        case .matrix:
            // The matrix has no idle input row; this only stands in should a caller ask.
            return symbols.text(
                "\(keys.keyName(.matrixNext)) next quadrant · "
                    + "\(keys.joinedKeyName([.matrixCarryUp, .matrixCarryDown])) move between quadrants"
            )
        case .review, .stats:
            // The review and statistics screens have no input row; search does not apply to them.
            return ""
        }
    }

    /// "3 matches", "1 match", "no matches".
    static func matchesText(_ count: Int, partial: Bool = false) -> String {
        switch count {
        case _ where partial: "\(count)+ matches"
        case 0: "no matches"
        case 1: "1 match"
        default: "\(count) matches"
        }
    }

    /// A field's visible slice between `x` and `right`, with the hardware cursor at its insertion point.
    private static func drawField(
        _ field: TextField, x: Int, y: Int, right: Int, into buffer: inout ScreenBuffer
    ) {
        let width = right - x
        guard width > 0 else { return }
        let slice = field.visibleSlice(width: width)
        buffer.put(slice.text, x: x, y: y, maxWidth: width)
        buffer.cursor = Point(x: x + min(max(0, slice.cursorColumn), width - 1), y: y)
    }

    /// A filter kept after leaving search: the text, its match count, and how to change or clear it.
    private static func drawKeptSearch(
        _ input: InputRowModel, y: Int, right: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let symbols = context.symbols
        let theme = context.theme
        buffer.put("/ ", x: promptX, y: y, style: theme.prompt)
        let room = right - fieldX
        let count = symbols.separator + matchesText(input.matchCount, partial: input.matchCountIsPartial)
        let change = symbols.separator + "\(context.keys.keyName(.viewSearch)) to change"
        let clear = ", \(context.keys.keyName(.listClearFilters)) clears"
        let textWidth = TextWidth.of(input.searchText)
        // The longest wording that fits; the search text itself is cut only as a last resort.
        let tails = [count + change + clear, count + change, count]
        let tail = tails.first { textWidth + TextWidth.of($0) <= room } ?? ""
        let used = buffer.put(
            input.searchText, x: fieldX, y: y, width: room - TextWidth.of(tail),
            ellipsis: symbols.ellipsis)
        buffer.put(tail, x: fieldX + used, y: y, style: theme.secondary, maxWidth: room - used)
    }
}
