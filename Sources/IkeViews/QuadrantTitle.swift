import IkeCore
import IkeTerm

/// A quadrant's title in its top border: "Do first · urgent & important 2", the meaning shortened
/// (then left out) on narrow boxes, the name and the count always kept.
///
/// The focused title is reversed and starts with the marker, so focus never rests on colour alone.
struct QuadrantTitle {
    let quadrant: Quadrant
    let count: Int
    let isFocused: Bool

    /// Shorter than this, a cut meaning says too little and is left out instead.
    static let minimumMeaningWidth = 6

    init(_ quadrant: Quadrant, count: Int, isFocused: Bool) {
        self.quadrant = quadrant
        self.count = count
        self.isFocused = isFocused
    }

    /// The words for `room` columns: name, meaning as far as it fits, count.
    func text(room: Int, symbols: Symbols) -> String {
        let prefix = isFocused ? symbols.marker + " " : ""
        let name = prefix + quadrant.title
        let tail = " \(count)"
        let full = name + symbols.separator + quadrant.meaning + tail
        if TextWidth.of(full) <= room { return full }
        let meaningRoom = room - TextWidth.of(name + symbols.separator + tail)
        if meaningRoom >= Self.minimumMeaningWidth {
            let meaning = TextWidth.truncate(quadrant.meaning, to: meaningRoom, ellipsis: symbols.ellipsis)
            return name + symbols.separator + meaning + tail
        }
        // Only a box narrower than any layout makes cuts the name; the count stays readable even then.
        let nameRoom = max(0, room - TextWidth.of(tail))
        return TextWidth.truncate(name, to: nameRoom, ellipsis: symbols.ellipsis) + tail
    }

    /// Draws the title from the second column of `box`'s top row, padded by a blank on each side and
    /// leaving at least one line glyph before the corner.
    func draw(in box: Rect, into buffer: inout ScreenBuffer, context: RenderContext) {
        let room = box.width - 5
        guard room > 0 else { return }
        let style = isFocused ? context.theme.selected.adding(.bold) : context.theme.quadrantTitle
        let label = " " + text(room: room, symbols: context.symbols) + " "
        buffer.put(label, x: box.x + 1, y: box.y, style: style, maxWidth: room + 2)
    }
}
