import Foundation
import GRDB

extension StoreError {
    /// Whether the file system holding `path` has no room left for another page.
    static func hasNoRoom(_ path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 64 * 1024
    }

    /// Translates an SQLite failure into the message a person can act on.
    init(_ error: any Error, path: String, busyTimeout: Double) {
        if let storeError = error as? StoreError {
            self = storeError
            return
        }
        guard let dbError = error as? DatabaseError else {
            self = .sqlite(String(describing: error))
            return
        }
        switch dbError.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy(
                path: path, waitedMilliseconds: Int(busyTimeout * 1000),
                holder: LockHolder.pid(ofDatabaseAt: path))
        case .SQLITE_READONLY:
            self = .readOnly(path: path)
        case .SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            self = .cannotOpen(path: path, reason: dbError.message ?? "permission denied")
        case .SQLITE_CORRUPT:
            self = .cannotOpen(path: path, reason: "the file is damaged (SQLite reports corruption)")
        case .SQLITE_FULL:
            self = .diskFull(path: path)
        case .SQLITE_IOERR:
            // A full disk often surfaces as a failed write of the journal rather than SQLITE_FULL.
            self = Self.hasNoRoom(path) ? .diskFull(path: path) : .ioError(path: path)
        default:
            self = .sqlite(dbError.message ?? dbError.description)
        }
    }
}
