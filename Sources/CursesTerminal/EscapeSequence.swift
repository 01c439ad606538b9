import IkeTerm

/// Collects and interprets an escape sequence that ncurses handed back as separate characters.
///
/// ncurses returns a sequence it has no key for (Ctrl-Up under TERM=screen, a kitty extension, an
/// SGR mouse report under a TERM that expects X10) as ESC followed by the bytes. Passed on one by
/// one they would read as Escape plus typed text, so the reader groups them (ECMA-48 shapes: CSI,
/// SS3, strings) and names what it can. Anything else after ESC is Alt plus that key (G19).
struct EscapeSequence {
    /// What the reader wants after being fed one character.
    enum Step: Equatable {
        case needMore
        case complete
        /// The character does not belong to the sequence: the sequence ends before it.
        case rejectLast
    }

    private enum State {
        case start, csi, ss3, x10Mouse, string, stringEscape, done
    }

    /// Longest control sequence kept; longer ones end there (a stuck or hostile terminal).
    static let maxLength = 64
    /// Longest string sequence (OSC, DCS, ...) kept.
    static let maxStringLength = 512

    /// The characters after the ESC, in order.
    private(set) var scalars: [UInt32] = []
    private var state = State.start

    /// Whether nothing followed the ESC yet.
    var isEmpty: Bool { scalars.isEmpty }

    /// Adds the next character after the ESC.
    mutating func feed(_ value: UInt32) -> Step {
        switch state {
        case .start:
            if value == 0x1B { return .rejectLast }
            scalars.append(value)
            switch value {
            case 0x5B: state = .csi
            case 0x4F: state = .ss3
            case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string
            default: return finish()
            }
            return .needMore
        case .csi:
            return feedControl(value)
        case .ss3:
            guard (0x20...0x7E).contains(value) else { return .rejectLast }
            scalars.append(value)
            return finish()
        case .x10Mouse:
            scalars.append(value)
            return scalars.count >= 5 ? finish() : .needMore
        case .string, .stringEscape:
            return feedString(value)
        case .done:
            return .rejectLast
        }
    }

    private mutating func feedControl(_ value: UInt32) -> Step {
        switch value {
        case 0x20...0x3F:
            scalars.append(value)
            return scalars.count >= Self.maxLength ? finish() : .needMore
        case 0x40...0x7E:
            scalars.append(value)
            // X10 mouse: CSI M and then three raw bytes (button, column, row).
            if scalars == [0x5B, 0x4D] {
                state = .x10Mouse
                return .needMore
            }
            return finish()
        default:
            return .rejectLast
        }
    }

    private mutating func feedString(_ value: UInt32) -> Step {
        if state == .stringEscape || value == 0x07 || value == 0x9C {
            return finish()
        }
        if value == 0x1B {
            state = .stringEscape
            return .needMore
        }
        if scalars.count < Self.maxStringLength { scalars.append(value) }
        return scalars.count >= Self.maxStringLength ? finish() : .needMore
    }

    private mutating func finish() -> Step {
        state = .done
        return .complete
    }

    /// What ESC plus the characters fed so far means (complete or not).
    func event() -> KeyDecoder.Event {
        guard let first = scalars.first else { return .key(.escape) }
        if scalars.count == 1 { return .key(Self.alt(KeyDecoder.typedKey(first))) }
        switch first {
        case 0x5B where scalars[1] == 0x4D:
            // CSI M is only ever an X10 mouse report: button, column and row follow as raw bytes.
            return x10MouseEvent()
        case 0x5B:
            return ControlSequence(scalars.dropFirst()).flatMap { $0.event() } ?? .key(unknown)
        case 0x4F:
            return .key(Self.ss3Keys[scalars[1]] ?? unknown)
        default:
            return .key(unknown)
        }
    }

    private func x10MouseEvent() -> KeyDecoder.Event {
        guard scalars.count == 5 else { return .key(unknown) }
        let button = Int(scalars[2]) - 32
        let event = MouseDecoder.event(
            xtermButton: button, x: Int(scalars[3]) - 33, y: Int(scalars[4]) - 33,
            released: button & 3 == 3
        )
        return event.map { .mouse($0) } ?? .key(unknown)
    }

    /// The sequence in visible form, e.g. "ESC[1;5Q", for keys nobody has a name for.
    private var unknown: Key {
        let shown = scalars.prefix(24).map { value -> String in
            guard (0x21...0x7E).contains(value), let scalar = Unicode.Scalar(value) else { return "?" }
            return String(Character(scalar))
        }
        return .unknown("ESC" + shown.joined() + (scalars.count > 24 ? "…" : ""))
    }

    /// SS3 finals: application-mode arrows, Home/End, F1–F4 and keypad Enter.
    private static let ss3Keys: [UInt32: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4), 0x4D: .enter,
    ]

    /// `key` with Alt held (ESC prefix), as an `.unknown` the key map can still bind by name.
    static func alt(_ key: Key) -> Key {
        switch key {
        case .escape: return .escape
        case .char(let character): return .unknown("Alt-" + String(character))
        default: return .unknown("Alt-" + word(for: key))
        }
    }

    /// `base` with an xterm modifier parameter (2 Shift, 3 Alt, 5 Ctrl, ...; 1 or less is none).
    static func modifiedKey(_ base: Key, modifier: Int) -> Key {
        guard modifier > 1 else { return base }
        let bits = modifier - 1
        if bits == 1 {
            switch base {
            case .up: return .shiftUp
            case .down: return .shiftDown
            case .left: return .shiftLeft
            case .right: return .shiftRight
            default: break
            }
        }
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return .unknown(modifiers.displayPrefix + word(for: base))
    }

    /// A key's name in words ("Up", "PgDn", "F5"), for building modifier names.
    static func word(for key: Key) -> String {
        switch key {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .delete: return "Del"
        case .unknown(let name): return name
        default: return key.displayName
        }
    }
}
