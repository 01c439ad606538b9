import IkeTerm

/// Key names as the settings file writes them: the names help shows ("S-↑", "Ctrl-R", "PgDn", "Space")
/// and their ASCII spellings ("S-Up", "C-r", "PageDown", "space"); named keys ignore case, a single
/// character is itself ("x" and "X" differ).
public enum KeyName {
    /// The highest function key a name may give (ncurses decodes F1–F63; keyboards stop at 24).
    static let maxFunctionKey = 24

    private static let named: [String: Key] = {
        var names: [String: Key] = [
            "space": .char(" "), "spc": .char(" "), "␣": .char(" "),
            "up": .up, "↑": .up, "down": .down, "↓": .down, "left": .left, "←": .left, "right": .right,
            "→": .right,
            "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pgdown": .pageDown, "pagedown": .pageDown,
            "home": .home, "end": .end,
            "enter": .enter, "return": .enter, "ret": .enter, "⏎": .enter,
            "esc": .escape, "escape": .escape, "tab": .tab, "backtab": .backTab,
            "backspace": .backspace, "bs": .backspace, "del": .delete, "delete": .delete,
        ]
        for (name, key) in [
            ("up", Key.shiftUp), ("down", .shiftDown), ("left", .shiftLeft), ("right", .shiftRight),
        ] {
            for prefix in ["s-", "shift-", "shift+"] { names[prefix + name] = key }
        }
        for (arrow, key) in [("↑", Key.shiftUp), ("↓", .shiftDown), ("←", .shiftLeft), ("→", .shiftRight)] {
            names["s-" + arrow] = key
        }
        for prefix in ["s-", "shift-", "shift+"] { names[prefix + "tab"] = .backTab }
        return names
    }()

    /// The key `name` stands for, or nil when it names none.
    public static func key(named name: String) -> Key? {
        let lowered = name.lowercased()
        if let key = named[lowered] { return key }
        if name.count == 1, let character = name.first {
            guard !character.isWhitespace || character == " " else { return nil }
            guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                return nil
            }
            return .char(character)
        }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            if rest == "space" { return .ctrl(" ") }
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else {
                return nil
            }
            return .ctrl(letter)
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()),
            (1...maxFunctionKey).contains(number)
        {
            return .function(number)
        }
        return nil
    }

    /// The name the settings file writes for `key` (`ike config init`): ASCII where help draws an arrow,
    /// so the file is easy to type.
    public static func name(of key: Key) -> String {
        switch key {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .shiftUp: "S-Up"
        case .shiftDown: "S-Down"
        case .shiftLeft: "S-Left"
        case .shiftRight: "S-Right"
        default: key.displayName
        }
    }
}
