import IkeTerm
import IkeTestSupport
import Testing

@testable import CursesTerminal

/// Random inputs through the pure decoder: nothing may crash, and basic properties hold.
struct KeyDecoderFuzzTests {
    let decoder = KeyDecoder(keyName: { $0 % 3 == 0 ? "kUP\($0 % 10)" : nil })

    @Test func randomInputsAlwaysDecodeTheSameWay() {
        let seed = TestSeed(0x1CE)
        var random = seed.generator()
        for _ in 0..<20_000 {
            let input: KeyDecoder.Input
            switch Int.random(in: 0..<4, using: &random) {
            case 0: input = .character(UInt32.random(in: 0...UInt32.max, using: &random))
            case 1: input = .character(UInt32.random(in: 0...0x2FFFF, using: &random))
            case 2: input = .keyCode(Int32.random(in: Int32.min...Int32.max, using: &random))
            default: input = .keyCode(Int32.random(in: 0...0x5100, using: &random))
            }
            let key = decoder.key(for: input)
            #expect(decoder.key(for: input) == key, "\(input), \(seed)")
            if case .character(let value) = input, value >= 0xA0, let scalar = Unicode.Scalar(value) {
                #expect(key == .char(Character(scalar)), "\(input), \(seed)")
            }
        }
    }

    @Test func randomByteStringsNeverProduceMoreKeysThanBytes() {
        let seed = TestSeed(0xB17E5)
        var random = seed.generator()
        let alphabet: [UInt8] = [
            0x1B, 0x5B, 0x4F, 0x3B, 0x3C, 0x7E, 0x4D, 0x6D, 0x32, 0x30, 0x31, 0x07, 0x0D,
        ]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...40, using: &random)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random)
                    ? alphabet.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            let keys = decoder.keys(fromBytes: bytes)
            #expect(keys.count <= bytes.count, "bytes \(bytes), \(seed)")
        }
    }

    @Test func randomTextWithoutControlsComesBackCharacterByCharacter() {
        let seed = TestSeed(0x7E47)
        var random = seed.generator()
        let pieces = ["a", "Z", " ", "~", "할", "일", "テ", "🎉", "é", "中", "☑", "x"]
        for _ in 0..<1_000 {
            let text = (0..<Int.random(in: 1...30, using: &random))
                .map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = text.unicodeScalars.map { Key.char(Character($0)) }
            #expect(decoder.keys(fromBytes: Array(text.utf8)) == expected, "\(seed)")
        }
    }
}
