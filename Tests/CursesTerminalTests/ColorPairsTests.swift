import IkeTerm
import Testing

@testable import CursesTerminal

struct ColorPairsTests {
    final class Recorder {
        var calls: [[Int16]] = []
        var accept = true
    }

    @Test func pairsAreCreatedOnFirstUseAndReused() {
        let recorder = Recorder()
        var pairs = ColorPairs(maxPairs: 64, defaultColors: true) { number, fg, bg in
            recorder.calls.append([number, fg, bg])
            return recorder.accept
        }
        #expect(pairs.pair(foreground: .default, background: .default) == 0)
        #expect(pairs.pair(foreground: .red, background: .default) == 1)
        #expect(pairs.pair(foreground: .blue, background: .yellow) == 2)
        #expect(pairs.pair(foreground: .red, background: .default) == 1)
        #expect(recorder.calls == [[1, 1, -1], [2, 4, 3]])
        #expect(pairs.count == 2)
    }

    @Test func withoutDefaultColorsDefaultsAreWhiteOnBlack() {
        let recorder = Recorder()
        var pairs = ColorPairs(maxPairs: 64, defaultColors: false) { number, fg, bg in
            recorder.calls.append([number, fg, bg])
            return true
        }
        #expect(pairs.pair(foreground: .default, background: .blue) == 1)
        #expect(pairs.pair(foreground: .green, background: .default) == 2)
        #expect(recorder.calls == [[1, 7, 4], [2, 2, 0]])
    }

    @Test func exhaustedOrRefusedPairsFallBackToTheDefaultPair() {
        let recorder = Recorder()
        var pairs = ColorPairs(maxPairs: 3, defaultColors: true) { number, fg, bg in
            recorder.calls.append([number, fg, bg])
            return recorder.accept
        }
        #expect(pairs.pair(foreground: .red, background: .default) == 1)
        #expect(pairs.pair(foreground: .green, background: .default) == 2)
        #expect(pairs.pair(foreground: .cyan, background: .default) == 0)
        #expect(recorder.calls.count == 2)
        recorder.accept = false
        var refusing = ColorPairs(maxPairs: 64, defaultColors: true) { _, _, _ in recorder.accept }
        #expect(refusing.pair(foreground: .red, background: .black) == 0)
        #expect(refusing.count == 0)
    }

    @Test func paletteColoursBeyondTheTerminalsAreDrawnAsTheNearestItHas() {
        let recorder = Recorder()
        var wide = ColorPairs(maxPairs: 64, colors: 256, defaultColors: true) { number, fg, bg in
            recorder.calls.append([number, fg, bg])
            return true
        }
        _ = wide.pair(foreground: .indexed(208), background: .default)
        var eight = ColorPairs(maxPairs: 64, colors: 8, defaultColors: true) { number, fg, bg in
            recorder.calls.append([number, fg, bg])
            return true
        }
        // 208 is orange (255, 135, 0): yellow (205, 205, 0) is the nearest of eight; 196 pure red.
        _ = eight.pair(foreground: .indexed(208), background: .default)
        _ = eight.pair(foreground: .indexed(196), background: .indexed(21))
        #expect(recorder.calls == [[1, 208, -1], [1, 3, -1], [2, 1, 4]])
    }
}
