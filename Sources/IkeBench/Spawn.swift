import Foundation
import IkeCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with posix_spawn and returns its exit status (128 + signal if killed).
///
/// Not Foundation.Process: it leaks a socket into children, and a child that forks a daemon (tmux) keeps it
/// open forever, so waiting never returns (Docs/TerminalNotes.md G17). The child starts with an empty
/// signal mask and default dispositions, because a blocked SIGWINCH would pass from here to the tmux
/// server and on to ike (G16), and with no descriptors above 2, so a tmux server it forks keeps none of
/// our files open.
/// `argv[0]` without a slash is looked up on PATH. Output (stdout and stderr) goes to `outputPath`,
/// truncated first, or is discarded.
@discardableResult
func spawnAndWait(_ argv: [String], environment: [String: String], outputPath: String? = nil) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
        &actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // A glibc extension that Swift's Glibc module does not declare (it needs _GNU_SOURCE).
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        typealias AddClosefrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: AddClosefrom.self)(&actions, 3)
    }

    guard case .success(let pid) = spawnWithCleanSignals(argv, environment: environment, actions: &actions)
    else {
        return -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}

/// Runs `argv` to the end and throws if it failed, so a broken binary is never timed as a fast one.
func spawnChecked(_ argv: [String], environment: [String: String]) throws {
    let status = spawnAndWait(argv, environment: environment)
    guard status == 0 else {
        throw BenchError("`\(argv.joined(separator: " "))` exited with status \(status)")
    }
}

/// posix_spawnp of `argv` with `actions`, an empty signal mask and default dispositions (see
/// `spawnAndWait` for why); the child's pid, or the error number posix_spawnp gave.
func spawnWithCleanSignals(
    _ argv: [String], environment: [String: String], actions: inout posix_spawn_file_actions_t
) -> Result<pid_t, SpawnError> {
    let cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    let cEnvironment: [UnsafeMutablePointer<CChar>?] =
        environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        cArguments.forEach { free($0) }
        cEnvironment.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = CleanSpawnAttributes.with { attributes in
        posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
    }
    return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
}

/// Why posix_spawnp failed: its error number.
struct SpawnError: Error {
    let code: Int32
}
