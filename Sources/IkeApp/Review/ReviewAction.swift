import IkeCore

/// What can happen on the review screen, from keys and from the rest of the app.
public enum ReviewAction: Hashable, Sendable {
    /// ↑↓ on the chooser: the deck to build.
    case choose(by: Int)
    /// Enter on the chooser.
    case start
    /// → done, ← later, d delete (and the plan's and shutdown's → today, → tomorrow): the top card is
    /// decided.
    case decide(ReviewDecision.Kind)
    /// The plan's and the shutdown's ←: asks when the top card is to start.
    case askWhen
    /// An answer to "when?" (`WhenChoice`).
    case when(WhenChoice.Answer)
    /// The top card starts at this day (and time), typed in the start prompt after "when?".
    case deferCard(Deadline)
    /// The plan's ↑ and ↓: the top card's important or urgent flag turned over, the card staying on top.
    case toggleFlag(important: Bool)
    /// Space: notes, deadline and quadrant shown or hidden.
    case reveal
    /// u: the last decision is taken back.
    case undo
    /// Esc or q: back to the chooser.
    case leave
    /// r at the end: another round on what is still open.
    case restart
    /// Enter once time is up: the summary.
    case summary
    /// Enter at the plan's end: the focus card on the first task planned for today.
    case focusFirstPlanned
    /// A reading of the monotonic clock in seconds: the countdown and card slides follow it.
    case tick(Double)
    /// The countdown pauses (or goes on) for a reason.
    case pause(ReviewTimer.Pause, Bool)
    /// A deck was read: its uids in list order.
    case deckBuilt(ReviewSource, [String])
    /// A fresh read for the review screen.
    case loaded(ReviewSnapshot)
    /// A change was committed: it may be the one the last decision asked for.
    case committed(UndoEntry)
    /// An undo was committed: it may have taken back the last decision.
    case undone(UndoEntry)
    /// A change failed: if the last decision asked for it, that decision did not happen.
    case changeFailed
    /// Round `round` of this session was written as row `id` (a later end updates that row).
    case roundRecorded(round: Int, id: Int64)
    /// Today's plan was written at the end of a shutdown; `streak` days in a row have finished their plan.
    case dayPlanRecorded(streak: Int)
    /// A round could not be written.
    case roundRecordFailed(String)
    /// The app is quitting: a round in progress ends and is recorded.
    case appQuits
}
