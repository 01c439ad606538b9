import Foundation

/// Runs async work from synchronous code and waits for it: ike's commands and the bench are synchronous
/// (the app's start must not pay for the concurrency runtime's set-up), the sync is async (its HTTP client
/// is).
package enum BlockingRun {
    private final class Box<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }

    /// The result of `body`, run on a detached task while this thread waits.
    package static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                box.result = .success(try await body())
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}
