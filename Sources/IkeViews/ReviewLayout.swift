import IkeApp
import IkeTerm

/// Where the review screen's parts go: the title line, the feedback line, the card and the row of
/// side hints under it, between the header and the status line.
struct ReviewLayout {
    /// Cards are never wider or taller than this, so a big terminal still shows a card, not a wall.
    static let maximumCard = Size(width: 64, height: 11)

    let size: Size
    /// "Review · 3 of 12 · ⏱ 01:35".
    var titleRow: Int { 1 }
    /// "✓ done · “Buy milk”"; left out on short terminals.
    var feedbackRow: Int? { size.height >= 12 ? 2 : nil }
    /// The room between the feedback line and the status line, for the card and the side hints.
    private var room: (top: Int, height: Int) {
        let top = (feedbackRow ?? titleRow) + 1
        return (top, max(0, size.height - 2 - top))
    }

    /// The card's frame: as big as allowed, centred with the side hints under it.
    var card: Rect {
        let (top, available) = room
        let height = min(max(0, available - 1), Self.maximumCard.height)
        let width = min(size.width - 4, Self.maximumCard.width)
        let y = top + (available - height - 1) / 2
        return Rect(x: (size.width - width) / 2, y: y, width: max(0, width), height: height)
    }

    /// "← later   ␣ details   done →", just under the card.
    var sideHintsRow: Int { card.bottom }

    /// Columns for text inside the card, with a blank either side.
    var textWidth: Int { max(1, card.width - 4) }
}
