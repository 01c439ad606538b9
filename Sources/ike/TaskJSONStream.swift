import IkeCore

/// Writes tasks as the JSON array `ike list --json` prints, in chunks as they are visited, so 100k tasks
/// never sit in memory twice.
enum TaskJSONStream {
    /// Writes the tasks `visit` hands over, as one array; a task with steps (`steps`, by uid) says how many.
    /// With `triage`, each task also says what makes it urgent in the matrix and whether it waits in the
    /// inbox (`JSONText.object(_:steps:triage:)`).
    static func write(
        steps: [String: StepCount] = [:], triage: (rule: UrgencyRule, today: LocalDate)? = nil,
        _ visit: ((TodoItem) throws -> Void) throws -> Void
    ) throws {
        var json = JSONText(capacity: 1 << 20, escapingBidiControls: true)
        var first = true
        json.raw("[")
        try visit { item in
            json.raw(first ? "\n  " : ",\n  ")
            first = false
            json.object(item, steps: steps[item.uid], triage: triage)
            if json.bytes.count > 1 << 20 { json.flush(to: CLIOutput.write) }
        }
        json.raw(first ? "]\n" : "\n]\n")
        json.flush(to: CLIOutput.write)
    }
}
