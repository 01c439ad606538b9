/// Several parsed files as one import: their tasks in the order of the files, each marked with its file,
/// so one plan and one transaction take them all or nothing.
extension ParsedFile {
    /// `files` (each file's name as messages show it, and what it parsed to) as one input to `Importer`.
    ///
    /// A uid in two files is one task: the same record again (a copy of the file, a vdir synced twice) is
    /// read once, and different records are an error naming both files, since which one should win cannot
    /// be known. A done record that may be an occurrence (`occurrenceUID`: a repeating task's done copy,
    /// a done line with a derived uid) is left to the plan, which gives it a uid of its own when the open
    /// task is in another file (todo.txt with topydo's done.txt).
    public static func combining(
        _ files: [(file: String, parsed: ParsedFile)]
    ) throws(ImportError) -> ParsedFile {
        var combined = ParsedFile(format: files.first?.parsed.format ?? .ikeJSON, tasks: [])
        combined.sources = files.map { ImportSource(file: $0.file, format: $0.parsed.format) }
        combined.tasks.reserveCapacity(files.reduce(0) { $0 + $1.parsed.tasks.count })
        // Where each uid was first read, as an index into `combined.tasks`.
        var firstByUID: [String: Int] = [:]
        // The same for done records that may be occurrences: a copy of one is read once, as above.
        var firstByOccurrence: [String: Int] = [:]
        for (source, file) in files.enumerated() {
            combined.skipped += file.parsed.skipped
            combined.focusPeriods += file.parsed.focusPeriods
            for var task in file.parsed.tasks {
                task.source = source
                if let occurrence = task.occurrenceUID {
                    if let first = firstByOccurrence[occurrence], combined.tasks[first].source != source,
                        sameRecord(combined.tasks[first], task)
                    {
                        continue
                    }
                    firstByOccurrence[occurrence] = firstByOccurrence[occurrence] ?? combined.tasks.count
                } else if let first = firstByUID[task.uid] {
                    let earlier = combined.tasks[first]
                    if earlier.source != source {
                        if sameRecord(earlier, task) { continue }
                        throw ImportError(
                            file: file.file, line: task.line, record: task.record,
                            "the uid “\(task.uid)” is also in \(files[earlier.source].file), line "
                                + "\(earlier.line), with different contents")
                    }
                    // Twice in one file: the plan names both lines, as for a single file.
                } else {
                    firstByUID[task.uid] = combined.tasks.count
                }
                combined.tasks.append(task)
            }
        }
        // A todo.txt `p:` may name a line of another file (a done step in done.txt, its parent in todo.txt).
        TodoTxtParentWords.linkAcrossFiles(&combined.tasks)
        return combined
    }

    /// Whether two records say the same, wherever they are.
    private static func sameRecord(_ first: ImportedTask, _ second: ImportedTask) -> Bool {
        var first = first
        first.line = second.line
        first.record = second.record
        first.source = second.source
        return first == second
    }
}
