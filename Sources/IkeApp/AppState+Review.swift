import IkeCore
import IkeTerm

extension AppState {
    /// ↑↓ on the deck chooser: the deck the next round is built from (remembered for the session).
    mutating func chooseReviewSource(by delta: Int) -> [Effect] {
        let sources = ReviewState.sources
        review.source = sources[min(max(0, review.sourceIndex + delta), sources.count - 1)]
        return []
    }

    /// Enter on the chooser: builds the chosen deck, unless it is known to be empty.
    mutating func startReview() -> [Effect] {
        if review.sourceCounts[review.source] == 0 {
            status = StatusMessage("Nothing to review in “\(review.source.title)” · pick another deck")
            return []
        }
        return [.buildDeck(review.source)]
    }

    /// The deck has been read: a new round starts with its countdown.
    mutating func beginRound(_ source: ReviewSource, deck: [String]) -> [Effect] {
        guard !deck.isEmpty else {
            review.round = nil
            status = StatusMessage("Nothing to review in “\(source.title)” · pick another deck")
            return [.reload]
        }
        review.source = source
        var round = ReviewRound(source: source, deck: deck, seconds: review.roundSeconds, now: review.now)
        if screen != .review { round.timer.pause(.away, at: review.now) }
        review.round = round
        return [.reload]
    }

    /// → ← d: decides the top card. Done and delete are saved at once; the card slides away.
    mutating func decideCard(_ kind: ReviewDecision.Kind) -> [Effect] {
        // Taken out of the state and put back, so the deck (up to every task's uid) is changed in place
        // rather than copied on every key.
        guard var round = review.round.take() else { return [] }
        defer { review.round = round }
        guard round.phase == .running, let card = round.card, round.deck.first == card.uid else { return [] }
        round.deck.removeFirst()
        if kind == .later { round.deck.append(card.uid) }
        round.decisions.append(ReviewDecision(uid: card.uid, kind: kind))
        round.feedback = .decided(kind)
        round.isRevealed = false
        round.card = nil
        round.slide = options.reduceMotion ? nil : CardSlide(item: card, kind: kind, startedAt: review.now)
        if round.deck.isEmpty {
            round.phase = .finished
            round.timer.stop(at: review.now)
        }
        let title = Self.quoted(card.title)
        switch kind {
        case .done: return [.change(.setDone(uid: card.uid, true), label: "Done: " + title)]
        case .deleted: return [.change(.delete(uid: card.uid), label: "Deleted " + title)]
        case .later:
            status = StatusMessage("Later: " + title, hint: "u undo")
            return [.reload]
        }
    }

    /// Space on a card: shows or hides its notes, deadline and quadrant.
    mutating func toggleReveal() -> [Effect] {
        guard review.round?.phase == .running, review.round?.card != nil else { return [] }
        review.round?.isRevealed.toggle()
        return []
    }

    /// u in a round: takes back the last decision. Later is taken back at once; done and delete are
    /// undone in the store first, and their card returns only when that commit lands (`bringBack(undone:)`).
    mutating func undoDecision() -> [Effect] {
        guard let round = review.round else { return [] }
        guard !round.timer.isUp else {
            status = StatusMessage("Time is up: this round's decisions stand (r starts another)")
            return []
        }
        guard let last = round.decisions.last else {
            status = StatusMessage("No card decided yet in this round")
            return []
        }
        switch last.kind {
        case .later:
            bringBack(last)
            return [.reload]
        case .done, .deleted:
            guard let entry = last.entry, history.nextUndo == entry else {
                status = StatusMessage(
                    "Cannot bring that card back: a later change comes first (u on the list undoes it)")
                return []
            }
            return [.undo(entry)]
        }
    }

    /// An undo was committed: when it took back the round's last decision (with `u` here or on another
    /// screen), that card returns to the top of the deck.
    mutating func bringBack(undone entry: UndoEntry) {
        guard let last = review.round?.decisions.last, last.entry == entry else { return }
        bringBack(last)
    }

    /// Puts `decision`'s card back on top and forgets the decision; a finished round runs again.
    private mutating func bringBack(_ decision: ReviewDecision) {
        guard var round = review.round.take() else { return }
        defer { review.round = round }
        if decision.kind == .later, round.deck.last == decision.uid { round.deck.removeLast() }
        round.decisions.removeLast()
        round.feedback = .broughtBack
        round.deck.insert(decision.uid, at: 0)
        round.card = nil
        round.slide = nil
        round.isRevealed = false
        if round.phase == .finished {
            round.phase = .running
            round.timer.restart(at: review.now)
        }
    }

    /// Esc or q in a round: back to the chooser, saying what the round did.
    mutating func leaveRound() -> [Effect] {
        guard let round = review.round else { return [] }
        review.round = nil
        status = StatusMessage(
            "Left the review: \(round.count(.done)) done, \(round.count(.later)) later, "
                + "\(round.count(.deleted)) deleted")
        return [.reload]
    }

    /// r at the end: a new round from the same deck, on the tasks still open.
    mutating func restartRound() -> [Effect] {
        guard let round = review.round, round.phase != .running else { return [] }
        return [.buildDeck(round.source)]
    }

    /// Enter once time is up: the summary.
    mutating func showRoundSummary() -> [Effect] {
        guard review.round?.phase == .timeUp else { return [] }
        review.round?.phase = .finished
        return []
    }

    /// A reading of the monotonic clock: the countdown counts, time may run out, slides end.
    mutating func tick(_ now: Double) -> [Effect] {
        review.now = max(review.now, now)
        guard var round = review.round.take() else { return [] }
        defer { review.round = round }
        round.timer.tick(review.now)
        if let slide = round.slide, slide.progress(at: review.now) >= 1 { round.slide = nil }
        if round.phase == .running && round.timer.isUp {
            round.phase = .timeUp
            round.isRevealed = false
            // The summary offers another round on what is still open: read the deck sizes for it.
            return [.reload]
        }
        return []
    }

    /// Pauses or resumes the countdown for `reason`.
    mutating func setReviewPaused(_ reason: ReviewTimer.Pause, _ paused: Bool) {
        guard review.round != nil else { return }
        if paused {
            review.round?.timer.pause(reason, at: review.now)
        } else {
            review.round?.timer.resume(reason, at: review.now)
        }
    }

    /// A fresh read for the review screen: deck counts, and the top card (dropping cards whose task was
    /// deleted, done, or changed out of the deck elsewhere, and counting the done and deleted ones).
    mutating func apply(review snapshot: ReviewSnapshot) -> [Effect] {
        counts = snapshot.counts
        if let sizes = snapshot.sourceCounts { review.sourceCounts = sizes }
        guard var round = review.round.take() else { return [] }
        defer { review.round = round }
        if !snapshot.gone.isEmpty {
            let gone = Set(snapshot.gone)
            round.deck.removeAll(where: gone.contains)
            for kind in snapshot.departures.values { round.leftElsewhere[kind, default: 0] += 1 }
        }
        round.card = snapshot.card
        if round.card?.uid != round.deck.first { round.isRevealed = false }
        if round.deck.isEmpty && round.phase == .running {
            round.phase = .finished
            round.timer.stop(at: review.now)
            // The summary offers another round on what is still open: read the deck sizes for it.
            return snapshot.sourceCounts == nil ? [.reload] : []
        }
        return []
    }

    /// Links a committed change to the review decision that asked for it, so `u` can take it back.
    mutating func attachToDecision(_ entry: UndoEntry) {
        guard let last = review.round?.decisions.last, last.entry == nil, last.kind != .later,
            entry.mutation.uids.contains(last.uid)
        else { return }
        let index = review.round!.decisions.count - 1
        review.round?.decisions[index].entry = entry
    }

    /// A change a decision asked for failed (the database was locked, the task changed elsewhere): the
    /// decision did not happen, so its card goes back on top, and a round it had finished runs again.
    mutating func restoreFailedDecision() {
        guard let last = review.round?.decisions.last, last.entry == nil, last.kind != .later else { return }
        bringBack(last)
        review.round?.feedback = nil
    }

    /// Whether the app loop should draw frames quickly: a card is sliding.
    public var wantsAnimationFrames: Bool { screen == .review && review.round?.slide != nil }
}

extension ReviewSource {
    /// The deck's name on the chooser and in messages.
    public var title: String {
        switch self {
        case .all: "All open tasks"
        case .quadrant(let quadrant): quadrant.title
        case .overdue: "Overdue"
        case .dueThisWeek: "Due this week"
        }
    }
}
