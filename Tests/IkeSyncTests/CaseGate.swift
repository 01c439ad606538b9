/// Lets at most a given number of test cases through at once: a parameterized suite's cases all at once
/// against one Radicale time out its connections.
actor CaseGate {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ limit: Int) { free = limit }

    /// Runs `body` once a place is free, and frees it after.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await enter()
        defer { leave() }
        return try await body()
    }

    private func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
