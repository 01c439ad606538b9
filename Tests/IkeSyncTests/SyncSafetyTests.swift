import Foundation
import IkeTestSupport
import Testing

@testable import IkeSync

/// One sync at a time, the deletion guard, and where the password may come from.
@Suite("Sync safety")
struct SyncSafetyTests {
    @Test func aSecondSyncOfOneDatabaseIsRefusedUntilTheFirstEnds() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let database = dir.path("ike.sqlite")
        var first: SyncLock? = try SyncLock(databasePath: database)
        #expect(throws: SyncLock.Failure.busy) { try SyncLock(databasePath: database) }
        _ = first
        first = nil
        #expect(throws: Never.self) { _ = try SyncLock(databasePath: database) }
    }

    @Test func mostLocalTasksVanishingNeedsForce() {
        func plan(localDeletions: Int, remoteDeletions: Int) -> SyncPlan {
            let local = (0..<localDeletions).map {
                SyncPlan.Action.deleteLocal(uid: "l\($0)", href: "/l\($0)", title: "L")
            }
            let remote = (0..<remoteDeletions).map {
                SyncPlan.Action.deleteRemote(uid: "r\($0)", href: "/r\($0)", etag: nil, title: "R")
            }
            return SyncPlan(actions: local + remote, token: nil, fullListing: true, skipped: [])
        }
        #expect(SyncGuard.refusal(of: plan(localDeletions: 2, remoteDeletions: 0), synced: 2) == nil)
        #expect(SyncGuard.refusal(of: plan(localDeletions: 3, remoteDeletions: 0), synced: 100) == nil)
        #expect(
            SyncGuard.refusal(of: plan(localDeletions: 60, remoteDeletions: 0), synced: 100)?.contains(
                "--force") == true)
        #expect(
            SyncGuard.refusal(of: plan(localDeletions: 0, remoteDeletions: 5), synced: 5)?.contains("all 5")
                == true)
        #expect(SyncGuard.refusal(of: plan(localDeletions: 0, remoteDeletions: 5), synced: 50) == nil)
    }

    @Test func thePasswordComesFromTheEnvironmentACommandOrAPrivateFile() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        #expect(
            try SyncPassword.resolve(
                command: "echo nope", file: nil, environment: ["IKE_SYNC_PASSWORD": "env"]) == "env")
        #expect(
            try SyncPassword.resolve(command: "printf 'secret\\nmore'", file: nil, environment: [:])
                == "secret")
        #expect(throws: SyncPassword.Failure(description: "password_command failed (exit 3)")) {
            try SyncPassword.resolve(command: "exit 3", file: nil, environment: [:])
        }
        #expect(throws: SyncPassword.Failure.self) {
            try SyncPassword.resolve(command: "true", file: nil, environment: [:])
        }
        #expect(
            (try? SyncPassword.resolve(command: "true", file: nil, environment: [:])) == nil
                && Self.failure { try SyncPassword.resolve(command: "true", file: nil, environment: [:]) }
                    .hasPrefix("password_command printed nothing")
        )
        let file = try dir.write("filesecret\n", to: "password")
        chmod(file, 0o644)
        #expect(throws: SyncPassword.Failure.self) {
            try SyncPassword.resolve(command: nil, file: file, environment: [:])
        }
        chmod(file, 0o600)
        #expect(try SyncPassword.resolve(command: nil, file: file, environment: [:]) == "filesecret")
        #expect(try SyncPassword.resolve(command: nil, file: nil, environment: [:]) == nil)
    }

    @Test func thePasswordCommandRunsWithoutATerminal() throws {
        // Its own session (field 6 of /proc/PID/stat is the session, 7 the terminal: 0 for none), and
        // standard input empty.
        let report = try #require(
            try SyncPassword.resolve(
                command: "set -- $(cut -d' ' -f6,7 /proc/$$/stat); echo \"$$ $1 $2 $(cat | wc -c)\"",
                file: nil, environment: [:]))
        let fields = report.split(separator: " ").compactMap { Int($0) }
        #expect(fields.count == 4, "\(report)")
        #expect(fields.count == 4 && fields[1] == fields[0], "it leads a session of its own: \(report)")
        #expect(fields.count == 4 && fields[2] == 0, "no controlling terminal: \(report)")
        #expect(fields.count == 4 && fields[3] == 0, "stdin empty: \(report)")
    }

    @Test func aPasswordCommandThatHangsIsStoppedWithItsChildren() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let pidFile = dir.path("child")
        let started = Date()
        let message = Self.failure {
            try SyncPassword.resolve(
                command: "sleep 30 & echo $! > \(pidFile); wait", file: nil, environment: [:],
                commandSeconds: 0.5)
        }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(message.hasPrefix("password_command did not finish within 1 s"), "\(message)")
        let child = try #require(
            Int32(
                try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        // Gone, or a zombie waiting for whoever inherited it to reap it. A SIGKILL is delivered when the
        // child is next scheduled, so right after the kill it can still read R: wait for the state (a
        // child that was not killed sleeps for 30 s, far past the 10 s waited here).
        var state = Self.processState(child)
        let deadline = Date().addingTimeInterval(10)
        while !(state == nil || state == "Z") && Date() < deadline {
            usleep(20_000)
            state = Self.processState(child)
        }
        #expect(
            state == nil || state == "Z", "the command's child was killed: state \(String(describing: state))"
        )
    }

    /// The state letter of process `pid` in /proc (R, S, Z …), nil when there is no such process.
    private static func processState(_ pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first.map(String.init)
    }

    /// The message of the password failure `body` throws, empty when it throws none.
    private static func failure(_ body: () throws -> String?) -> String {
        do {
            _ = try body()
            return ""
        } catch {
            return String(describing: error)
        }
    }
}
