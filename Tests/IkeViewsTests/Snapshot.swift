import Foundation
import IkeTerm
import Testing

/// Compares `buffer.snapshot` with `__Snapshots__/<name>.txt` next to this file.
///
/// With `RECORD_SNAPSHOTS=1` it writes the file and fails, so a recording is never accepted
/// without someone reading it; a missing file fails with how to record it.
func assertSnapshot(
    _ buffer: ScreenBuffer, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent(name + ".txt")
    let actual = buffer.snapshot + "\n"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "Recorded \(file.path); read it, then run again without RECORD_SNAPSHOTS to check it",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record(
            """
            No snapshot \(file.path). Record it with `RECORD_SNAPSHOTS=1 swift test --filter IkeViewsTests`, \
            read it, then run again without RECORD_SNAPSHOTS.
            Rendered:
            \(actual)
            """, sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        """
        Snapshot \(name) differs \(firstDifference(expected, actual)).
        Expected:
        \(expected)
        Rendered:
        \(actual)
        If the change is intended, re-record with RECORD_SNAPSHOTS=1 and read the new file.
        """, sourceLocation: sourceLocation)
}

/// "at line 4: expected … got …" for the first line that differs.
private func firstDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : "(nothing)"
        let after = index < new.count ? String(new[index]) : "(nothing)"
        if before != after { return "at line \(index + 1): expected “\(before)”, rendered “\(after)”" }
    }
    return ""
}
