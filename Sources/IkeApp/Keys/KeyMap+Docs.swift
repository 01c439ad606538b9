extension KeyMap {
    /// Docs/Keybindings.md, generated from the table; a test fails when the checked-in file differs.
    public func markdown() -> String {
        var out = """
            # Key bindings

            Generated from `KeyMap.standard` (Sources/IkeApp/Keys/KeyMap+Standard.swift); do not edit by hand. Run
            `UPDATE_DOCS=1 swift test --filter KeyMapTests` to regenerate after changing the table.

            """
        for scope in KeyScope.allCases {
            let rows = bindings.filter { $0.scope == scope }
            guard !rows.isEmpty else { continue }
            out += "\n## \(scope.title)\n\n| keys | action | id |\n|---|---|---|\n"
            for binding in rows {
                let keys = binding.keys.map {
                    "`\($0.displayName.replacingOccurrences(of: "|", with: "\\|"))`"
                }
                out +=
                    "| \(keys.joined(separator: " ")) | \(fillingKeyNames(binding.help)) | `\(binding.id.rawValue)` |\n"
            }
        }
        out += "\n## The matrix shows\n\n| mark | meaning |\n|---|---|\n"
        for row in Self.matrixHelp { out += "| \(row.keys) | \(row.text) |\n" }
        out +=
            "\n## Quick add (`a` on the list and the matrix) reads\n\n| in the line | what it sets |\n|---|---|\n"
        for row in Self.quickAddHelp { out += "| `\(row.keys)` | \(row.text) |\n" }
        out += "\n## Mouse (on the list; `--no-mouse` turns it off)\n\n| mouse | action |\n|---|---|\n"
        for row in Self.mouseHelp { out += "| \(row.keys) | \(row.text) |\n" }
        out += "\n## Text fields\n\n\(Self.textEditingHelp)\n"
        return out
    }
}
