/// Uids for tasks from formats without ids: the same text always gives the same uid, so importing a file
/// twice matches the tasks of the first import instead of adding them again.
public enum StableID {
    /// `prefix-` and 16 hex digits of the 64-bit FNV-1a hash of `text` (a hash stable across runs and
    /// machines, unlike Swift's seeded `Hasher`), with `-N` for the N-th repeat of the same text in a file.
    public static func derive(_ prefix: String, from text: String, occurrence: Int = 0) -> String {
        format(prefix, hash(text), occurrence: occurrence)
    }

    /// The 64-bit FNV-1a hash of the UTF-8 of `text`.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    private static func format(_ prefix: String, _ hash: UInt64, occurrence: Int) -> String {
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return prefix + "-" + padded + (occurrence > 0 ? "-\(occurrence + 1)" : "")
    }

    /// Derives uids for a whole file: repeated texts get `-2`, `-3`, … in file order.
    struct Deriver {
        let prefix: String
        // Keyed by the hash, not the text: hashing a String normalises it, which was slow for Korean titles.
        private var seen: [UInt64: Int] = [:]

        init(prefix: String) { self.prefix = prefix }

        mutating func next(for text: String) -> String {
            let hash = StableID.hash(text)
            let occurrence = seen[hash, default: 0]
            seen[hash] = occurrence + 1
            return StableID.format(prefix, hash, occurrence: occurrence)
        }
    }

    /// Whether `text` is a UUID in its usual 8-4-4-4-12 hex form.
    public static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !byte.isHexDigit {
                return false
            }
        }
        return true
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
