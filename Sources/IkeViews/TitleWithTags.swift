import IkeCore
import IkeTerm

/// A task's title followed by its checklist's progress (`☐ 1/4`), its repeat rule (`↻ every 2 weeks`, a word
/// in ASCII) and its tags (`#work`, `@phone`), dim: these give way first when the row is short, the title last, so what a task is never
/// disappears behind its labels.
enum TitleWithTags {
    /// How a tag is written after a title: `#name`, or a context (`@phone`) as it is.
    static func label(_ name: String) -> String { Tag.label(name) }

    /// Draws `item`'s title and tags from `x` in `width` columns on row `y`.
    static func draw(
        _ item: TodoItem, x: Int, y: Int, width: Int, titleStyle: Style, tagStyle: Style,
        treePrefix: String = "", into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let ellipsis = context.symbols.ellipsis
        var x = x
        var width = width
        // The tree's guides and fold mark, dim, in at most a third of the row: a deep step's are cut at
        // the front, so its own branch stays.
        if !treePrefix.isEmpty {
            let room = max(0, width / 3)
            var shown = treePrefix
            if TextWidth.of(shown) > room {
                shown = ellipsis + String(shown.suffix(max(0, room - TextWidth.of(ellipsis))))
            }
            let used = buffer.put(shown, x: x, y: y, width: room, style: tagStyle, ellipsis: "")
            x += used
            width -= used
        }
        // A step's parent, dim before its title, cut to a third of the room: where the row is.
        if let parent = item.parentUID.flatMap({ context.parentTitles[$0] }), width >= 12 {
            let crumb = DisplayText.sanitized(parent.isEmpty ? TodoItem.untitledLabel : parent)
            let separator = context.symbols.isASCII ? " > " : " › "
            let room = min(TextWidth.of(crumb), width / 3 - 3)
            let used = buffer.put(crumb, x: x, y: y, width: room, style: tagStyle, ellipsis: ellipsis)
            buffer.put(separator, x: x + used, y: y, style: tagStyle)
            x += used + 3
            width -= used + 3
        }
        let title = item.shownTitle
        // Most rows have no tags, rule or checklist: drawn as before, without measuring the title twice.
        let steps = context.steps[item.uid]
        guard !item.tags.isEmpty || item.repeats != nil || item.notes.contains("[") || steps != nil else {
            buffer.put(title, x: x, y: y, width: width, style: titleStyle, ellipsis: ellipsis)
            return
        }
        let tags = labels(item, steps: steps, symbols: context.symbols)
        guard !tags.isEmpty else {
            buffer.put(title, x: x, y: y, width: width, style: titleStyle, ellipsis: ellipsis)
            return
        }
        let titleWidth = TextWidth.of(DisplayText.sanitized(title))
        // The tags get what the whole title leaves, if at least a tag's "#" and a letter fit.
        let room = width - titleWidth - 1
        guard room >= 2 else {
            buffer.put(title, x: x, y: y, width: width, style: titleStyle, ellipsis: ellipsis)
            return
        }
        let used = buffer.put(
            title, x: x, y: y, width: titleWidth, style: titleStyle, ellipsis: ellipsis)
        buffer.put(tags, x: x + used + 1, y: y, width: room, style: tagStyle, ellipsis: ellipsis)
    }

    /// The mark of a repeating task: ↻, or a word where only ASCII can be drawn.
    static func repeatMark(_ symbols: Symbols) -> String { symbols.isASCII ? "repeats" : "↻" }

    /// The progress of a checklist: `☐ 1/4`, or `[1/4]` where only ASCII can be drawn.
    static func checklistMark(_ checklist: Checklist, symbols: Symbols) -> String {
        symbols.isASCII ? "[\(checklist.progress)]" : "☐ " + checklist.progress
    }

    /// What follows the title: a parent's progress, the checklist's, the rule in short after its mark,
    /// then the tags.
    static func labels(_ item: TodoItem, steps: StepCount? = nil, symbols: Symbols) -> String {
        let checklist = Checklist(notes: item.notes)
        var parts = steps.map { [$0.progress] } ?? []
        if !checklist.isEmpty { parts.append(checklistMark(checklist, symbols: symbols)) }
        parts += item.repeats.map { [repeatMark(symbols) + " " + $0.shortWords] } ?? []
        parts += item.tags.names.map(label)
        return parts.joined(separator: " ")
    }
}
