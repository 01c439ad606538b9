import IkeApp

/// What the review screen draws between the header and the status line: the deck chooser, the round
/// in progress or its summary.
struct ReviewScreenModel {
    let review: ReviewState
    let layout: ReviewLayout
    /// Whether keys act on the deck or the card (no field or overlay has them), so the hardware cursor
    /// rests there.
    let isBrowsing: Bool
}
