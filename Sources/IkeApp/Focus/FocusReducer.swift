import IkeCore

/// The focus card's reducer: its keys, its countdown's periods and the writes that keep them, and the
/// task read again while the card shows.
enum FocusReducer {
    static func reduce(
        _ state: inout FocusState, _ action: FocusAction, _ context: inout ScreenContext
    )
        -> Reaction
    {
        if case .periodBegan(let id, let uid) = action { return periodBegan(id: id, uid: uid, &state) }
        var focus = state.session
        defer { state.session = focus }
        // A card closed before its period's row was known leaves the end for the row's answer.
        if action.closesCard, let session = state.session {
            if let end = session.pendingEnd {
                state.endsAwaitingRow[session.uid] = end
            } else if session.periodID == nil, session.phase == .work, !session.isWaiting {
                state.endsAwaitingRow[session.uid] = FocusSession.PendingEnd(
                    seconds: session.workedSeconds, completed: false)
            }
        }
        return reduce(&focus, action, &context)
    }

    /// The row of a work period was written: it is the card's, or one whose card moved on or closed.
    private static func periodBegan(id: Int64, uid: String, _ state: inout FocusState) -> Reaction {
        if let end = state.endsAwaitingRow.removeValue(forKey: uid) {
            return [.endFocusPeriod(id: id, seconds: end.seconds, completed: end.completed)]
        }
        guard var session = state.session, session.uid == uid else {
            return [.endFocusPeriod(id: id, seconds: 0, completed: false)]
        }
        defer { state.session = session }
        if let end = session.pendingEnd {
            session.pendingEnd = nil
            return [.endFocusPeriod(id: id, seconds: end.seconds, completed: end.completed)]
        }
        guard session.periodID == nil, session.phase == .work, !session.isWaiting else {
            return [.endFocusPeriod(id: id, seconds: 0, completed: false)]
        }
        session.periodID = id
        return .none
    }

    private static func reduce(
        _ focus: inout FocusSession?, _ action: FocusAction, _ context: inout ScreenContext
    ) -> Reaction {
        switch action {
        case .finish:
            guard let session = focus else { return .none }
            guard let item = session.item, !session.isGone else { return reduce(&focus, .stop, &context) }
            let reaction = close(&focus, &context)
            return reaction
                + [.change(.setDone(uid: item.uid, true), label: "Done: " + TaskLabel.quoted(item.title))]
        case .stop:
            guard let session = focus else { return .none }
            let worked = session.workedSeconds
            let reaction = close(&focus, &context)
            let title = TaskLabel.quoted(session.item?.title ?? "the task")
            let periods =
                session.workPeriodsDone == 1 ? "1 work period" : "\(session.workPeriodsDone) work periods"
            context.status = StatusMessage(
                session.phase != .work || session.isWaiting
                    ? "Focus stopped after \(periods) on \(title)"
                    : worked >= FocusSession.shortestKept
                        ? "Focus stopped: \(minutesText(worked)) on \(title), kept"
                        : "Focus stopped after under a minute of work; not kept")
            return reaction
        case .togglePause:
            guard focus != nil, !(focus!.isWaiting) else { return .none }
            let paused = focus!.timer.pauses.contains(.byHand)
            focus!.setPaused(.byHand, !paused)
            return .none
        case .next:
            guard focus != nil, focus!.isWaiting || focus!.phase != .work else { return .none }
            focus!.startWork()
            return [.beginFocusPeriod(uid: focus!.uid)]
        case .tickEntry:
            guard let session = focus, let item = session.item, !session.isGone else { return .none }
            let entries = session.checklist.entries
            guard entries.indices.contains(session.checklistIndex) else {
                context.status = StatusMessage("No checklist: lines written “- [ ] …” in the notes are one")
                return .none
            }
            var edit = TaskEdit()
            edit.notes = Checklist.toggling(session.checklistIndex, in: item.notes)
            let entry = entries[session.checklistIndex]
            return [
                .change(
                    .save(uid: item.uid, edit),
                    label: (entry.isTicked ? "Unticked: " : "Ticked: ") + TaskLabel.quoted(entry.text))
            ]
        case .moveSelection(let delta):
            guard let count = focus?.checklist.entries.count, count > 0 else { return .none }
            focus!.checklistIndex = min(max(0, focus!.checklistIndex + delta), count - 1)
            return .none
        case .periodBegan: return .none
        case .periodWriteFailed(let message):
            context.status = StatusMessage("Could not save the focus period: " + message, kind: .error)
            return .none
        case .loaded(let uid, let item):
            guard focus?.uid == uid else { return .none }
            if let item {
                focus!.item = item
                focus!.isGone = false
                let count = focus!.checklist.entries.count
                focus!.checklistIndex = min(focus!.checklistIndex, max(0, count - 1))
            } else if !focus!.isGone {
                focus!.isGone = true
                context.status = StatusMessage(
                    "“\(focus!.item?.title ?? "The task")” was deleted elsewhere; the minutes worked are kept",
                    kind: .error)
            }
            return .none
        }
    }

    /// Closes the card: the work period under way ends with what was worked.
    private static func close(_ focus: inout FocusSession?, _ context: inout ScreenContext) -> Reaction {
        guard var session = focus else { return .none }
        let effects = session.endWork(completed: false)
        focus = nil
        return Reaction(effects: effects, reloads: true)
    }

    /// "12 min", "1 h 5 min".
    static func minutesText(_ seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

extension FocusSession {
    /// A reading of the monotonic clock: the countdown counts; a running work period is written every
    /// `checkpointSeconds`; a period that ran out gives way to the next, with a bell and a notification.
    mutating func tick(_ now: Double) -> [Effect] {
        timer.tick(now)
        guard !isWaiting else { return [] }
        var effects: [Effect] = []
        if phase == .work, !timer.isUp, let periodID, workedSeconds - writtenSeconds >= Self.checkpointSeconds
        {
            writtenSeconds = workedSeconds
            effects.append(.checkpointFocusPeriod(id: periodID, seconds: workedSeconds))
        }
        guard timer.isUp else { return effects }
        if phase == .work {
            effects += endWork(completed: true)
            workPeriodsDone += 1
            phase = settings.isLongBreak(after: workPeriodsDone) ? .longBreak : .shortBreak
            timer = ReviewTimer(limit: length(of: phase), now: now)
            effects += signal(
                "Work period done", "\(phase.title): \(FocusReducer.minutesText(Int(timer.limit)))")
        } else {
            isWaiting = true
            timer.stop(at: now)
            effects += signal("Break over", "Back to “\(item?.title ?? "the task")” when you are ready")
        }
        return effects
    }

    /// The next work period, from the clock reading of the last tick.
    mutating func startWork() {
        let now = timer.lastTick
        let pauses = timer.pauses.subtracting([.byHand])
        phase = .work
        isWaiting = false
        writtenSeconds = 0
        periodID = nil
        timer = ReviewTimer(limit: length(of: .work), now: now)
        for reason in pauses { timer.pause(reason, at: now) }
    }

    /// Ends the work period under way (nothing in a break): its row gets what was worked, or waits for
    /// its id.
    mutating func endWork(completed: Bool) -> [Effect] {
        guard phase == .work, !isWaiting else { return [] }
        let seconds = completed ? Int(timer.limit.rounded()) : workedSeconds
        guard let periodID else {
            pendingEnd = PendingEnd(seconds: seconds, completed: completed)
            return []
        }
        self.periodID = nil
        return [.endFocusPeriod(id: periodID, seconds: seconds, completed: completed)]
    }

    /// Pauses or resumes the countdown for `reason`.
    mutating func setPaused(_ reason: ReviewTimer.Pause, _ paused: Bool) {
        if paused {
            timer.pause(reason, at: timer.lastTick)
        } else {
            timer.resume(reason, at: timer.lastTick)
        }
    }

    /// The bell and the notification the settings ask for.
    private func signal(_ title: String, _ body: String) -> [Effect] {
        (settings.bell ? [.bell] : []) + (settings.notify ? [.notify(title: title, body: body)] : [])
    }
}
