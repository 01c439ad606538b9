import Foundation

/// A progress bar on standard error while a sync takes longer than a second, drawn only on a terminal.
final class SyncProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let started = Date()
    private let enabled = isatty(2) == 1
    private var drawn = false

    func update(_ done: Int, of total: Int) {
        guard enabled, total > 0, Date().timeIntervalSince(started) > 1 else { return }
        lock.lock()
        defer { lock.unlock() }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        CLIOutput.writeStandardError("\r[\(bar)] \(done)/\(total)")
        drawn = true
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { CLIOutput.writeStandardError("\r\u{1B}[K") }
        drawn = false
    }
}
