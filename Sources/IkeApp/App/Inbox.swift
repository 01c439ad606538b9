import Foundation

/// Actions handed to the loop from other threads, kept in order until the loop takes them.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [Action] = []

    func append(_ action: Action) {
        lock.withLock { actions.append(action) }
    }

    /// Everything posted so far, oldest first, leaving the inbox empty.
    func take() -> [Action] {
        lock.withLock {
            let taken = actions
            actions = []
            return taken
        }
    }
}

/// A handle background jobs keep to post actions to the app's loop from any thread.
public struct ActionPoster: Sendable {
    let inbox: Inbox

    /// Puts `action` on the loop's queue; the loop reduces it between keys.
    public func post(_ action: Action) {
        inbox.append(action)
    }
}
