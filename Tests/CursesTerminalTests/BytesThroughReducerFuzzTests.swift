import Foundation
import IkeCore
import IkeTerm
import IkeTestSupport
import Testing

@testable import CursesTerminal
@testable import IkeApp

/// Random byte strings go through key decoding and then the whole app (reducer, store, rendering):
/// nothing crashes, the selection stays in range, and the screen agrees with the store.
@Suite("Fuzz: bytes through decoding and the reducer")
struct BytesThroughReducerFuzzTests {
    final class NullTerminal: Terminal {
        var size = Size(width: 80, height: 24)
        func present(_ buffer: ScreenBuffer) {}
        func nextKey(timeoutMilliseconds: Int) -> Key? { nil }
        func suspend() {}
        func resume() {}
        func bell() {}
    }

    @Test func thousandsOfRandomByteStrings() throws {
        let store = try TaskStore.inMemory(
            environment: .fixed(at: Date(timeIntervalSince1970: 1_795_338_000)))
        try store.change { writer in
            for index in 0..<30 { try writer.insert(try writer.newItem(title: "Task \(index)"), at: .bottom) }
        }
        let loop = AppLoop(
            store: store, terminal: NullTerminal(), options: DisplayOptions(),
            render: { ScreenBuffer(size: $0.size) })
        // Every write lands before the next key, however slow the machine.
        loop.writeWaitMilliseconds = 60_000
        loop.start()
        let decoder = KeyDecoder()
        let seed = TestSeed(0xFEED)
        var generator = seed.generator()
        // Bytes biased towards what terminals send: ESC, CSI pieces, digits, letters, UTF-8 lead bytes.
        let alphabet: [UInt8] =
            [0x1B, 0x5B, 0x4F, 0x3B, 0x7E, 0x7F, 0x0D, 0x09, 0x20, 0xED, 0x95, 0xA0]
            + Array(0x30...0x39) + Array(0x41...0x5A) + Array(0x61...0x7A) + Array(0x00...0x1F) + [
                0xFF, 0xC2, 0x9B,
            ]
        var keysSeen = 0
        for round in 0..<2_000 {
            let length = Int.random(in: 1...12, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? alphabet.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            for key in decoder.keys(fromBytes: bytes) where key != .ctrl("c") && key != .char("q") {
                loop.handle(key)
                keysSeen += 1
            }
            let list = loop.state.list
            #expect(
                list.count == 0 || (0..<list.count).contains(list.selectedIndex),
                "round \(round): \(bytes), \(seed)")
            #expect(loop.state.isRunning, "round \(round): \(bytes), \(seed)")
        }
        #expect(keysSeen > 2_000)
        // Random bytes may have left another screen showing, or the focus card (f) over it; the list
        // re-reads when it is shown again, with its own filter (the view's, hidden starts). The agenda view
        // counts its sections instead: the next view is compared then.
        loop.send(.focus(.stop))
        loop.send(.showScreen(.list))
        for _ in 0..<10 where loop.state.list.showsAgenda { loop.send(.list(.cycleView)) }
        #expect(!loop.state.list.showsAgenda)
        #expect(
            loop.state.list.count == (try store.count(loop.state.list.listFilter(now: loop.state.now))),
            "\(seed)")
    }
}
