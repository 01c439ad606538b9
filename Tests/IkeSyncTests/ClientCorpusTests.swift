import Foundation
import IkeCore
import IkeInterchange
import IkeTestSupport
import Testing

@testable import IkeSync

/// Issue 30's corpus test: every VTODO of `ClientCorpus/` (real clients' calendars from public projects' test
/// resources, listed in its README) is put on Radicale as the phone would, synced into a fresh ike database,
/// changed there by one write path and synced back. Every property the path does not own stays byte for
/// byte as the server had it before the write, and the result is valid (`CalendarValidity`). The baseline
/// is the server's own copy after the phone's PUT, so what Radicale rewrites on storing any file is not
/// counted against ike: it sorts each component's properties by name, adds `DTSTAMP` where there was none,
/// marks a floating `CREATED` with `X-VOBJ-FLOATINGTIME-ALLOWED=TRUE`, and folds lines its own way.
@Suite("Real clients' VTODOs through ike's write paths", .caldavServers([.radicale]))
struct ClientCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ClientCorpus")

    /// The corpus's file names, sorted.
    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".ics") }.sorted()

    /// At most a few cases talk to the suite's Radicale at once.
    static let gate = CaseGate(6)

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 30, "\(Self.folder.path)")
    }

    @Test(arguments: files, CorpusWritePath.allCases)
    func aWriteKeepsWhatItDoesNotOwnAndLeavesAValidObject(file: String, path: CorpusWritePath) async throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        try await Self.gate.run {
            try await Self.run(text, file: file, path: path)
        }
    }

    /// One case: the phone's PUT of `text`, a sync, `path`'s change in ike, a sync, and the checks.
    static func run(_ text: String, file: String, path: CorpusWritePath) async throws {
        try await RecurringLiveSyncTests.withCollection(on: .radicale) { url, remote in
            let href = try await remote.create(named: file, body: text).href
            let stored = try await Self.calendar(remote, href)
            let uid = try #require(
                stored.components.first { $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil }?
                    .property("UID")?.value)
            let laptop = try SyncDevice("laptop")
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let item = try #require(try laptop.store.item(uid: uid))
            var before = stored
            switch path {
            case .title: try Self.edit(laptop, uid) { $0.title = "Retitled in ike" }
            case .tag: try Self.edit(laptop, uid) { _ = $0.tags.insert(try! Tag("from-ike")) }
            case .done:
                laptop.advance()
                do {
                    _ = try laptop.store.setDone(!item.isDone, uids: [uid])
                } catch StoreError.cannotFollowRule {
                    // A series ike cannot step is left as it is (issue 30, "Bad input").
                    if case .custom = item.repeats {} else { Issue.record("refused a rule ike follows") }
                    #expect(try await RecurringLiveSyncTests.sync(laptop, url, remote).actions.isEmpty)
                    return
                }
            case .due, .merge:
                let (date, time) = CorpusWritePath.newDeadline(item.deadline, item.deadlineTime)
                try Self.edit(laptop, uid) { item in
                    item.deadline = date
                    item.deadlineTime = time
                }
                if path == .merge {
                    before = try await Self.phoneRetitles(remote, href, stored)
                }
            }
            try await RecurringLiveSyncTests.sync(laptop, url, remote)
            let after = try await Self.calendar(remote, href)
            let comparison = CorpusComparison(before: before, after: after, path: path)
            #expect(comparison.differences.isEmpty, "\(comparison.differences)")
            #expect(comparison.changedOwned, "the write did not reach the server: \(after.text)")
            let validity = CalendarValidity(after, before: before)
            #expect(validity.problems.isEmpty, "\(validity.problems) in \(after.text)")
            if path == .merge {
                #expect(try laptop.store.item(uid: uid)?.title == "Edited on the phone")
            }
            // What else the sync wrote (done records of the series, from ike's completions and from the
            // overrides a moved start left behind) is valid too.
            let others = try await remote.listing().map(\.href).filter { $0 != href }
            for member in try await remote.fetch(others) {
                let problems = CalendarValidity(try CalendarComponent.parse(bytes: member.body)).problems
                #expect(problems.isEmpty, "\(member.href): \(problems)")
            }
        }
    }

    /// The server's copy of `href`, parsed.
    static func calendar(_ remote: ClientCollectionStore, _ href: String) async throws -> CalendarComponent {
        let member = try #require(try await remote.get(href))
        return try CalendarComponent.parse(bytes: member.body)
    }

    /// Changes the task `uid` on `device`, a minute after its last change.
    static func edit(_ device: SyncDevice, _ uid: String, _ change: (inout TodoItem) throws -> Void) throws {
        device.advance()
        var item = try #require(try device.store.item(uid: uid))
        try change(&item)
        let changed = item
        _ = try device.store.change { try $0.update(changed) }
    }

    /// The phone's edit: the master's SUMMARY replaced (or added), the rest as the server had it, put back
    /// with the server's ETag; returns the server's copy after it.
    static func phoneRetitles(
        _ remote: ClientCollectionStore, _ href: String, _ stored: CalendarComponent
    ) async throws -> CalendarComponent {
        var edited = stored
        let index = try #require(
            edited.components.firstIndex { $0.name == "VTODO" && $0.property("RECURRENCE-ID") == nil })
        edited.components[index].set(.text("SUMMARY", "Edited on the phone"))
        let etag = try #require(try await remote.get(href)?.etag)
        _ = try await remote.update(href, body: edited.text, etag: etag)
        return try await calendar(remote, href)
    }
}
