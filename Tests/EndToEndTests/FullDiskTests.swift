import Foundation
import IkeTestSupport
import Testing

/// A full disk is named as such, and the line typed into the app is kept.
@Suite("A full disk", .serialized)
struct FullDiskTests {
    /// A 1 MiB tmpfs, or `nil` (with the reason printed) where this machine cannot mount one.
    static func smallDisk() throws -> TempDirectory? {
        let folder = try TempDirectory(prefix: "ike-full")
        let result = try ProcessRunner.run(
            "mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder.path],
            environment: ProcessRunner.baseEnvironment)
        guard result.exitCode == 0 else {
            print(
                "FullDiskTests skipped: cannot mount a tmpfs here (\(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))"
            )
            folder.remove()
            return nil
        }
        return folder
    }

    static func unmount(_ folder: TempDirectory) {
        _ = try? ProcessRunner.run("umount", [folder.path], environment: ProcessRunner.baseEnvironment)
        folder.remove()
    }

    /// Fills what is left of the disk holding `folder`.
    static func fill(_ folder: TempDirectory) {
        let handle =
            FileHandle(forWritingAtPath: folder.path("filler"))
            ?? {
                FileManager.default.createFile(atPath: folder.path("filler"), contents: nil)
                return FileHandle(forWritingAtPath: folder.path("filler"))!
            }()
        let block = Data(count: 16 * 1024)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
    }

    @Test func addOnAFullDiskSaysTheDiskIsFull() throws {
        guard let disk = try Self.smallDisk() else { return }
        defer { Self.unmount(disk) }
        let cli = try IkeCLI()
        defer { cli.remove() }
        let database = disk.path("ike.sqlite")
        try cli.run("add", "First", database: database)
        Self.fill(disk)
        let result = try cli.run(
            "add", String(repeating: "A long title to need a new page ", count: 100), database: database)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("is full; nothing was changed"), "\(result.stderr)")
        #expect(!result.stderr.contains("cannot open"), "\(result.stderr)")
    }

    @Test func quickAddOnAFullDiskKeepsTheLineAndSaysWhy() throws {
        guard let disk = try Self.smallDisk() else { return }
        defer { Self.unmount(disk) }
        let cli = try IkeCLI()
        defer { cli.remove() }
        let database = disk.path("ike.sqlite")
        try cli.run("add", "First", database: database)
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.start(
            command: [try IkeBinary.path(), "--db", database], width: 100, height: 24,
            environment: cli.environment,
            term: "xterm-256color")
        try tmux.waitForScreen { $0.contains(" open") }
        Self.fill(disk)
        try tmux.sendKeys("a")
        try tmux.sendLiteral(String(repeating: "Long title to need a page ", count: 80))
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitForScreen { $0.contains("is full") }
        // The line is back in the add row (scrolled to its end), ready to be saved again.
        #expect(
            screen.contains("│ + ") && screen.contains("Long title to need a page Long title"), "\(screen)")
        try FileManager.default.removeItem(atPath: disk.path("filler"))
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen { $0.contains("Added “Long title") }
        #expect(try cli.titles(database: database).count == 2)
    }
}
