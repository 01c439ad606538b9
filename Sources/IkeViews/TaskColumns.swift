import IkeCore
import IkeTerm

/// Where the parts of a task row go, worked out once per frame so flags and deadlines line up.
///
/// The flag and deadline columns are as wide as the visible rows need (none when no row has
/// one), which leaves the title as much room as possible in a narrow terminal.
struct TaskColumns: Hashable {
    /// Column of the ▸ marker: the first inside the frame, or further right under a heading.
    let markerX: Int
    let checkboxX: Int
    /// The task id column (right-aligned, what `ike done ID` takes), `idWidth` 0 when not shown.
    let idX: Int
    let idWidth: Int
    let titleX: Int
    let titleWidth: Int
    /// Column of the important flag; the urgent flag follows it when both kinds are shown.
    let flagsX: Int
    let urgentX: Int
    let deadlineX: Int
    let deadlineWidth: Int
    /// The plain fields' column (`~30m`), left of the flags; `plainWidth` 0 when no row has one or the
    /// title would get narrower than `minimumTitleWidthBesidePlain`.
    let plainX: Int
    let plainWidth: Int
    /// The blank columns between the title, the flags and the deadline.
    let gap: Int
    /// The last column a row may use (the one before the frame's blank edge column).
    let right: Int
    /// The moment the rows' dates are read at (a start to come takes the deadline's column).
    let now: LocalMoment

    /// Narrowest a title gets before the deadline column gives up room.
    static let minimumTitleWidth = 10
    /// The plain fields are shown only where the title keeps this many columns beside them.
    static let minimumTitleWidthBesidePlain = 30

    /// The plain fields `item` holds as its row shows them: each after its quick-add marker (`~30m`), a
    /// day relative to `today` (`PlannedText`: "today", "from Mon").
    static func plainText(_ item: TodoItem, today: LocalDate) -> String {
        PlainField.allCases.compactMap { field in
            field.value(in: item).flatMap { value in
                switch value {
                case .minutes: (field.quickAddMarker ?? "") + field.kind.shortText(value)
                case .day(let day): PlannedText.words(day, today: today, isOpen: !item.isDone)
                }
            }
        }.joined(separator: " ")
    }

    /// The columns for `items` in a terminal `width` wide, the marker `indent` columns in from the frame.
    init(
        items: [TodoItem], width: Int, symbols: Symbols, now: LocalMoment, indent: Int = 0,
        showsIDs: Bool = false
    ) {
        markerX = 1 + indent
        checkboxX = markerX + 1
        idX = checkboxX + TextWidth.of(symbols.checkboxOpen) + 1
        idWidth = showsIDs ? (items.compactMap(\.id).map { String($0).count }.max() ?? 0) : 0
        titleX = idX + (idWidth > 0 ? idWidth + 1 : 0)
        // The column just inside the frame's right edge stays blank, as the one after the left edge.
        let right = width - 2
        let gap = width >= 60 ? 2 : 1
        self.right = right
        self.gap = gap
        let hasImportant = items.contains { $0.isImportant }
        let hasUrgent = items.contains { $0.isUrgent }
        let importantWidth = hasImportant ? TextWidth.of(symbols.important) : 0
        let urgentWidth = hasUrgent ? TextWidth.of(symbols.urgent) : 0
        let flagsWidth = importantWidth + urgentWidth + (hasImportant && hasUrgent ? 1 : 0)
        self.now = now
        let wanted =
            items.compactMap { DateColumnText($0, now: now)?.text }.map { TextWidth.of($0) }.max() ?? 0
        // The deadline column shrinks (its words then end in "…") before the title gets too narrow.
        let flagsPart = flagsWidth > 0 ? flagsWidth + gap : 0
        let roomForDeadline = right - titleX - Self.minimumTitleWidth - flagsPart - (wanted > 0 ? gap : 0)
        deadlineWidth = max(0, min(wanted, roomForDeadline))
        deadlineX = right - deadlineWidth
        flagsX = (deadlineWidth > 0 ? deadlineX - gap : right) - flagsWidth
        urgentX = flagsX + (hasImportant ? importantWidth + 1 : 0)
        var titleRight = flagsWidth > 0 ? flagsX - gap : (deadlineWidth > 0 ? deadlineX - gap : right)
        let wantedPlain = items.map { TextWidth.of(Self.plainText($0, today: now.date)) }.max() ?? 0
        let showsPlain =
            wantedPlain > 0 && titleRight - wantedPlain - gap - titleX >= Self.minimumTitleWidthBesidePlain
        plainWidth = showsPlain ? wantedPlain : 0
        plainX = titleRight - plainWidth
        if showsPlain { titleRight = plainX - gap }
        titleWidth = max(0, titleRight - titleX)
    }

    /// The title's width on `item`'s row: the flag and deadline columns are as wide as the widest row
    /// needs, so a row without flags (or without a deadline) lends its empty columns to its own title
    /// instead of leaving them blank beside a cut title (issue 32, bug 9).
    func titleWidth(for item: TodoItem) -> Int {
        let end: Int
        if plainWidth > 0 && !Self.plainText(item, today: now.date).isEmpty {
            end = plainX - gap
        } else if item.isImportant {
            end = flagsX - gap
        } else if item.isUrgent {
            end = urgentX - gap
        } else if deadlineWidth > 0 && DateColumnText(item, now: now) != nil {
            end = deadlineX - gap
        } else {
            end = right
        }
        return max(titleWidth, end - titleX)
    }
}
