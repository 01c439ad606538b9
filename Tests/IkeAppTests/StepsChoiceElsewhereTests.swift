import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The matrix and the goals ask about a parent's steps as the list does (issue 33, item 3), after one read
/// of the task's steps: the question when there is one, the change at once when not, and nothing when the
/// selection moved while the count was read.
@Suite("A parent's steps on the matrix and the goals")
struct StepsChoiceElsewhereTests {
    @Test func doneOnTheMatrixAsksAfterCountingTheSteps() {
        var state = MatrixReducerTests().matrixState()
        step(&state, .toggleDone, expecting: [.load(.stepsOf(uid: "uid-D1", .complete))])
        let question = StepsChoice(kind: .complete, uid: "uid-D1", title: "D1", steps: 2)
        step(&state, .stepsCounted(uid: "uid-D1", .complete, StepCount(steps: 3, closed: 1))) {
            $0.mode = .stepsChoice(question)
        }
        step(
            &state, .answerSteps(.all),
            expecting: [.change(.completeWithSteps(uid: "uid-D1"), label: "Done: “D1” and its 2 steps")]
        ) { $0.mode = .normal }
        // Every step closed already: done at once.
        step(&state, .toggleDone, expecting: [.load(.stepsOf(uid: "uid-D1", .complete))])
        step(
            &state, .stepsCounted(uid: "uid-D1", .complete, StepCount(steps: 3, closed: 3)),
            expecting: [.change(.setDone(uid: "uid-D1", true), label: "Done: “D1”")])
    }

    @Test func deletingOnTheGoalsAsksWhetherTheStepsGoToo() {
        var state = GoalsReducerTests().goalsState()
        step(&state, .deleteTask, expecting: [.load(.stepsOf(uid: "uid-A", .delete))])
        step(&state, .stepsCounted(uid: "uid-A", .delete, StepCount(steps: 2, closed: 2))) {
            $0.mode = .stepsChoice(StepsChoice(kind: .delete, uid: "uid-A", title: "A", steps: 2))
        }
        step(
            &state, .answerSteps(.only),
            expecting: [.change(.delete(uid: "uid-A"), label: "Deleted “A”; its 2 steps moved up a level")]
        ) { $0.mode = .normal }
    }

    @Test func aCountForATaskNoLongerSelectedChangesNothing() {
        var state = MatrixReducerTests().matrixState()
        step(&state, .toggleDone, expecting: [.load(.stepsOf(uid: "uid-D1", .complete))])
        _ = reduce(&state, .moveSelection(by: 1))
        step(&state, .stepsCounted(uid: "uid-D1", .complete, StepCount(steps: 1, closed: 0)))
    }

    @Test func theStoreCountsTheSteps() throws {
        let store = try TaskStore.inMemory(environment: .fixed(at: testNow))
        let (parent, child) = try store.change { writer in
            (
                try writer.insert(try writer.newItem(title: "Move flat"), at: .bottom),
                try writer.insert(try writer.newItem(title: "Pack"), at: .bottom)
            )
        }.value
        _ = try store.makeStep(uid: child.uid, of: parent.uid)
        let action = try LoadRequest.stepsOf(uid: parent.uid, .complete).load(from: store)
        #expect(action == .stepsCounted(uid: parent.uid, .complete, StepCount(steps: 1, closed: 0)))
    }
}
