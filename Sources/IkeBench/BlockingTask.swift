import Foundation

/// Runs async work (the CalDAV client's requests) from the bench's synchronous code and waits for it.
enum BlockingTask {
    private final class Box<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }

    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
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
