/// Runs a list of jobs with at most `limit` at once, never two that share a key (a task's UID or a
/// member's href) at the same time, and hands each result back to the caller as soon as it is done.
///
/// The results come back on the caller's task, one at a time, so what the caller does with them (the
/// sync's progress and summary) needs no lock. A job that throws stops new jobs from starting; those
/// already running finish and their results are handed back too, and only then is the first error
/// thrown: a request the server acknowledged is always followed by its commit.
struct InFlightActions<Output: Sendable> {
    /// Jobs running at once (at least 1).
    let limit: Int
    /// How far past a job waiting for a busy key the next startable one is looked for, so that picking
    /// stays linear when a long run of jobs shares one key.
    static var lookahead: Int { 64 }

    /// Runs `keys.count` jobs, job `index` being `work(index)` holding the keys `keys[index]`; `finished`
    /// gets each index and output as it completes.
    func run(
        keys: [[String]], work: @escaping @Sendable (Int) async throws -> Output,
        finished: (Int, Output) -> Void
    ) async throws {
        var waiting = Array(keys.indices)
        var busy: Set<String> = []
        var running = 0
        var firstError: (any Error)?
        await withTaskGroup(of: (Int, Result<Output, any Error>).self) { group in
            while true {
                while firstError == nil, running < max(1, limit),
                    let position = Self.startable(waiting, keys: keys, busy: busy)
                {
                    let index = waiting.remove(at: position)
                    busy.formUnion(keys[index])
                    running += 1
                    group.addTask {
                        do {
                            return (index, .success(try await work(index)))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                }
                guard let (index, result) = await group.next() else { break }
                running -= 1
                busy.subtract(keys[index])
                switch result {
                case .success(let output): finished(index, output)
                case .failure(let error): if firstError == nil { firstError = error }
                }
            }
        }
        if let firstError { throw firstError }
    }

    /// The position in `waiting` of the first job none of whose keys is busy, looking `lookahead` far.
    private static func startable(_ waiting: [Int], keys: [[String]], busy: Set<String>) -> Int? {
        waiting.prefix(lookahead).firstIndex { keys[$0].allSatisfy { !busy.contains($0) } }
    }
}
