import Glibc

/// Text built in fixed memory, for a signal handler: no allocation, no locks, no locale.
///
/// A crash handler may run while `malloc` holds its lock or the heap is damaged, so nothing here allocates:
/// the bytes go into memory set aside at install time, numbers and dates are formatted by hand, and
/// writing is `write(2)`.
struct ReportBuffer {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Empties the buffer.
    mutating func clear() { count = 0 }

    /// Appends bytes; what does not fit is dropped.
    mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        let room = min(length, capacity - 1 - count)
        guard room > 0 else { return }
        (base + count).update(from: bytes, count: room)
        count += room
    }

    /// Appends a literal.
    mutating func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        guard count < capacity - 1 else { return }
        base[count] = byte
        count += 1
    }

    /// Appends `value` in decimal, zero-padded to `width` digits.
    mutating func append(decimal value: Int, width: Int = 1) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes on the stack for up to 20 digits
        withUnsafeMutableBytes(of: &digits) { scratch in
            var used = 0
            repeat {
                scratch[used] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                used += 1
            } while magnitude > 0 || used < width
            while used > 0 {
                used -= 1
                append(byte: scratch[used])
            }
        }
    }

    /// Appends `value` as `0x` and 16 hexadecimal digits.
    mutating func append(hex value: UInt) {
        append("0x")
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt(shift)) & 0xF)
            append(byte: digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Appends the UTC time `seconds` after 1970 as `20261125T101112Z` (civil-from-days, H. Hinnant).
    mutating func append(utcStamp seconds: Int) {
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        let secondOfDay = seconds - days * 86400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        append(decimal: year, width: 4)
        append(decimal: month, width: 2)
        append(decimal: day, width: 2)
        append(byte: UInt8(ascii: "T"))
        append(decimal: secondOfDay / 3600, width: 2)
        append(decimal: secondOfDay / 60 % 60, width: 2)
        append(decimal: secondOfDay % 60, width: 2)
        append(byte: UInt8(ascii: "Z"))
    }

    /// The bytes so far, NUL-terminated, for a system call that takes a path.
    mutating func cString() -> UnsafePointer<CChar> {
        base[count] = 0
        return UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    }

    /// Writes the bytes to `descriptor` and empties the buffer.
    mutating func flush(to descriptor: Int32) {
        TerminalModes.writeAll(base, count: count, to: descriptor)
        count = 0
    }
}
