import IkeCore
import IkeTerm

/// The review screen's reducer: the deck chooser, a round's decisions and countdown, and how the rest of
/// the app's commits, undos and failures reach the round.
enum ReviewReducer {
    static func reduce(
        _ review: inout ReviewState, _ action: ReviewAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        // A round that has ended (deck done, time up) is written for the statistics, and again when an undo
        // changes what it counts.
        let reaction = reduceAction(&review, action, &context)
        return reaction
            + Reaction(
                effects: review.recordEffects(evenIfRunning: false)
                    + review.dayPlanEffects(today: context.today))
    }

    private static func reduceAction(
        _ review: inout ReviewState, _ action: ReviewAction, _ context: inout ScreenContext
    ) -> Reaction {
        switch action {
        case .choose(let delta):
            let sources = review.sources
            review.source = sources[min(max(0, review.sourceIndex + delta), sources.count - 1)]
            return .none
        case .start:
            if review.sourceCounts[review.source] == 0 {
                context.status = StatusMessage(
                    "Nothing to review in “\(review.source.title)” · pick another deck")
                return .none
            }
            return [.buildDeck(review.source, today: context.today, firstWeekday: context.firstWeekday)]
        case .deckBuilt(let source, let deck): return beginRound(source, deck, &review, &context)
        case .decide(let kind): return decide(kind, &review, &context)
        case .askWhen:
            guard review.round?.phase == .running, let card = review.round?.card else { return .none }
            context.mode = .whenChoice(WhenChoice(card))
            return .none
        case .when(let answer): return answerWhen(answer, &review, &context)
        case .deferCard(let start): return decide(.deferred, start: start, &review, &context)
        case .toggleFlag(let important):
            guard review.round?.phase == .running, let card = review.round?.card else { return .none }
            let set = important ? !card.isImportant : !card.isUrgent
            let words = (important ? "Important" : "Urgent") + (set ? ": " : " no more: ")
            return [
                .change(
                    important ? .setImportant(uid: card.uid, set) : .setUrgent(uid: card.uid, set),
                    label: words + TaskLabel.quoted(card.title))
            ]
        case .reveal:
            guard review.round?.phase == .running, review.round?.card != nil else { return .none }
            review.round?.isRevealed.toggle()
            return .none
        case .undo: return undoDecision(&review, &context)
        case .leave:
            guard let round = review.round else { return .none }
            let recording = review.recordEffects(evenIfRunning: true)
            review.round = nil
            context.status = StatusMessage(round.leavingWords)
            return Reaction(effects: recording, reloads: true)
        case .restart:
            guard let round = review.round, round.phase != .running else { return .none }
            return [.buildDeck(round.source, today: context.today, firstWeekday: context.firstWeekday)]
        case .focusFirstPlanned:
            guard let round = review.round, round.phase != .running, round.source == .plan else {
                return .none
            }
            guard let item = round.firstPlanned else {
                context.status = StatusMessage("Nothing is planned for today yet")
                return .none
            }
            return .then(.focusOn(item))
        case .summary:
            guard review.round?.phase == .timeUp else { return .none }
            review.round?.phase = .finished
            return .none
        case .tick(let now): return review.tick(now)
        case .pause(let reason, let paused):
            review.setPaused(reason, paused)
            return .none
        case .loaded(let snapshot):
            context.counts = snapshot.counts
            return review.apply(snapshot)
        case .committed(let entry):
            review.attachToDecision(entry)
            return .none
        case .undone(let entry):
            // When the undo took back the round's last decision (with u here or on another screen), that
            // card returns to the top of the deck.
            if let last = review.round?.decisions.last, last.entry == entry { review.bringBack(last) }
            return .none
        case .changeFailed:
            review.restoreFailedDecision()
            return .none
        case .roundRecorded(let number, let id):
            if review.round?.number == number { review.round?.recordID = id }
            return .none
        case .dayPlanRecorded(let streak):
            review.round?.planStreak = streak
            return .none
        case .roundRecordFailed(let message):
            context.status = StatusMessage("Could not save the review round: " + message, kind: .error)
            return .none
        case .appQuits:
            return Reaction(effects: review.recordEffects(evenIfRunning: true))
        }
    }

    /// The deck has been read: a new round starts with its countdown.
    private static func beginRound(
        _ source: ReviewSource, _ deck: [String], _ review: inout ReviewState, _ context: inout ScreenContext
    ) -> Reaction {
        // The round this one replaces (`r` at the end) has ended: it is written if it has not been.
        let recording = review.recordEffects(evenIfRunning: true)
        guard !deck.isEmpty else {
            review.round = nil
            context.status = StatusMessage("Nothing to review in “\(source.title)” · pick another deck")
            return Reaction(effects: recording, reloads: true)
        }
        review.source = source
        review.roundsStarted += 1
        var round = ReviewRound(source: source, deck: deck, seconds: review.roundSeconds, now: review.now)
        round.number = review.roundsStarted
        if context.screen != .review { round.timer.pause(.away, at: review.now) }
        review.round = round
        return Reaction(effects: recording, reloads: true)
    }

    /// → ← d: decides the top card. A change to the task (done, delete, planned, put off) is saved at once;
    /// the card slides away. `start` is the day a card put off (`deferred`) starts.
    private static func decide(
        _ kind: ReviewDecision.Kind, start: Deadline? = nil, _ review: inout ReviewState,
        _ context: inout ScreenContext
    ) -> Reaction {
        let now = review.now
        // Changed in place, so the deck (up to every task's uid) is not copied on every key.
        guard review.round?.phase == .running, let card = review.round?.card,
            review.round?.deck.first == card.uid
        else { return .none }
        review.round!.deck.removeFirst()
        if kind == .later { review.round!.deck.append(card.uid) }
        review.round!.decisions.append(ReviewDecision(uid: card.uid, kind: kind, card: card))
        review.round!.feedback = .decided(kind)
        review.round!.isRevealed = false
        review.round!.card = nil
        review.round!.slide =
            context.options.reduceMotion ? nil : CardSlide(item: card, kind: kind, startedAt: now)
        if review.round!.deck.isEmpty {
            review.round!.phase = .finished
            review.round!.timer.stop(at: now)
        }
        let title = TaskLabel.quoted(card.title)
        switch kind {
        case .done: return [.change(.setDone(uid: card.uid, true), label: "Done: " + title)]
        case .deleted: return [.change(.delete(uid: card.uid), label: "Deleted " + title)]
        case .later:
            context.status = StatusMessage("Later: " + title, hint: context.keys.hint(.reviewUndo, "undo"))
            return .reload
        case .planned, .tomorrow:
            var edit = TaskEdit()
            let day = kind == .planned ? context.today : context.today.adding(days: 1)
            edit.plain[.planned] = .day(day)
            let words = kind == .planned ? "Planned for today: " : "Planned for tomorrow: "
            return [.change(.save(uid: card.uid, edit), label: words + title)]
        case .deferred:
            guard let start else { return .none }
            // Put off is no longer planned for a day before it starts.
            var edit = TaskEdit()
            edit.start = .some(start.date)
            edit.startTime = start.time
            edit.plain[.planned] = .some(nil)
            let words = start.date == .someday ? "Someday: " : "Starts \(start.startDescription): "
            return [.change(.save(uid: card.uid, edit), label: words + title)]
        }
    }

    /// An answer to "when?": a day the start prompt reads (refused, with the reason, when it falls after
    /// the card's deadline), the prompt itself to type one, or nothing.
    private static func answerWhen(
        _ answer: WhenChoice.Answer, _ review: inout ReviewState, _ context: inout ScreenContext
    ) -> Reaction {
        guard case .whenChoice(let choice) = context.mode else { return .none }
        context.mode = .normal
        guard review.round?.card?.uid == choice.item.uid else { return .none }
        guard let phrase = answer.phrase else {
            if answer == .typeDay { context.mode = .deferStart(choice.prompt()) }
            return .none
        }
        switch choice.prompt(phrase).start(today: context.today, firstWeekday: context.firstWeekday) {
        case .failure(let error):
            context.status = StatusMessage(error.message, kind: .error)
            return .none
        case .success(let start): return decide(.deferred, start: start, &review, &context)
        }
    }

    /// u in a round: takes back the last decision, during the round and after it alike, as u on the
    /// list would (one rule for undo everywhere). Later is taken back at once; done and delete are
    /// undone in the store first, and their card returns only when that commit lands (`.undone`).
    private static func undoDecision(_ review: inout ReviewState, _ context: inout ScreenContext) -> Reaction
    {
        guard let round = review.round else { return .none }
        guard let last = round.decisions.last else {
            context.status = StatusMessage("No card decided yet in this round")
            return .none
        }
        switch last.kind {
        case .later:
            review.bringBack(last)
            if review.round?.phase != .running {
                // Nothing on the screen moves once time is up: say what the key did.
                context.status = StatusMessage(
                    "Took back the last “later”; time is up, so the round stays over and counts it no more")
            }
            return .reload
        case .done, .deleted, .planned, .tomorrow, .deferred:
            guard let entry = last.entry, context.history.nextUndo == entry else {
                context.status = StatusMessage(
                    "Cannot bring that card back: a later change comes first "
                        + "(\(context.keys.keyName(.historyUndo)) on the list undoes it)")
                return .none
            }
            return [.undo(entry)]
        }
    }
}

extension ReviewState {
    /// Puts `decision`'s card back on top and forgets the decision; a finished round runs again.
    mutating func bringBack(_ decision: ReviewDecision) {
        guard round != nil else { return }
        if decision.kind == .later, round!.deck.last == decision.uid { round!.deck.removeLast() }
        round!.decisions.removeLast()
        round!.feedback = .broughtBack
        round!.deck.insert(decision.uid, at: 0)
        round!.card = nil
        round!.slide = nil
        round!.isRevealed = false
        // Today's plan is read again when the round ends again.
        round!.dayPlan = nil
        // A deck emptied before time was up runs again; a round whose time is up stays over (its summary
        // counts one decision fewer).
        if round!.phase == .finished && !round!.timer.isUp {
            round!.phase = .running
            round!.timer.restart(at: now)
        }
    }

    /// A reading of the monotonic clock: the countdown counts, time may run out, slides end.
    mutating func tick(_ reading: Double) -> Reaction {
        now = max(now, reading)
        guard round != nil else { return .none }
        round!.timer.tick(now)
        if let slide = round!.slide, slide.progress(at: now) >= 1 { round!.slide = nil }
        if round!.phase == .running && round!.timer.isUp {
            round!.phase = .timeUp
            round!.isRevealed = false
            // The summary offers another round on what is still open: read the deck sizes for it.
            return .reload
        }
        return .none
    }

    /// Pauses or resumes the countdown for `reason`.
    mutating func setPaused(_ reason: ReviewTimer.Pause, _ paused: Bool) {
        guard round != nil else { return }
        if paused {
            round!.timer.pause(reason, at: now)
        } else {
            round!.timer.resume(reason, at: now)
        }
    }

    /// A fresh read for the review screen: deck counts, and the top card (dropping cards whose task was
    /// deleted, done, or changed out of the deck elsewhere, and counting the done and deleted ones).
    mutating func apply(_ snapshot: ReviewSnapshot) -> Reaction {
        if let sizes = snapshot.sourceCounts { sourceCounts = sizes }
        guard round != nil else { return .none }
        if let dayPlan = snapshot.dayPlan {
            round!.dayPlan = dayPlan
            round!.firstPlanned = snapshot.firstPlanned
        }
        if !snapshot.gone.isEmpty {
            let gone = Set(snapshot.gone)
            round!.deck.removeAll(where: gone.contains)
            for kind in snapshot.departures.values { round!.leftElsewhere[kind, default: 0] += 1 }
        }
        round!.card = snapshot.card
        round!.cardParentTitle = snapshot.cardParentTitle
        if round!.card?.uid != round!.deck.first { round!.isRevealed = false }
        if round!.deck.isEmpty && round!.phase == .running {
            round!.phase = .finished
            round!.timer.stop(at: now)
            // The summary offers another round on what is still open: read the deck sizes for it.
            return snapshot.sourceCounts == nil ? .reload : .none
        }
        return .none
    }

    /// Writes the round for the statistics when it has ended (or `evenIfRunning`: it is being left) and
    /// what it counts differs from what was last written.
    mutating func recordEffects(evenIfRunning: Bool) -> [Effect] {
        guard let round, evenIfRunning || round.phase != .running else { return [] }
        let record = round.record
        guard record != round.recorded else { return [] }
        self.round!.recorded = record
        var written = record
        written.id = round.recordID
        return [.recordReviewRound(written, round: round.number)]
    }

    /// Writes how today ended once a shutdown round has ended and today's plan has been read after it, and
    /// again when an undo changes it.
    mutating func dayPlanEffects(today: LocalDate) -> [Effect] {
        guard let round, round.phase != .running, let result = round.dayResult(on: today),
            result != round.recordedDay
        else { return [] }
        self.round!.recordedDay = result
        return [.recordDayPlan(result)]
    }

    /// Links a committed change to the review decision that asked for it, so `u` can take it back.
    mutating func attachToDecision(_ entry: UndoEntry) {
        guard let last = round?.decisions.last, last.entry == nil, last.kind.changesTask,
            entry.mutation.uids.contains(last.uid)
        else { return }
        round!.decisions[round!.decisions.count - 1].entry = entry
    }

    /// A change a decision asked for failed (the database was locked, the task changed elsewhere): the
    /// decision did not happen, so its card goes back on top, and a round it had finished runs again.
    mutating func restoreFailedDecision() {
        guard let last = round?.decisions.last, last.entry == nil, last.kind.changesTask else { return }
        bringBack(last)
        round?.feedback = nil
    }

    /// What the review screen reads next.
    func query(today: LocalDate, firstWeekday: Weekday) -> ReviewQuery {
        var query = ReviewQuery(
            deck: round?.deck, source: round?.source ?? source,
            needsSizes: round.map { $0.phase != .running } ?? true, today: today, firstWeekday: firstWeekday)
        if let round, round.phase != .running, round.source == .plan || round.source == .shutdown {
            query.needsDayPlan = true
        }
        return query
    }

    /// Whether a card is sliding (the app loop then draws frames quickly).
    public var isSliding: Bool { round?.slide != nil }
}

extension ReviewSource {
    /// The deck's name on the chooser and in messages.
    public var title: String {
        switch self {
        case .all: "All open tasks"
        case .quadrant(let quadrant): quadrant.title
        case .overdue: "Overdue"
        case .dueThisWeek: "Due this week"
        case .due: "Overdue or due today"
        case .tag(let tag): "Tagged \(tag.label)"
        case .plan: "Plan the day"
        case .shutdown: "Shut down the day"
        }
    }
}
