import ArgumentParser

/// "Did you mean `ike list`?" for a mistyped subcommand (`ike lst`), which the parser only calls an
/// unexpected argument.
enum CommandSuggestion {
    /// The subcommand closest to the first argument when that argument is none of them but within two
    /// edits of one (or the start of exactly one); nil otherwise.
    static func suggestion(for arguments: [String]) -> String? {
        let names = IkeCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        guard let typed = arguments.first?.lowercased(), !typed.hasPrefix("-"), !names.contains(typed) else {
            return nil
        }
        let starting = names.filter { $0.hasPrefix(typed) }
        if starting.count == 1 { return starting[0] }
        let scored = names.map { (name: $0, distance: distance(typed, $0)) }.filter { $0.distance <= 2 }
        return scored.min { $0.distance < $1.distance }?.name
    }

    /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
