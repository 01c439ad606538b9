import Foundation
import IkeCoreTestSupport
import IkeTestSupport

@testable import IkeCore
@testable import IkeInterchange

/// What the vdir tests share: exporting, listing and importing a folder as `ike` does.
enum VdirTesting {
    /// `ike export --format vdir -o folder [--delete]` through the core API.
    @discardableResult
    static func export(
        _ store: TaskStore, to folder: String, deleting: Bool = false
    ) throws -> VdirExporter.Summary {
        try VdirExporter.export(store, to: folder, deleting: deleting)
    }

    /// The folder's entries that are not hidden, in byte order; hidden ones when `hidden`.
    static func names(_ folder: String, hidden: Bool = false) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { hidden || !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `ike import folder` through the core API: every task file, as one import.
    @discardableResult
    static func importFolder(_ folder: String, into store: TaskStore) throws -> ImportPlan {
        let files = try ImportFolder(path: folder).files
        let parsed = try files.map { file in
            (
                file: file,
                parsed: try Importer.parse(
                    file: file, bytes: try ImportFileReader.bytes(of: file), format: nil,
                    timeZone: store.environment.timeZone)
            )
        }
        return try Importer(store: store).run(try ParsedFile.combining(parsed), file: folder)
    }

    /// The inode of the file at `path`: a file that was rewritten (a new file renamed over it) has a new one.
    static func inode(_ path: String) -> UInt {
        var status = stat()
        return stat(path, &status) == 0 ? UInt(status.st_ino) : 0
    }

    /// The permission bits of the file at `path`.
    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
    }

    /// One VTODO in its own calendar, as `PRODID` writes it.
    static func vtodo(
        uid: String, summary: String, productID: String = "-//todoman//", extra: String = ""
    )
        -> String
    {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(productID)\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "SUMMARY:\(summary)\r\n\(extra)END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    /// The task fields a VTODO carries, to compare tasks across a round trip (times to the second).
    static func carried(_ item: TodoItem) -> String {
        let done = item.doneAt.map { String(Int($0.timeIntervalSince1970)) } ?? "-"
        return [
            item.uid, item.title, item.notes, item.deadline?.iso ?? "-",
            item.isDone ? "done \(done)" : "open",
            item.quadrant.rawValue, item.tags.map(\.name).joined(separator: ","),
            String(Int(item.createdAt.timeIntervalSince1970)),
            String(Int(item.updatedAt.timeIntervalSince1970)),
        ].joined(separator: " | ")
    }
}
