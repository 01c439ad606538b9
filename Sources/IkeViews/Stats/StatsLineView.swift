import IkeTerm

/// Draws one `StatsLine` in a column: label at the left, numbers at the right edge, the chart between
/// them taking what is left. A column too narrow for a useful bar drops the bar, never the numbers.
enum StatsLineView {
    /// A bar narrower than this says too little to be worth its columns.
    static let minimumBarWidth = 3
    /// Columns between the label and the bar.
    static let labelGap = 2

    /// Draws `line` on row `y` from column `x`, `width` columns wide.
    static func draw(
        _ line: StatsLine, x: Int, y: Int, width: Int, into buffer: inout ScreenBuffer, context: RenderContext
    ) {
        let theme = context.theme
        let symbols = context.symbols
        let right = x + width
        switch line {
        case .heading(let title, let detail):
            let text = symbols.text(detail)
            let detailX =
                TextWidth.of(text) + TextWidth.of(title) + 2 <= width
                ? buffer.putRightAligned(text, right: right, y: y, style: theme.secondary) : right
            buffer.put(
                symbols.text(title), x: x, y: y, width: detailX - x - (detailX < right ? 1 : 0),
                style: theme.monthHeading, ellipsis: symbols.ellipsis)
        case .bar(let label, let labelWidth, let value, let maximum, let number, let numberWidth):
            buffer.putRightAligned(number, right: right, y: y)
            let barWidth = width - labelWidth - labelGap - 1 - numberWidth
            drawLabel(label, x: x, width: labelWidth, y: y, into: &buffer, context: context)
            guard barWidth >= minimumBarWidth else { return }
            let glyphs = ChartBar.glyphs(value, of: maximum, width: barWidth, ascii: symbols.isASCII)
            buffer.put(glyphs, x: x + labelWidth + labelGap, y: y, style: theme.progressDone)
        case .stacked(let label, let labelWidth, let done, let open, let maximum, let numbers, let widths):
            let numbersStart = drawNumbers(numbers, widths: widths, right: right, y: y, into: &buffer)
            drawLabel(label, x: x, width: labelWidth, y: y, into: &buffer, context: context)
            let barX = x + labelWidth + labelGap
            let barWidth = numbersStart - 1 - barX
            guard barWidth >= minimumBarWidth else { return }
            let cells = ChartBar.split(done, open, of: maximum, width: barWidth)
            buffer.put(
                String(repeating: symbols.barDone, count: cells.first), x: barX, y: y,
                style: theme.progressDone)
            buffer.put(
                String(repeating: Self.openGlyph(symbols), count: cells.second), x: barX + cells.first, y: y,
                style: theme.deadlineSoon)
        case .progress(
            let label, let labelWidth, let done, let total, let number, let numberWidth, let isCurrent):
            buffer.putRightAligned(number, right: right, y: y)
            drawLabel(
                label, x: x, width: labelWidth, y: y, style: isCurrent ? Style(attributes: .bold) : .default,
                into: &buffer, context: context)
            let barX = x + labelWidth + labelGap
            let barWidth = width - labelWidth - labelGap - 1 - numberWidth
            guard barWidth >= minimumBarWidth, total > 0 else { return }
            let filled = ChartBar.split(done, 0, of: total, width: barWidth).first
            buffer.put(
                String(repeating: symbols.barDone, count: filled), x: barX, y: y, style: theme.progressDone)
            buffer.put(
                String(repeating: symbols.barLeft, count: barWidth - filled), x: barX + filled, y: y,
                style: theme.progressLeft)
        case .numberHeadings(let titles, let widths):
            drawNumbers(titles, widths: widths, right: right, y: y, style: theme.secondary, into: &buffer)
        case .fact(let label, let labelWidth, let text):
            drawLabel(label, x: x, width: labelWidth, y: y, into: &buffer, context: context)
            let textX = x + labelWidth + labelGap
            buffer.put(
                symbols.text(text), x: textX, y: y, width: right - textX, style: Style(attributes: .bold),
                ellipsis: symbols.ellipsis)
        case .note(let text):
            buffer.put(
                symbols.text(text), x: x, y: y, width: width, style: theme.secondary,
                ellipsis: symbols.ellipsis)
        }
    }

    /// The glyph of the open part of a stacked bar: unlike the done part's, so colour is not the only signal.
    static func openGlyph(_ symbols: Symbols) -> String { symbols.isASCII ? "=" : "▒" }

    /// Draws `label` in `width` columns (cut with an ellipsis when longer).
    private static func drawLabel(
        _ label: String, x: Int, width: Int, y: Int, style: Style = .default, into buffer: inout ScreenBuffer,
        context: RenderContext
    ) {
        buffer.put(
            context.symbols.text(label), x: x, y: y, width: width, style: style,
            ellipsis: context.symbols.ellipsis)
    }

    /// Draws `numbers` right-aligned in columns of `widths` ending at `right`, two blanks apart; returns the
    /// column the first one's room starts at.
    @discardableResult
    private static func drawNumbers(
        _ numbers: [String], widths: [Int], right: Int, y: Int, style: Style = .default,
        into buffer: inout ScreenBuffer
    ) -> Int {
        var end = right
        for (number, width) in zip(numbers, widths).reversed() {
            buffer.putRightAligned(number, right: end, y: y, style: style)
            end -= width + 2
        }
        return end + 2
    }
}
