import Foundation
import IkeCoreTestSupport

@testable import IkeCore

/// A store whose clock `clock` moves, in `zone`.
func statsStore(
    _ clock: MovableClock, zone: TimeZone = TimeZone(identifier: "UTC")!
) throws -> TaskStore {
    let counter = UIDCounter()
    return try TaskStore.inMemory(
        environment: CoreEnvironment(now: { clock.now }, timeZone: zone, makeUID: { "uid-\(counter.next())" })
    )
}

/// Makes a task titled `title` at `made` and, when `done` is given, marks it done then; returns its uid.
@discardableResult
func task(
    _ store: TaskStore, _ clock: MovableClock, _ title: String, made: String, done: String? = nil,
    quadrant: Quadrant = .eliminate, deadline: String? = nil
) throws -> String {
    clock.set(made)
    let edit = TaskEdit(
        title: title, deadline: .some(deadline.flatMap(LocalDate.init(iso:))), quadrant: quadrant)
    let uid = try store.create(edit, at: .bottom).item.uid
    if let done {
        clock.set(done)
        try store.setDone(true, uids: [uid])
    }
    return uid
}

/// Thread-safe sequential uids.
final class UIDCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}
