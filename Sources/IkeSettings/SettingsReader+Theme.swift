import IkeApp
import TOMLKit

/// `[theme]`: a colour for each role.
extension SettingsReader {
    mutating func readTheme(_ table: TOMLTable) {
        for name in sortedKeys(table, path: ["theme"]) {
            guard let value = table[name] else { continue }
            let path = ["theme", name]
            guard let role = ThemeRole(rawValue: name) else {
                let roles = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
                problem(at: path, "unknown theme role \(name); [theme] takes \(roles)")
                continue
            }
            let color =
                value.string.flatMap(ColorName.color(named:)) ?? value.int.flatMap(ColorName.color(number:))
            guard let color else {
                problem(
                    at: path,
                    "theme.\(name) must be a colour name (\"red\", \"bright-blue\", \"default\"), a number 0–255 "
                        + "or \"#rrggbb\", not \(Self.describe(value))")
                continue
            }
            settings.themeColors[role] = color
        }
    }
}
