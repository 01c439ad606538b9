import Foundation
import IkeCore
import IkeCoreTestSupport
import Testing

@testable import IkeInterchange

/// A round trip through topydo's todo.txt (`originals/topydo-todo.txt`: `t:`, `h:`, `rec:`, `star:`, `id:`
/// and `p:` words, a `(D)` priority) gives topydo back its lines, apart from the words changed in ike.
@Suite struct TodoTxtOriginalTests {
    let path = "originals/topydo-todo.txt"

    func imported() throws -> (TaskStore, [String]) {
        let store = try makeStore()
        try importFixture(store, path)
        return (store, lines(try fixture(path)))
    }

    func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func exported(_ store: TaskStore) throws -> [String] {
        lines(try Exporter.export(store, as: .todoTxt).bytes)
    }

    @Test func unchangedLinesComeBackAsTheyWere() throws {
        let (store, before) = try imported()
        #expect(try exported(store) == before)
    }

    @Test func aTitleChangedInIkeKeepsTheOtherWordsInPlace() throws {
        let (store, before) = try imported()
        let task = try uid(store, titled: "Renew the insurance")
        try edit(store, uid: task) { $0.title = "Renew the car insurance" }
        let after = try exported(store)
        #expect(
            after[3] == "2026-11-25 Renew the car insurance t:2026-12-01 due:2026-12-15 +admin uid:\(task)")
        for index in before.indices where index != 3 { #expect(after[index] == before[index]) }
    }

    @Test func aPriorityIkeDoesNotMapStaysWhenOtherWordsChange() throws {
        let (store, _) = try imported()
        let task = try uid(store, titled: "Sort the photos")
        try edit(store, uid: task) { $0.deadline = LocalDate(year: 2026, month: 12, day: 24) }
        #expect(try exported(store)[1] == "(D) 2026-11-25 Sort the photos +home due:2026-12-24 uid:\(task)")
    }

    @Test func doneInIkeIsAnXBeforeTheSameWords() throws {
        let (store, _) = try imported()
        let task = try uid(store, titled: "Prepare the slides star:1")
        try edit(store, uid: task) { $0.setDone(true, at: testNow) }
        #expect(
            try exported(store)[4]
                == "x 2026-11-22 2026-11-25 Prepare the slides +work star:1 id:1 uid:\(task)")
    }

    @Test func aPriorityChangedInIkeReplacesTheLetter() throws {
        let (store, _) = try imported()
        let task = try uid(store, titled: "Call mom about the trip")
        try edit(store, uid: task) { $0.quadrant = .doFirst }
        #expect(try exported(store)[0] == "(A) 2026-11-25 Call mom about the trip @phone uid:\(task)")
    }

    @Test func tagsChangedInIkeKeepTheirPlaceAndNewOnesFollow() throws {
        let (store, _) = try imported()
        let task = try uid(store, titled: "Renew the insurance")
        try edit(store, uid: task) { $0.tags = try! TagSet(parsing: ["car"]) }
        #expect(
            try exported(store)[3]
                == "2026-11-25 Renew the insurance t:2026-12-01 due:2026-12-15 +car uid:\(task)")
    }

    /// The line ike writes re-imports onto the same task with the change.
    @Test func aChangedLineReimportsOntoItsTask() throws {
        let (store, _) = try imported()
        let task = try uid(store, titled: "Rehearse the talk")
        try edit(store, uid: task) { $0.title = "Rehearse the talk twice" }
        let bytes = try Exporter.export(store, as: .todoTxt).bytes
        let plan = try Importer(store: store).run(file: "todo.txt", bytes: bytes)
        #expect(plan.count(.add) == 0 && plan.count(.unchanged) == 7)
    }
}
