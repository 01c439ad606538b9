import IkeTerm
import IkeViews
import Testing

@testable import IkeApp

/// The help overlay and the "terminal too small" notice.
@Suite("Help and notice snapshots")
struct OverlaySnapshotTests {
    @Test func helpAt80x24() {
        var state = listState(selected: 2)
        state.mode = .help
        assertSnapshot(AppView.render(state), named: "help-80x24")
    }

    @Test func helpAt40x12() {
        var state = listState(width: 40, height: 12, selected: 2)
        state.mode = .help
        assertSnapshot(AppView.render(state), named: "help-40x12")
    }

    @Test func helpScrolledAt40x12() {
        var state = listState(width: 40, height: 12, selected: 2)
        state.mode = .help
        state.helpScroll = 12
        assertSnapshot(AppView.render(state), named: "help-scrolled-40x12")
        state.helpScroll = 1_000
        let bottom = AppView.render(state).plainText
        #expect(bottom.contains("more above"))
    }

    @Test func helpAt120x40() {
        var state = listState(width: 120, height: 40, selected: 2)
        state.mode = .help
        assertSnapshot(AppView.render(state), named: "help-120x40")
    }

    @Test func helpInASCII() {
        var state = listState(selected: 2, color: false, ascii: true)
        state.mode = .help
        assertSnapshot(AppView.render(state), named: "help-ascii-mono-80x24")
    }

    @Test func terminalTooSmall() {
        assertSnapshot(AppView.render(listState(width: 20, height: 5)), named: "too-small-20x5")
        assertSnapshot(AppView.render(listState(width: 0, height: 0)), named: "too-small-0x0")
    }
}
