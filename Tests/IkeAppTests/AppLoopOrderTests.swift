import Foundation
import IkeCore
import IkeTerm
import Testing

@testable import IkeApp

/// The order `AppLoop` works in (Docs/Architecture.md): actions first in, first out; an action's
/// effects right after it, in order; the actions effects answer with at the back of the queue; one
/// frame once the queue is empty.
@Suite("App loop order")
struct AppLoopOrderTests {
    @Test func aKeyGoesFromActionToCommitToReloadAndThenOneFrame() throws {
        let (loop, _) = try makeLoop(["A", "B"])
        var events: [AppLoop<FakeTerminal>.LoopEvent] = []
        loop.observe = { events.append($0) }
        let framesBefore = loop.terminal.frames.count
        loop.handle(.char(" "))
        let kinds = events.map(Self.name)
        #expect(
            kinds == [
                "action tick", "action toggleDone", "effect change", "action committed", "effect load",
                "action list.rowLoaded",
            ])
        #expect(loop.terminal.frames.count == framesBefore + 1)
        guard case .effect(.load(let request)) = events[4] else {
            Issue.record("expected a load, got \(events[4])")
            return
        }
        // The read is built from the state after the commit was reduced: the toggled task's row.
        #expect(
            request
                == .listRow(
                    loop.state.list.query(loop.state.layout, now: loop.state.now),
                    uid: try #require(loop.state.list.selectedUID)))
    }

    @Test func anActionSentWhileTheQueueRunsWaitsForTheOnesBeforeIt() throws {
        let (loop, _) = try makeLoop(["A"])
        var events: [String] = []
        // Unowned: the loop keeps its observer, so a strong capture would be a cycle (AddressSanitizer's
        // leak check found it).
        loop.observe = { [unowned loop] event in
            events.append(Self.name(event))
            // Sent while the change runs: it must wait behind nothing already queued, but it must not
            // run inside the change (depth first) either.
            if case .effect(.change) = event { loop.send(.showStatus(StatusMessage("meanwhile"))) }
        }
        loop.send(.toggleDone)
        #expect(
            events == [
                "action toggleDone", "effect change", "action showStatus", "action committed", "effect load",
                "action list.rowLoaded",
            ])
        // The commit came last, so its message is the one showing.
        #expect(loop.state.status?.text == "Done: “A”")
    }

    @Test func comingBackFromSuspensionSendsTickResumedResizedInThatOrder() throws {
        let (loop, _) = try makeLoop(["A"])
        var events: [String] = []
        loop.observe = { events.append(Self.name($0)) }
        loop.send(.suspend)
        #expect(
            events == [
                "action suspend", "effect suspend", "action tick", "action resumed", "action resized",
            ])
        #expect(loop.terminal.suspendCount == 1)
    }

    /// A short name for an event: its case, and the screen case for a nested action.
    static func name(_ event: AppLoop<FakeTerminal>.LoopEvent) -> String {
        switch event {
        case .action(let action):
            switch action {
            case .list(let inner): "action list." + caseName(inner)
            case .review(let inner): "action review." + caseName(inner)
            default: "action " + caseName(action)
            }
        case .effect(let effect): "effect " + caseName(effect)
        }
    }

    private static func caseName(_ value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" }).split(separator: ".").last.map(String.init)
            ?? ""
    }
}

/// Background jobs post actions from their own threads; the loop reduces them between keys.
@Suite("Posting to the app loop")
struct AppLoopPostTests {
    @Test func anActionPostedFromAnotherThreadIsReducedAtTheNextIdle() throws {
        let (loop, _) = try makeLoop(["A"])
        let poster = loop.poster
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            poster.post(.showStatus(StatusMessage("From the background", kind: .error)))
            done.signal()
        }
        done.wait()
        #expect(loop.state.status == nil)
        let frames = loop.terminal.frames.count
        loop.idle()
        #expect(loop.state.status == StatusMessage("From the background", kind: .error))
        #expect(loop.terminal.frames.count == frames + 1)
    }
}
