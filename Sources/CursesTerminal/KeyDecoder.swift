import CNCursesW
import IkeTerm

/// Maps what `wget_wch` returned to a `Key`, without calling curses, so it can be tested and fuzzed.
///
/// Only the numeric `KEY_*` constants come from the curses header. Names of dynamic codes (Ctrl
/// and Alt arrows get codes that differ by TERM, Docs/TerminalNotes.md §5) come from the injected `keyName`,
/// which is `keyname()` in the app and a table in tests.
public struct KeyDecoder: Sendable {
    /// One result of `wget_wch`: a typed character (`OK`) or a key code (`KEY_CODE_YES`).
    public enum Input: Hashable, Sendable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// What an input means; a mouse report and the paste brackets need more reading by the caller.
    public enum Event: Hashable, Sendable {
        case key(Key)
        /// `KEY_MOUSE`: the report itself is fetched with `getmouse`.
        case mouseReport
        /// A mouse report ncurses did not decode (an SGR sequence under a TERM that expects X10).
        case mouse(MouseEvent)
        case pasteStart
        case pasteEnd
    }

    /// Codes given to `define_key` for sequences terminfo has no key for.
    ///
    /// ncurses hands out dynamic codes upwards from 512 (a few hundred per TERM), so these sit far
    /// above any of them; the headless tests check that they come back from `wget_wch` intact.
    public enum CustomCode {
        /// `ESC [ 200 ~`, the start of a bracketed paste.
        public static let pasteStart: Int32 = 0x5000
        /// `ESC [ 201 ~`, the end of a bracketed paste.
        public static let pasteEnd: Int32 = 0x5001
        /// `ESC [ I`, the terminal window gained focus.
        public static let focusIn: Int32 = 0x5002
        /// `ESC [ O`, the terminal window lost focus.
        public static let focusOut: Int32 = 0x5003
    }

    private let keyName: @Sendable (Int32) -> String?

    /// A decoder that names dynamic key codes with `keyName` (nil when a code has no name).
    public init(keyName: @escaping @Sendable (Int32) -> String? = { _ in nil }) {
        self.keyName = keyName
    }

    /// What `input` means.
    public func event(for input: Input) -> Event {
        switch input {
        case .character(let value):
            return .key(Self.typedKey(value))
        case .keyCode(let code):
            return event(forCode: code)
        }
    }

    /// `event(for:)` as a plain key: events that need more reading become `.unknown` placeholders.
    public func key(for input: Input) -> Key {
        switch event(for: input) {
        case .key(let key): return key
        case .mouse(let mouse): return .mouse(mouse)
        case .mouseReport: return .unknown("mouse")
        case .pasteStart: return .unknown("paste-start")
        case .pasteEnd: return .unknown("paste-end")
        }
    }

    /// The keys a raw byte string stands for, decoded the way `CursesTerminal` reads keys.
    ///
    /// The bytes are taken as UTF-8 characters (invalid bytes become U+FFFD) without terminfo key
    /// matching, so escape sequences go through the same fallback parser as unrecognised ones.
    public func keys(fromBytes bytes: [UInt8]) -> [Key] {
        var source = ByteInputSource(bytes: bytes)
        var reader = KeyReader(decoder: self)
        var keys: [Key] = []
        // Every call consumes input or finds the bytes exhausted, so this ends.
        while !source.isExhausted || reader.hasPending {
            if let key = reader.nextKey(from: &source, timeoutMilliseconds: 0) {
                keys.append(key)
            }
        }
        return keys
    }

    /// The key for a character typed in raw mode.
    static func typedKey(_ value: UInt32) -> Key {
        guard let scalar = Unicode.Scalar(value) else {
            return .unknown("U+" + String(value, radix: 16, uppercase: true))
        }
        // C1 controls are never text; as characters they would reach a title.
        if (0x80...0x9F).contains(value) {
            return .unknown("U+" + String(value, radix: 16, uppercase: true))
        }
        return Key(typed: scalar)
    }

    private func event(forCode code: Int32) -> Event {
        switch code {
        case KEY_MOUSE: return .mouseReport
        case CustomCode.pasteStart: return .pasteStart
        case CustomCode.pasteEnd: return .pasteEnd
        case CustomCode.focusIn: return .key(.focusIn)
        case CustomCode.focusOut: return .key(.focusOut)
        default: break
        }
        if let key = Self.fixedKeys[code] { return .key(key) }
        if code >= KEY_F0 && code <= KEY_F0 + 63 { return .key(.function(Int(code - KEY_F0))) }
        let name = keyName(code)
        if let name, let key = Self.key(forKeyName: name) { return .key(key) }
        return .key(.unknown(name ?? "key-\(code)"))
    }

    /// Keys with a fixed code in every terminfo entry.
    private static let fixedKeys: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_SR: .shiftUp, KEY_SF: .shiftDown, KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight,
        KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_HOME: .home, KEY_END: .end,
        KEY_DC: .delete, KEY_BTAB: .backTab, KEY_ENTER: .enter, KEY_BACKSPACE: .backspace,
        KEY_RESIZE: .resize,
        KEY_SHOME: .unknown("S-Home"), KEY_SEND: .unknown("S-End"), KEY_SDC: .unknown("S-Del"),
        KEY_IC: .unknown("Ins"), KEY_SIC: .unknown("S-Ins"),
        KEY_SPREVIOUS: .unknown("S-PgUp"), KEY_SNEXT: .unknown("S-PgDn"),
    ]

    /// The key a dynamic code stands for, from its terminfo name ("kUP5" is Ctrl-Up, "kUP" Shift-Up).
    static func key(forKeyName name: String) -> Key? {
        if name.hasPrefix("kcbt") { return .backTab }
        let base = String(name.prefix { !$0.isNumber })
        let digits = name.dropFirst(base.count)
        guard let keyBase = extendedBases[base], digits.allSatisfy(\.isNumber) else { return nil }
        // Without a digit the extended names mean Shift (kUP = Shift-Up), like modifier 2.
        let modifier = digits.isEmpty ? 2 : Int(digits) ?? 0
        return EscapeSequence.modifiedKey(keyBase, modifier: modifier)
    }

    /// xterm's extended key names (`kUP5`, `kDC3`, ...) and the plain key each one modifies.
    private static let extendedBases: [String: Key] = [
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
        "kDC": .delete, "kIC": .unknown("Ins"), "kNXT": .pageDown, "kPRV": .pageUp,
    ]
}
