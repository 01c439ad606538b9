import IkeTerm

/// One row of the statistics page: a heading, a chart row with its numbers, or words. Sections build
/// them (`StatsSectionLines`); `StatsLineView` draws them into a column of any width.
enum StatsLine: Hashable {
    /// A section's title, with a figure at the right ("123 in 12 weeks").
    case heading(String, detail: String)
    /// A bar of `value` out of `maximum`: the label, the bar, then `number` right-aligned in
    /// `numberWidth` columns (the same in every row of a chart, so the numbers line up).
    case bar(label: String, labelWidth: Int, value: Int, maximum: Int, number: String, numberWidth: Int)
    /// A stacked bar of done (first) and open (second) out of `maximum`, with both numbers.
    case stacked(
        label: String, labelWidth: Int, done: Int, open: Int, maximum: Int, numbers: [String],
        numberWidths: [Int])
    /// A progress bar of `done` out of `total`, with "done/total".
    case progress(
        label: String, labelWidth: Int, done: Int, total: Int, number: String, numberWidth: Int,
        isCurrent: Bool)
    /// Column headings over a chart's numbers, right-aligned to them.
    case numberHeadings([String], numberWidths: [Int])
    /// Words: a label and what it says.
    case fact(label: String, labelWidth: Int, text: String)
    /// Words in the secondary style (an empty section's explanation).
    case note(String)
}
