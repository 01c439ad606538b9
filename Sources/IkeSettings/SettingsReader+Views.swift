import IkeApp
import IkeCore
import TOMLKit

/// `[views.NAME]`: saved views (Docs/Filters.md). A mistake in one is not fatal: the app opens without
/// that view and says which (`Settings.viewProblems`); `ike config check` lists them.
extension SettingsReader {
    /// What a view takes.
    static let viewKeys = ["filter", "sort", "title"]

    mutating func readViews(_ table: TOMLTable) {
        for name in sortedKeys(table, path: ["views"]) {
            guard let value = table[name] else { continue }
            let path = ["views", name]
            guard let view = value.table else {
                viewProblem(
                    name, at: path,
                    "views.\(name) must be a table ([views.\(name)]), not \(Self.kind(of: value))")
                continue
            }
            if let saved = readView(name, view, path: path) { settings.views.append(saved) }
        }
    }

    private mutating func readView(_ name: String, _ table: TOMLTable, path: [String]) -> SavedView? {
        var filter: FilterExpression?
        var sort: TaskOrder?
        var title: String?
        var usable = true
        for key in sortedKeys(table, path: path) {
            guard let value = table[key] else { continue }
            let keyPath = path + [key]
            switch key {
            case "filter":
                guard let text = value.string else {
                    viewProblem(
                        name, at: keyPath,
                        "views.\(name).filter must be a string, not \(Self.kind(of: value))")
                    usable = false
                    continue
                }
                do {
                    filter = try FilterParser.parse(text)
                } catch {
                    viewProblem(
                        name, at: keyPath,
                        "view \"\(name)\" is not used: its filter, column \(error.column): \(error.message)")
                    usable = false
                }
            case "sort":
                let names = TaskOrder.allCases.map(\.rawValue)
                guard let text = value.string, let order = TaskOrder(rawValue: text.lowercased()) else {
                    viewProblem(
                        name, at: keyPath,
                        "views.\(name).sort must be one of \(Self.quotedList(names)), not \(Self.describe(value))"
                    )
                    usable = false
                    continue
                }
                sort = order
            case "title":
                guard let text = value.string, !text.isEmpty else {
                    viewProblem(
                        name, at: keyPath, "views.\(name).title must be a text, not \(Self.describe(value))")
                    usable = false
                    continue
                }
                title = text
            default:
                viewProblem(
                    name, at: keyPath,
                    "unknown setting views.\(name).\(key); a view takes \(Self.viewKeys.joined(separator: ", "))"
                )
                usable = false
            }
        }
        guard usable else { return nil }
        guard let filter else {
            viewProblem(
                name, at: path, "view \"\(name)\" is not used: it has no filter (filter = \"due<7d #work\")")
            return nil
        }
        return SavedView(name: name, title: title, filter: filter, sort: sort)
    }

    private mutating func viewProblem(_ name: String, at path: [String], _ message: String) {
        settings.viewProblems.append(
            ViewProblem(view: name, problem: SettingsProblem(file: file, line: lines.line(of: path), message))
        )
    }
}
