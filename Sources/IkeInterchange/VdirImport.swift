import Foundation
import IkeCore

/// `ike import DIR` of a vdir (one folder whose task files are all iCalendar): what `Importer` needs to
/// delete the tasks whose files another app removed since ike last wrote or read the folder
/// (`VdirRemovals`) and to remember the folder's task files afterwards (`VdirMemory`).
public struct VdirImport: Sendable {
    /// The folder as the user named it, for messages.
    public let path: String
    /// The folder as it is remembered (`VdirMemory.key`).
    let key: String
    /// Every entry of the folder that is not hidden.
    let names: Set<String>
    /// The uids the folder's task files hold (`VdirRemovals.uids`).
    let present: Set<String>
    /// The file each uid was read from.
    let fileNames: [String: String]

    /// The vdir `folder` as `parsed` read it (its files combined), or `nil` when it is not a vdir: a file
    /// in another format than iCalendar.
    public init?(_ folder: ImportFolder, parsed: ParsedFile) {
        guard !parsed.sources.isEmpty, parsed.sources.allSatisfy({ $0.format == .iCalendar }) else {
            return nil
        }
        path = folder.path
        key = VdirMemory.key(ofFolder: folder.path)
        names = folder.names
        present = VdirRemovals.uids(of: parsed.tasks)
        var fileNames: [String: String] = [:]
        for task in parsed.tasks {
            let name = (parsed.sources[task.source].file as NSString).lastPathComponent
            for uid in [task.uid, task.writtenID, task.occurrenceUID].compactMap(\.self) {
                fileNames[uid] = fileNames[uid] ?? name
            }
        }
        self.fileNames = fileNames
    }
}
