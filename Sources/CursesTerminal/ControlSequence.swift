import IkeTerm

/// A parsed CSI sequence (what follows `ESC [`): private marker, numeric parameters and final byte.
///
/// Used only for sequences ncurses did not turn into a key, so it knows the xterm shapes that
/// terminfo entries commonly miss: modified arrows and editing keys, focus, paste brackets and
/// SGR mouse reports.
struct ControlSequence {
    /// `<`, `=`, `>` or `?` when the parameters start with one.
    let marker: UInt32?
    /// Parameters in order; nil for an empty one (which means its default).
    let parameters: [Int?]
    /// The final byte, 0x40–0x7E.
    let final: UInt32

    /// Parameters past this are clamped: no key needs more digits, and Int must not overflow.
    private static let parameterLimit = 1_000_000

    /// The sequence in `body`, or nil when it is not a complete CSI without intermediate bytes.
    init?(_ body: ArraySlice<UInt32>) {
        guard let last = body.last, (0x40...0x7E).contains(last) else { return nil }
        var middle = body.dropLast()
        if let first = middle.first, (0x3C...0x3F).contains(first) {
            marker = first
            middle = middle.dropFirst()
        } else {
            marker = nil
        }
        var parameters: [Int?] = []
        var current: Int?
        var inSubparameter = false
        for value in middle {
            switch value {
            case 0x30...0x39 where !inSubparameter:
                current = min(Self.parameterLimit, (current ?? 0) * 10 + Int(value - 0x30))
            case 0x30...0x39:
                continue
            case 0x3A:
                inSubparameter = true
            case 0x3B:
                parameters.append(current)
                current = nil
                inSubparameter = false
            default:
                return nil
            }
        }
        if current != nil || !parameters.isEmpty { parameters.append(current) }
        self.parameters = parameters
        self.final = last
    }

    /// Parameter `index`, or `fallback` when it is missing or empty.
    func parameter(_ index: Int, default fallback: Int) -> Int {
        index < parameters.count ? parameters[index] ?? fallback : fallback
    }

    /// What the sequence means, or nil when it is not one the app has a use for.
    func event() -> KeyDecoder.Event? {
        if marker == 0x3C {
            guard final == 0x4D || final == 0x6D, parameters.count >= 3 else { return nil }
            let event = MouseDecoder.event(
                xtermButton: parameter(0, default: 0), x: parameter(1, default: 1) - 1,
                y: parameter(2, default: 1) - 1, released: final == 0x6D
            )
            return event.map { .mouse($0) }
        }
        guard marker == nil else { return nil }
        let modifier = parameter(1, default: 1)
        switch final {
        case 0x49 where parameters.isEmpty: return .key(.focusIn)
        case 0x4F where parameters.isEmpty: return .key(.focusOut)
        case 0x5A: return .key(.backTab)
        case 0x7E: return tildeEvent(modifier: modifier)
        default: break
        }
        if let base = Self.letterKeys[final] {
            return .key(EscapeSequence.modifiedKey(base, modifier: modifier))
        }
        if let base = Self.functionLetterKeys[final], parameters.count >= 2 {
            return .key(EscapeSequence.modifiedKey(base, modifier: modifier))
        }
        return nil
    }

    private func tildeEvent(modifier: Int) -> KeyDecoder.Event? {
        let number = parameter(0, default: 0)
        switch number {
        case 200: return .pasteStart
        case 201: return .pasteEnd
        default:
            guard let base = Self.tildeKeys[number] else { return nil }
            return .key(EscapeSequence.modifiedKey(base, modifier: modifier))
        }
    }

    /// `CSI 1;m A` and friends: cursor keys in normal mode, with or without modifiers.
    private static let letterKeys: [UInt32: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
    ]

    /// `CSI 1;m P` ... `S`: modified F1–F4 (unmodified ones are SS3).
    private static let functionLetterKeys: [UInt32: Key] = [
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
    ]

    /// `CSI n ~` keys (vt220 and xterm numbering).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .unknown("Ins"), 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
