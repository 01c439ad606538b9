import IkeCore
import Testing

@testable import IkeApp

/// Taking a round's decisions back, and what happens when their commits or undos fail.
extension ReviewReducerTests {
    @Test func undoBringsTheLastDecidedCardBackOnTop() {
        var state = roundState()
        step(
            &state, .review(.decide(.done)),
            expecting: [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")]
        ) {
            $0.afterDeciding(cards[0], .done, leaving: ["uid-B", "uid-C"])
        }
        let entry = UndoEntry(mutation: .update(old: cards[0], new: cards[0]), label: "Done: “A”")
        step(&state, .committed(entry), reloads: true) {
            $0.history.record(entry)
            $0.review.round!.decisions[0].entry = entry  // so u can take it back
            $0.status = StatusMessage("Done: “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[1], .later, leaving: ["uid-C", "uid-B"])
            $0.status = StatusMessage("Later: “B”", hint: "u undo")
        }
        read(&state, card: cards[2])

        // Later is taken back without touching the store.
        step(&state, .review(.undo), reloads: true) {
            $0.review.round!.deck = ["uid-B", "uid-C"]
            $0.review.round!.decisions = [ReviewDecision(uid: "uid-A", kind: .done, entry: entry)]
            $0.review.round!.feedback = .broughtBack
            $0.review.round!.card = nil
            $0.review.round!.slide = nil
            $0.status = nil
        }
        // Done is taken back through the store's undo; the card returns once that undo is committed.
        step(&state, .review(.undo), expecting: [.undo(entry)])
        step(&state, .undone(entry), reloads: true) {
            $0.history.didUndo()
            $0.review.round!.deck = ["uid-A", "uid-B", "uid-C"]
            $0.review.round!.decisions = []
            $0.status = StatusMessage("Undone: Done: “A”", hint: "Ctrl-R redo")
            $0.list.selectedUID = "uid-A"  // an undone task is selected on the list
        }
        step(&state, .review(.undo)) { $0.status = StatusMessage("No card decided yet in this round") }
    }

    /// One undo rule (issue 14): after time is up, u takes the last decision back as during the round
    /// and as u on the list would; the card returns to the deck but the round stays over.
    @Test func undoAfterTimeIsUpTakesTheLastDecisionBackAndTheRoundStaysOver() {
        var state = roundState(seconds: 30)
        step(&state, .review(.decide(.later)), reloads: true) {
            $0.afterDeciding(cards[0], .later, leaving: ["uid-B", "uid-C", "uid-A"])
            $0.status = StatusMessage("Later: “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        let ended = roundRecord(later: 1, left: 3, seconds: 30)
        step(&state, .tick(1030), expecting: [.recordReviewRound(ended, round: 1)], reloads: true) {
            $0.afterTick(1030)
            $0.review.round!.slide = nil
            $0.review.round!.phase = .timeUp
            $0.review.round!.recorded = ended
        }
        step(&state, .review(.summary)) {
            $0.review.round!.phase = .finished
            $0.status = nil
        }
        // The round stays over and counts one decision fewer: its record is written again.
        let rewritten = roundRecord(left: 3, seconds: 30)
        step(&state, .review(.undo), expecting: [.recordReviewRound(rewritten, round: 1)], reloads: true) {
            $0.review.round!.deck = ["uid-A", "uid-B", "uid-C"]
            $0.review.round!.decisions = []
            $0.review.round!.feedback = .broughtBack
            $0.review.round!.card = nil
            $0.review.round!.recorded = rewritten
            // Issue 32, bug 7: nothing on the screen moves, so the line says what u did.
            $0.status = StatusMessage(
                "Took back the last “later”; time is up, so the round stays over and counts it no more")
        }
        #expect(state.review.round?.phase == .finished && state.review.round?.timer.isUp == true)
    }

    @Test func aFailedUndoKeepsTheDecisionAndTheDeck() {
        var state = roundState()
        step(
            &state, .review(.decide(.done)),
            expecting: [.change(.setDone(uid: "uid-A", true), label: "Done: “A”")]
        ) {
            $0.afterDeciding(cards[0], .done, leaving: ["uid-B", "uid-C"])
        }
        let entry = UndoEntry(mutation: .update(old: cards[0], new: cards[0]), label: "Done: “A”")
        step(&state, .committed(entry), reloads: true) {
            $0.history.record(entry)
            $0.review.round!.decisions[0].entry = entry
            $0.status = StatusMessage("Done: “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        step(&state, .review(.undo), expecting: [.undo(entry)]) { $0.status = nil }
        // The round keeps the decision; the history forgets the entry it could not apply.
        step(&state, .undoFailed("the task was changed elsewhere"), reloads: true) {
            $0.history.discardUndo()
            $0.status = StatusMessage("Cannot undo: the task was changed elsewhere", kind: .error)
        }
        #expect(state.history.undoStack == [])
    }

    @Test func undoOnAnotherScreenBringsTheCardBackToo() {
        var state = roundState()
        step(
            &state, .review(.decide(.deleted)),
            expecting: [.change(.delete(uid: "uid-A"), label: "Deleted “A”")]
        ) {
            $0.afterDeciding(cards[0], .deleted, leaving: ["uid-B", "uid-C"])
        }
        let entry = UndoEntry(mutation: .delete(cards[0]), label: "Deleted “A”")
        step(&state, .committed(entry), reloads: true) {
            $0.history.record(entry)
            $0.review.round!.decisions[0].entry = entry
            $0.status = StatusMessage("Deleted “A”", hint: "u undo")
        }
        read(&state, card: cards[1])
        // The round waits while the list shows; the card on top comes along as the list's selection.
        step(&state, .showScreen(.list), reloads: true) {
            $0.screen = .list
            $0.list.selectedUID = "uid-B"
            $0.review.round!.timer.pause(.away, at: 1000)
            $0.status = nil
        }
        step(&state, .undo, expecting: [.undo(entry)])
        step(&state, .undone(entry), reloads: true) {
            $0.history.didUndo()
            $0.review.round!.deck = ["uid-A", "uid-B", "uid-C"]
            $0.review.round!.decisions = []
            $0.review.round!.feedback = .broughtBack
            $0.review.round!.card = nil
            $0.review.round!.slide = nil
            $0.status = StatusMessage("Undone: Deleted “A”", hint: "Ctrl-R redo")
            $0.list.selectedUID = "uid-A"
        }
    }

    @Test func aDecisionWhoseCommitFailsPutsTheCardBackAndReopensTheRound() {
        var state = roundState()
        // The round it replaces is written as it stood, its three cards left.
        step(
            &state, .review(.deckBuilt(.all, ["uid-A"])),
            expecting: [.recordReviewRound(roundRecord(left: 3, seconds: 0), round: 1)], reloads: true
        ) {
            $0.review.roundsStarted = 2
            $0.review.round = ReviewRound(source: .all, deck: ["uid-A"], seconds: 100, now: 1000)
            $0.review.round!.number = 2
        }
        read(&state, card: cards[0])
        let before = state
        step(
            &state, .review(.decide(.done)),
            expecting: [
                .change(.setDone(uid: "uid-A", true), label: "Done: “A”"),
                .recordReviewRound(roundRecord(done: 1, left: 0, seconds: 0), round: 2),
            ]
        ) {
            $0.afterDeciding(cards[0], .done, leaving: [])
            $0.review.round!.phase = .finished
            $0.review.round!.timer.stop(at: 1000)
            $0.review.round!.recorded = roundRecord(done: 1, left: 0, seconds: 0)
        }
        // As if the decision had not happened: the card back in the deck (read again), no decision, no
        // feedback, the round running and its countdown counting.
        step(&state, .failed("database is locked"), reloads: true) {
            $0.review = before.review
            $0.review.round!.card = nil
            // What was written stays known: the round's next end writes the same row with the right count.
            $0.review.round!.recorded = roundRecord(done: 1, left: 0, seconds: 0)
            $0.status = StatusMessage("database is locked", kind: .error)
        }
        #expect(state.review.round?.timer.isStopped == false)
        read(&state, card: before.review.round?.card)
    }

    @Test func undoRefusesWhenAnotherChangeCameAfterTheDecision() {
        var state = roundState()
        step(
            &state, .review(.decide(.deleted)),
            expecting: [.change(.delete(uid: "uid-A"), label: "Deleted “A”")]
        ) {
            $0.afterDeciding(cards[0], .deleted, leaving: ["uid-B", "uid-C"])
        }
        let delete = UndoEntry(mutation: .delete(cards[0]), label: "Deleted “A”")
        step(&state, .committed(delete), reloads: true) {
            $0.history.record(delete)
            $0.review.round!.decisions[0].entry = delete
            $0.status = StatusMessage("Deleted “A”", hint: "u undo")
        }
        // A change of another task is no decision's.
        let edit = UndoEntry(mutation: .update(old: cards[1], new: cards[1]), label: "Edited “B”")
        step(&state, .committed(edit), reloads: true) {
            $0.history.record(edit)
            $0.status = StatusMessage("Edited “B”", hint: "u undo")
        }
        step(&state, .review(.undo)) {
            $0.status = StatusMessage(
                "Cannot bring that card back: a later change comes first (u on the list undoes it)")
        }
    }
}
