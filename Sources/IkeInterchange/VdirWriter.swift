import Foundation

/// Carries out a `VdirExportPlan` with the guarantee of every ike export (Docs/Formats.md): each file is
/// the old one or the whole new one after a crash. Every new file is first written in full beside its
/// target (`.NAME.ike-XXXXXX`, hidden, so no vdir reader takes it for a task), then the folder's file
/// system is flushed once, then each is renamed over its target, then the folder is flushed: one flush for
/// all the files, where an fsync per file would wait for the disk 10,000 times for 10,000 tasks.
enum VdirWriter {
    /// Writes the plan's files into `folder`, then removes `removing` (names in it).
    static func apply(_ plan: VdirExportPlan, to folder: String, removing: [String]) throws(Exporter.Failure)
    {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var temporaries: [String] = []
        temporaries.reserveCapacity(plan.writes.count)
        let newMode = Exporter.newFileMode()
        do {
            for write in plan.writes {
                temporaries.append(
                    try Exporter.temporaryFile(
                        holding: write.bytes, in: folder, for: write.name, shownAs: prefix + write.name,
                        mode: write.replacedMode ?? newMode, flushed: false))
            }
        } catch {
            for temporary in temporaries { unlink(temporary) }
            throw error
        }
        if !temporaries.isEmpty { flushFileSystem(of: folder) }
        for (index, write) in plan.writes.enumerated()
        where rename(temporaries[index], prefix + write.name) != 0 {
            let reason = String(cString: strerror(errno))
            for temporary in temporaries[index...] { unlink(temporary) }
            Exporter.syncFolder(folder)
            throw Exporter.Failure(
                description: "cannot write \(prefix + write.name): \(reason); \(index) of "
                    + "\(plan.writes.count) files were written, the others were left as they were")
        }
        for name in removing where unlink(prefix + name) != 0 && errno != ENOENT {
            let reason = String(cString: strerror(errno))
            Exporter.syncFolder(folder)
            throw Exporter.Failure(description: "cannot remove \(prefix + name): \(reason)")
        }
        if !plan.writes.isEmpty || !removing.isEmpty { Exporter.syncFolder(folder) }
    }

    /// `syncfs(2)` on the folder's file system, which Glibc's Swift module does not declare (it is a GNU
    /// extension), so it is looked up by name; `sync()` where it is missing.
    private static func flushFileSystem(of folder: String) {
        typealias SyncFS = @convention(c) (Int32) -> Int32
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if fd >= 0 { close(fd) } }
        if fd >= 0, let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs"),
            unsafeBitCast(symbol, to: SyncFS.self)(fd) == 0
        {
            return
        }
        sync()
    }
}
