import IkeTerm

/// Colours as the settings file's `[theme]` writes them: a name ("red", "bright-blue", "default"), a
/// palette number 0–255, or `#rrggbb` (drawn as the nearest of the palette's fixed 240 colours, since
/// curses draws palette entries and few terminals declare direct colour in their terminfo).
public enum ColorName {
    /// The names a colour may have, in palette order after "default".
    public static let names: [String] =
        ["default"] + basicNames + basicNames.map { "bright-" + $0 }
    private static let basicNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour `name` names ("Bright_Red" and "brightred" are "bright-red"), or nil.
    public static func color(named name: String) -> Color? {
        let lowered = name.lowercased().replacingUnderscores()
        if lowered == "default" { return .default }
        if let index = basicNames.firstIndex(of: lowered) { return Color.basic[index] }
        for prefix in ["bright-", "bright"] where lowered.hasPrefix(prefix) {
            if let index = basicNames.firstIndex(of: String(lowered.dropFirst(prefix.count))) {
                return .indexed(UInt8(8 + index))
            }
        }
        if lowered.hasPrefix("#") { return hex(String(lowered.dropFirst())) }
        return nil
    }

    /// Palette entry `number`: 0–7 are the named basic colours.
    public static func color(number: Int) -> Color? {
        guard (0...255).contains(number) else { return nil }
        return number < 8 ? Color.basic[number] : .indexed(UInt8(number))
    }

    /// The name `ike config init` writes for `color`.
    public static func name(of color: Color) -> String {
        switch color {
        case .indexed(let index) where (8..<16).contains(index): "bright-" + basicNames[Int(index) - 8]
        default: color.name
        }
    }

    private static func hex(_ digits: String) -> Color? {
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        let rgb = ColorPalette.RGB((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
        return .indexed(ColorPalette.nearestFixedEntry(to: rgb))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
