/// The name of a task's file in a vdir (`ike export --format vdir`): its uid and `.ics`, as todoman
/// (`<uid>.ics`) and vdirsyncer name files. Bytes other than ASCII letters, digits and `_ . - + @` are written
/// `%XX` (`%` too, and a leading `.`, which would hide the file), so the name reads back to the uid
/// (`uid(fromName:)`) and two uids never share a name. A name that would pass the 255 bytes a file name may
/// have keeps its first 200 bytes and ends with `~` and a hash of the whole uid instead; `~` is never in an
/// encoded uid, so such a name cannot be another uid's.
public enum VdirFileName {
    /// The extension every task file has.
    public static let fileExtension = ".ics"
    /// The most bytes of an encoded uid a name keeps before its hash.
    static let keptBytes = 200

    /// The file name for `uid`.
    public static func name(for uid: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(uid.utf8.count)
        for byte in uid.utf8 {
            if isSafe(byte) && !(out.isEmpty && byte == UInt8(ascii: ".")) {
                out.append(byte)
            } else {
                out += PercentHex.encoded(byte)
            }
        }
        if out.count + fileExtension.utf8.count > 255 {
            var end = keptBytes
            // Never cut a `%XX` in two.
            if out[end - 1] == UInt8(ascii: "%") {
                end -= 1
            } else if out[end - 2] == UInt8(ascii: "%") {
                end -= 2
            }
            let hash = StableID.derive("", from: uid).dropFirst()
            out = Array(out[..<end]) + [UInt8(ascii: "~")] + Array(hash.utf8)
        }
        return String(decoding: out, as: UTF8.self) + fileExtension
    }

    /// The uid a file ike named holds, or `nil` for a name that is not one of ike's encodings (another
    /// app's name, one with a hash, a broken `%XX`).
    public static func uid(fromName name: String) -> String? {
        guard name.hasSuffix(fileExtension) else { return nil }
        let bytes = Array(name.utf8.dropLast(fileExtension.utf8.count))
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = PercentHex.value(bytes[index + 1]),
                    let low = PercentHex.value(bytes[index + 2])
                else { return nil }
                out.append(high << 4 | low)
                index += 3
            } else {
                guard isSafe(byte) else { return nil }
                out.append(byte)
                index += 1
            }
        }
        guard !out.isEmpty, let uid = String(validating: out, as: UTF8.self), Self.name(for: uid) == name
        else {
            return nil
        }
        return uid
    }

    /// vdirsyncer's safe characters (letters, digits, `_ . - +`) and `@`, which every todoman uid has.
    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@"):
            true
        default: false
        }
    }
}
