import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// Marking done a parent with open steps, or deleting one with steps, asks what becomes of them (issue 33,
/// item 3); each answer is one change, and Esc changes nothing.
@Suite("A parent's steps: with it, or not")
struct StepsChoiceTests {
    static func parentState(closed: Int = 0) -> AppState {
        var state = TreeReducerTests.treeState()
        state.list.steps["uid-Move flat"] = StepCount(steps: 2, closed: closed)
        return state
    }

    @Test func doneOnAParentWithOpenStepsAsksAndEachAnswerIsOneChange() {
        var state = Self.parentState()
        let question = StepsChoice(kind: .complete, uid: "uid-Move flat", title: "Move flat", steps: 2)
        step(&state, .toggleDone) { $0.mode = .stepsChoice(question) }
        step(
            &state, .answerSteps(.all),
            expecting: [
                .change(.completeWithSteps(uid: "uid-Move flat"), label: "Done: “Move flat” and its 2 steps")
            ]
        ) { $0.mode = .normal }
        step(&state, .toggleDone) { $0.mode = .stepsChoice(question) }
        step(
            &state, .answerSteps(.only),
            expecting: [
                .change(
                    .setDone(uid: "uid-Move flat", true), label: "Done: “Move flat”; its 2 steps left open")
            ]
        ) { $0.mode = .normal }
        step(&state, .toggleDone) { $0.mode = .stepsChoice(question) }
        step(&state, .answerSteps(.cancel)) {
            $0.mode = .normal
            $0.status = StatusMessage("Nothing changed")
        }
    }

    @Test func aParentWhoseStepsAreAllClosedIsSimplyDone() {
        var state = Self.parentState(closed: 2)
        step(
            &state, .toggleDone,
            expecting: [.change(.setDone(uid: "uid-Move flat", true), label: "Done: “Move flat”")])
    }

    @Test func deletingAParentAsksWhetherItsStepsGoToo() {
        var state = Self.parentState(closed: 2)
        let question = StepsChoice(kind: .delete, uid: "uid-Move flat", title: "Move flat", steps: 2)
        step(&state, .deleteTask) { $0.mode = .stepsChoice(question) }
        step(
            &state, .answerSteps(.all),
            expecting: [
                .change(.deleteSubtree(uid: "uid-Move flat"), label: "Deleted “Move flat” and its 2 steps")
            ]
        ) { $0.mode = .normal }
        step(&state, .deleteTask) { $0.mode = .stepsChoice(question) }
        step(
            &state, .answerSteps(.only),
            expecting: [
                .change(
                    .delete(uid: "uid-Move flat"), label: "Deleted “Move flat”; its 2 steps moved up a level")
            ]
        ) { $0.mode = .normal }
        // A task without steps is deleted at once.
        TreeReducerTests.select(&state, 4)
        step(&state, .deleteTask, expecting: [.change(.delete(uid: "uid-Shop"), label: "Deleted “Shop”")])
    }

    @Test func theKeysAnswerTheQuestion() {
        var state = Self.parentState()
        step(&state, .toggleDone) {
            $0.mode = .stepsChoice(
                StepsChoice(kind: .complete, uid: "uid-Move flat", title: "Move flat", steps: 2))
        }
        #expect(state.keys.action(for: .char("a"), in: state) == .answerSteps(.all))
        #expect(state.keys.action(for: .char("o"), in: state) == .answerSteps(.only))
        #expect(state.keys.action(for: .escape, in: state) == .answerSteps(.cancel))
        // Nothing else acts while the question is open.
        #expect(state.keys.action(for: .char("d"), in: state) == nil)
    }
}
