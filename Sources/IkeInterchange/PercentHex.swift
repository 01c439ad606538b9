/// The `%XX` byte encoding the uids in todo.txt `uid:` words and vdir file names share (RFC 3986's, with
/// upper-case hex written and either case read).
enum PercentHex {
    /// `byte` as `%XX`.
    static func encoded(_ byte: UInt8) -> [UInt8] {
        [UInt8(ascii: "%"), digit(byte >> 4), digit(byte & 0x0F)]
    }

    /// The value of the hex digit `byte`, or `nil` when it is not one.
    static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
