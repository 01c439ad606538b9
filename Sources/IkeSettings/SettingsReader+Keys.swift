import IkeApp
import IkeTerm
import TOMLKit

/// `[keys]`: bindings by id, each to one key name or a list of them.
extension SettingsReader {
    /// More keys than anyone binds to one action: beyond it the file is more likely a mistake.
    static let maxKeysPerBinding = 8

    mutating func readKeys(_ table: TOMLTable) {
        readKeys(table, prefix: [])
        for conflict in settings.keys.conflicts(beyond: .standard) {
            let line = [conflict.first, conflict.second].compactMap { $0.flatMap { configuredBindings[$0] } }
                .max()
            let key = KeyName.name(of: conflict.key)
            if let second = conflict.second {
                problem(
                    at: line,
                    "\(key) is bound to both \(conflict.first.rawValue) and \(second.rawValue), which apply in the "
                        + "same place; one would never run")
            } else {
                problem(
                    at: line,
                    "\(key) for \(conflict.first.rawValue) is a character its text field would type; "
                        + "bind a Ctrl- or function key there")
            }
        }
    }

    /// Reads `table` under `prefix`: `task.toggleDone = …` written without quotes is a table `task`
    /// holding `toggleDone`, and means the same as the quoted id.
    private mutating func readKeys(_ table: TOMLTable, prefix: [String]) {
        for name in sortedKeys(table, path: ["keys"] + prefix) {
            guard let value = table[name] else { continue }
            let parts = prefix + [name]
            let path = ["keys"] + parts
            if let nested = value.table {
                readKeys(nested, prefix: parts)
                continue
            }
            let idText = parts.joined(separator: ".")
            guard let id = BindingID(rawValue: idText) else {
                problem(at: path, "unknown binding id \"\(idText)\"\(Self.suggestion(for: idText))")
                continue
            }
            guard let keys = keys(value, for: idText, at: path) else { continue }
            configuredBindings[id] = lines.line(of: path)
            settings.keys = settings.keys.remapping(id, to: keys)
        }
    }

    /// The keys `value` names (one string or an array of strings), or nil after saying what is wrong.
    private mutating func keys(_ value: TOMLValueConvertible, for id: String, at path: [String]) -> [Key]? {
        let names: [TOMLValueConvertible]
        if value.string != nil {
            names = [value]
        } else if let array = value.array {
            names = Array(array)
        } else {
            problem(at: path, "\(id) must be a key name or a list of them, not \(Self.kind(of: value))")
            return nil
        }
        guard !names.isEmpty else {
            problem(at: path, "\(id) is bound to no key; leave it out to keep its standard keys")
            return nil
        }
        guard names.count <= Self.maxKeysPerBinding else {
            problem(
                at: path,
                "\(id) is bound to \(names.count) keys; at most \(Self.maxKeysPerBinding) are allowed")
            return nil
        }
        var keys: [Key] = []
        var fine = true
        for element in names {
            guard let name = element.string else {
                problem(
                    at: path,
                    "\(id) lists \(Self.kind(of: element)); key names are strings such as \"x\" or \"Ctrl-R\""
                )
                fine = false
                continue
            }
            guard let key = KeyName.key(named: name) else {
                problem(
                    at: path,
                    "\(id): unknown key name \(Self.describe(element)) (names are as help shows them: \"x\", \"Space\", "
                        + "\"Enter\", \"S-Up\", \"Ctrl-R\", \"PgDn\", \"F2\")")
                fine = false
                continue
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return fine ? keys : nil
    }

    /// " (did you mean "task.toggleDone"?)" when an id is a near miss of a real one, else "".
    static func suggestion(for text: String) -> String {
        let lowered = text.lowercased()
        guard lowered.count <= 64 else { return "; ike config keys lists every id" }
        let scored = BindingID.allCases.map { ($0, EditDistance.between($0.rawValue.lowercased(), lowered)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, lowered.count / 4) else {
            return "; ike config keys lists every id"
        }
        return " (did you mean \"\(best.0.rawValue)\"?)"
    }
}

/// Levenshtein distance, for suggesting the id a misspelt one meant.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
