import Foundation
import Testing

@testable import CursesTerminal

/// The crash report's hand-made formatting (a signal handler may not call `String(format:)`).
@Suite("Crash report text")
struct ReportBufferTests {
    /// The text `body` appends to an empty buffer of `capacity` bytes.
    static func text(capacity: Int = 256, _ body: (inout ReportBuffer) -> Void) -> String {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { memory.deallocate() }
        var buffer = ReportBuffer(memory, capacity: capacity)
        body(&buffer)
        return String(decoding: UnsafeBufferPointer(start: memory, count: buffer.count), as: UTF8.self)
    }

    @Test(arguments: [
        (0, "19700101T000000Z"), (1_795_338_000, "20261122T090000Z"), (951_782_400, "20000229T000000Z"),
        (4_102_444_799, "20991231T235959Z"), (4_107_542_399, "21000228T235959Z"), (-1, "19691231T235959Z"),
    ])
    func timesAreWrittenInUTC(seconds: Int, expected: String) {
        #expect(Self.text { $0.append(utcStamp: seconds) } == expected)
    }

    @Test func numbersAndLiteralsAreWrittenWithoutFoundation() {
        #expect(Self.text { $0.append(decimal: 7, width: 3) } == "007")
        #expect(Self.text { $0.append(decimal: -42) } == "-42")
        #expect(Self.text { $0.append(decimal: Int.max) } == "9223372036854775807")
        #expect(Self.text { $0.append(hex: 0xdead_beef) } == "0x00000000deadbeef")
        #expect(
            Self.text {
                $0.append("ike: "); $0.append(byte: 0x41)
            } == "ike: A")
    }

    @Test func whatDoesNotFitIsDropped() {
        #expect(Self.text(capacity: 6) { $0.append("crashed") } == "crash")
    }
}
