/// Placeholders for an `IN (…)` list of bound values.
enum SQLMarks {
    /// `count` question marks separated by commas: one string made at once, where joining an array of
    /// them cost a screen's read of its parents' progress a tenth of its time (Docs/Benchmarks.md, "A
    /// key's CPU on the main thread").
    static func list(_ count: Int) -> String {
        count <= 0 ? "" : String(repeating: "?,", count: count - 1) + "?"
    }
}
