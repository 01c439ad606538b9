import IkeApp
import IkeTerm

/// The notice shown instead of any screen when the terminal is smaller than the screens can use.
enum TooSmallView {
    /// Draws the notice for a terminal of `size` centred in `buffer`; any size works, 0×0 included.
    static func draw(size: Size, into buffer: inout ScreenBuffer, context: RenderContext) {
        let needed = ListLayout.minimumSize
        let times = context.symbols.times
        let need = "Need \(needed.width)\(times)\(needed.height)"
        let now = "\(size.width)\(times)\(size.height)"
        let together = need + ", now " + now
        var lines = ["Terminal too small"]
        lines += TextWidth.of(together) <= buffer.width ? [together] : [need, "Now " + now]
        lines = Array(lines.prefix(buffer.height))
        let top = (buffer.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let fitted = TextWidth.truncate(line, to: buffer.width, ellipsis: context.symbols.ellipsis)
            let x = (buffer.width - TextWidth.of(fitted)) / 2
            buffer.put(fitted, x: x, y: top + index, style: index == 0 ? context.theme.statusError : .default)
        }
    }
}
