import IkeApp
import IkeTerm

/// The lines of the help overlay, laid out in one or two columns for the space there is.
struct HelpContent {
    /// One line of help: styled pieces at column offsets from the left of the text area.
    typealias Line = [(x: Int, text: String, style: Style)]
    /// A heading with the lines under it; blocks are never split between columns.
    private typealias Block = [Line]

    /// The lines to show, top to bottom; there may be more than fit (the view cuts them).
    private(set) var lines: [Line] = []
    /// Columns the widest line needs.
    private(set) var width = 0

    /// Columns between the two columns of a two-column layout.
    private static let gap = 3

    /// Help of `sections` in at most `maxWidth` columns, in the roomiest layout that fits `maxHeight` rows.
    ///
    /// Tried in order: one column; two columns with the text-field keys across the bottom; those
    /// keys as a block of their own; the same without blank lines between blocks.
    init(_ sections: [HelpModel.Section], maxWidth: Int, maxHeight: Int, context: RenderContext) {
        let symbols = context.symbols
        let sections = sections.map { section in
            (
                title: symbols.text(section.title),
                rows: section.rows.map { (keys: symbols.text($0.keys), text: symbols.text($0.text)) }
            )
        }
        let rows = sections.flatMap(\.rows)
        let keysWidth = rows.map { TextWidth.of($0.keys) }.max() ?? 0
        let natural = 1 + keysWidth + 2 + (rows.map { TextWidth.of($0.text) }.max() ?? 0)
        let single = min(natural, maxWidth)
        let double = min(natural, (maxWidth - Self.gap) / 2)
        // Two columns only while a description keeps a useful width.
        let allowsTwo = double - (1 + keysWidth + 2) >= 22
        var layouts = [(columnWidth: single, columns: 1, editingBlock: false, separated: true)]
        if allowsTwo {
            layouts += [
                (double, 2, false, true), (double, 2, true, true), (double, 2, true, false),
            ]
        }
        for (index, layout) in layouts.enumerated() {
            let blocks = sections.map { section in
                Self.block(section, keysWidth: keysWidth, width: layout.columnWidth, context: context)
            }
            self = HelpContent(
                blocks: blocks, columnWidth: layout.columnWidth, columns: layout.columns,
                editingBlock: layout.editingBlock, separated: layout.separated, context: context)
            if lines.count <= maxHeight || index == layouts.count - 1 { return }
        }
    }

    /// One layout of `blocks`, followed by the text-field keys.
    private init(
        blocks: [Block], columnWidth: Int, columns: Int, editingBlock: Bool, separated: Bool,
        context: RenderContext
    ) {
        let separator: [Line] = separated ? [[]] : []
        let totalWidth = columns == 2 ? 2 * columnWidth + Self.gap : columnWidth
        let editing = Self.editingBlock(width: editingBlock ? columnWidth : totalWidth, context: context)
        let all = editingBlock ? blocks + [editing] : blocks
        if columns == 2 && all.count > 1 {
            let split = Self.balancedSplit(all.map(\.count), separator: separator.count)
            let left = Array(all[..<split].joined(separator: separator))
            let right = Array(all[split...].joined(separator: separator))
            for index in 0..<max(left.count, right.count) {
                let leftLine = index < left.count ? left[index] : []
                let rightLine = index < right.count ? right[index] : []
                lines.append(leftLine + rightLine.map { ($0.x + columnWidth + Self.gap, $0.text, $0.style) })
            }
        } else {
            lines = Array(all.joined(separator: separator))
        }
        if !editingBlock { lines += separator + editing }
        width = totalWidth
    }

    /// A section's heading and rows; a description longer than `width` allows goes on under itself,
    /// never cut (help is where every word of a key's meaning must be readable; the overlay scrolls).
    private static func block(
        _ section: (title: String, rows: [(keys: String, text: String)]), keysWidth: Int, width: Int,
        context: RenderContext
    ) -> Block {
        let textX = 1 + keysWidth + 2
        var result: Block = [[(0, section.title, context.theme.heading)]]
        for row in section.rows {
            let pieces = wrap(row.text, width: width - textX, ellipsis: context.symbols.ellipsis)
            result.append([(1, row.keys, context.theme.key), (textX, pieces.first ?? "", .default)])
            for piece in pieces.dropFirst() { result.append([(textX, piece, .default)]) }
        }
        return result
    }

    /// "Text fields" and the editing keys every field understands, wrapped to `width`.
    private static func editingBlock(width: Int, context: RenderContext) -> Block {
        let symbols = context.symbols
        let text = symbols.text(KeyMap.textEditingHelp)
        let wrapped = wrap(text, width: width - 1, ellipsis: symbols.ellipsis).map {
            [(1, $0, Style.default)]
        }
        return [[(0, symbols.text("Text fields"), context.theme.heading)]] + wrapped
    }

    /// Where to cut blocks of these heights into two columns so that the taller column is shortest.
    private static func balancedSplit(_ heights: [Int], separator: Int) -> Int {
        func height(_ part: ArraySlice<Int>) -> Int {
            part.reduce(0, +) + max(0, part.count - 1) * separator
        }
        return (1..<heights.count).min { a, b in
            max(height(heights[..<a]), height(heights[a...]))
                < max(height(heights[..<b]), height(heights[b...]))
        } ?? 1
    }

    /// `text` broken at spaces into lines of at most `width` columns; a longer word is cut.
    static func wrap(_ text: String, width: Int, ellipsis: String) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if TextWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { result.append(line) }
                line = TextWidth.truncate(word, to: width, ellipsis: ellipsis)
            }
        }
        if !line.isEmpty { result.append(line) }
        return result
    }
}
