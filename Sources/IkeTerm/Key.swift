/// A decoded key press (or terminal event) that the app dispatches on.
///
/// Backends decode into these; `KeyMap` binds actions to them; help prints `displayName`.
/// `.ctrl` holds the lowercase letter ("r" for Ctrl-R), so a binding has one spelling.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case char(Character)
    case up, down, left, right
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
    case ctrl(Character)
    case function(Int)
    case paste(String)
    case resize, focusIn, focusOut
    case mouse(MouseEvent)
    case unknown(String)

    /// The key a terminal means by sending the single character `scalar` in raw mode.
    ///
    /// Raw mode delivers Ctrl-letters, Tab, Enter (CR, or LF for Ctrl-J), Esc and Backspace
    /// (DEL, or BS for Ctrl-H) as C0 characters; everything else is typed text.
    public init(typed scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x00: self = .ctrl(" ")
        case 0x08, 0x7F: self = .backspace
        case 0x09: self = .tab
        case 0x0A, 0x0D: self = .enter
        case 0x1B: self = .escape
        case 0x01...0x1A:
            self = .ctrl(Character(Unicode.Scalar(UInt8(0x60 + scalar.value))))
        case 0x1C...0x1F:
            self = .unknown("^" + String(Unicode.Scalar(UInt8(0x40 + scalar.value))))
        default: self = .char(Character(scalar))
        }
    }

    /// The name help and footer hints show: "Space", "S-↑", "Ctrl-R", "Enter", "Esc", "PgUp".
    public var displayName: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let character): return DisplayText.sanitized(String(character))
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .shiftUp: return "S-↑"
        case .shiftDown: return "S-↓"
        case .shiftLeft: return "S-←"
        case .shiftRight: return "S-→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .ctrl(" "): return "Ctrl-Space"
        case .ctrl(let character): return "Ctrl-" + character.uppercased()
        case .function(let number): return "F\(number)"
        case .paste: return "Paste"
        case .resize: return "Resize"
        case .focusIn: return "Focus-In"
        case .focusOut: return "Focus-Out"
        case .mouse(let event): return event.displayName
        case .unknown(let sequence): return DisplayText.sanitized(sequence)
        }
    }

    /// `displayName`, so keys read well in test failures and logs.
    public var description: String { displayName }
}
