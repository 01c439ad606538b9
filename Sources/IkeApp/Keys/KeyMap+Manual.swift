extension KeyMap {
    /// The KEYS section of the man page Docs/ike.1, in mdoc(7), generated from the table like
    /// Docs/Keybindings.md; `make man` puts it after the page's DESCRIPTION and a test fails when the
    /// committed page holds another.
    public func manualSection() -> String {
        var lines = [
            ".Sh KEYS",
            "The keys of the full-screen app, from its key table; inside the app",
            ".Sy \\&?",
            "lists the ones that apply where you are.",
        ]
        for scope in KeyScope.allCases {
            let rows = bindings.filter { $0.scope == scope }
            guard !rows.isEmpty else { continue }
            lines += [".Ss " + ManualText.argument(scope.title), ".Bl -tag -width 10n -compact"]
            for binding in rows {
                let keys = binding.keys.map { "Sy " + ManualText.argument($0.displayName) }
                lines += [
                    ".It " + keys.joined(separator: " , "), ManualText.line(fillingKeyNames(binding.help)),
                ]
            }
            lines.append(".El")
        }
        lines += [".Ss " + ManualText.argument("The matrix shows"), ".Bl -tag -width 10n -compact"]
        for row in Self.matrixHelp {
            lines += [".It Sy " + ManualText.argument(row.keys), ManualText.line(row.text)]
        }
        lines += [
            ".El",
            ".Ss " + ManualText.argument("Quick add (a on the list and the matrix) reads"),
            ".Bl -tag -width 14n -compact",
        ]
        for row in Self.quickAddHelp {
            lines += [".It Sy " + ManualText.argument(row.keys), ManualText.line(row.text)]
        }
        lines += [
            ".El",
            ".Ss " + ManualText.argument("Mouse (on the list; --no-mouse turns it off)"),
            ".Bl -tag -width 10n -compact",
        ]
        for row in Self.mouseHelp {
            lines += [".It Sy " + ManualText.argument(row.keys), ManualText.line(row.text)]
        }
        lines += [".El", ".Ss " + ManualText.argument("Text fields"), ManualText.line(Self.textEditingHelp)]
        return lines.joined(separator: "\n") + "\n"
    }
}
