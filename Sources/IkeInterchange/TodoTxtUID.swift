/// How a uid is written in a todo.txt `uid:` word: a space would end the word and a line break the task,
/// so spaces, `%` and control characters are percent-encoded (`a b` is `uid:a%20b`) and decoded on read.
enum TodoTxtUID {
    /// `uid` with space, `%` and control characters as `%XX`.
    static func encoded(_ uid: String) -> String {
        guard uid.utf8.contains(where: needsEncoding) else { return uid }
        var out: [UInt8] = []
        for byte in uid.utf8 {
            if needsEncoding(byte) {
                out += PercentHex.encoded(byte)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The uid a `uid:` word holds: `%XX` decoded. A `%` not followed by two hex digits, or an encoding
    /// that does not decode to UTF-8, is kept as written.
    static func decoded(_ written: String) -> String {
        let bytes = Array(written.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return written }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = PercentHex.value(bytes[index + 1]), let low = PercentHex.value(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self) ?? written
    }

    private static func needsEncoding(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == UInt8(ascii: "%") || byte == 0x7F
    }
}
