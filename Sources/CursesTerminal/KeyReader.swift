import CNCursesW
import IkeTerm

/// Reads whole keys from a raw input source: groups escape sequences, collects bracketed pastes,
/// fetches mouse reports and detects double clicks. Pure apart from the source it is handed.
struct KeyReader {
    /// How long a paste may go quiet before it is taken as ended without its closing bracket.
    static let pasteGapMilliseconds = 500
    /// The most characters one paste keeps; the rest is read and dropped so it cannot become keys.
    static let maxPasteScalars = 1 << 20
    /// Inputs that carry no key (a stray paste end, a mouse report from another button) skipped
    /// per call before it gives up and reports a timeout.
    private static let maxSkippedInputs = 16

    /// How inputs are mapped to keys.
    let decoder: KeyDecoder
    /// The time source for double clicks, in milliseconds.
    var clock: () -> Int = MonotonicClock.milliseconds
    private var doubleClicks = DoubleClickDetector()
    /// Inputs read past the end of an escape sequence, handed out before new ones.
    private var pushedBack: [KeyDecoder.Input] = []
    /// Keys that arrived in the middle of something else (a resize during a paste).
    private var queuedKeys: [Key] = []

    /// A reader that decodes with `decoder`.
    init(decoder: KeyDecoder) {
        self.decoder = decoder
    }

    /// Whether input or keys are waiting that need no read from the source.
    var hasPending: Bool { !pushedBack.isEmpty || !queuedKeys.isEmpty }

    /// The next key, waiting at most `timeoutMilliseconds` (negative waits for ever); nil on timeout.
    mutating func nextKey<Source: RawInputSource>(
        from source: inout Source, timeoutMilliseconds: Int
    ) -> Key? {
        if !queuedKeys.isEmpty { return queuedKeys.removeFirst() }
        for _ in 0..<Self.maxSkippedInputs {
            switch read(from: &source, timeoutMilliseconds: timeoutMilliseconds) {
            case .nothing:
                return nil
            case .closed:
                return .endOfInput
            case .input(let input):
                if let key = key(for: input, from: &source) { return key }
            }
        }
        return nil
    }

    private mutating func key<Source: RawInputSource>(
        for input: KeyDecoder.Input, from source: inout Source
    ) -> Key? {
        var event = decoder.event(for: input)
        if input == .character(0x1B) {
            event = readEscapeSequence(from: &source)
        }
        switch event {
        case .key(let key):
            return key
        case .mouse(let mouse):
            return .mouse(doubleClicks.classify(mouse, now: clock()))
        case .mouseReport:
            guard let report = source.mouseReport(),
                let mouse = MouseDecoder.event(bstate: report.bstate, x: report.x, y: report.y)
            else { return nil }
            return .mouse(doubleClicks.classify(mouse, now: clock()))
        case .pasteStart:
            return .paste(readPaste(from: &source))
        case .pasteEnd:
            return nil
        }
    }

    private mutating func read<Source: RawInputSource>(
        from source: inout Source, timeoutMilliseconds: Int
    ) -> RawRead {
        if !pushedBack.isEmpty { return .input(pushedBack.removeFirst()) }
        return source.read(timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Reads what follows an ESC. ncurses has already waited ESCDELAY for the rest of a sequence
    /// it knows, so whatever belongs to this one is buffered by now: reads do not wait.
    private mutating func readEscapeSequence<Source: RawInputSource>(
        from source: inout Source
    ) -> KeyDecoder.Event {
        var sequence = EscapeSequence()
        while case .input(let input) = read(from: &source, timeoutMilliseconds: 0) {
            switch input {
            case .keyCode:
                // ESC then a key ncurses recognised (ESC ESC [A) is that key with Alt.
                if sequence.isEmpty, case .key(let key) = decoder.event(for: input), key != .resize {
                    return .key(EscapeSequence.alt(key))
                }
                pushedBack.insert(input, at: 0)
                return sequence.event()
            case .character(let value):
                switch sequence.feed(value) {
                case .needMore:
                    continue
                case .complete:
                    return sequence.event()
                case .rejectLast:
                    pushedBack.insert(input, at: 0)
                    return sequence.event()
                }
            }
        }
        return sequence.event()
    }

    /// Collects a bracketed paste up to its end bracket (as a key code or raw), as one string.
    ///
    /// Terminals send line breaks in a paste as CR; they come back as "\n".
    private mutating func readPaste<Source: RawInputSource>(from source: inout Source) -> String {
        let endBracket: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var collected: [UInt32] = []
        var tail: [UInt32] = []
        reading: while true {
            switch read(from: &source, timeoutMilliseconds: Self.pasteGapMilliseconds) {
            case .nothing, .closed:
                break reading
            case .input(.keyCode(let code)):
                if code == KeyDecoder.CustomCode.pasteEnd { break reading }
                if code == KEY_RESIZE { queuedKeys.append(.resize) }
                if code == KEY_ENTER && collected.count < Self.maxPasteScalars { collected.append(0x0D) }
            case .input(.character(let value)):
                tail.append(value)
                if tail.count > endBracket.count { tail.removeFirst() }
                if collected.count < Self.maxPasteScalars { collected.append(value) }
                if tail == endBracket {
                    if collected.suffix(endBracket.count).elementsEqual(endBracket) {
                        collected.removeLast(endBracket.count)
                    }
                    break reading
                }
            }
        }
        return Self.pasteText(collected)
    }

    /// The text of pasted characters: CR LF and lone CR become "\n"; invalid scalars are dropped.
    static func pasteText(_ values: [UInt32]) -> String {
        var text = String.UnicodeScalarView()
        var previousWasCR = false
        for value in values {
            defer { previousWasCR = value == 0x0D }
            if value == 0x0A && previousWasCR { continue }
            if value == 0x0D {
                text.append("\n")
            } else if let scalar = Unicode.Scalar(value) {
                text.append(scalar)
            }
        }
        return String(text)
    }
}
