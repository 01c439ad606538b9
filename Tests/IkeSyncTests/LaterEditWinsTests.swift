import Foundation
import IkeCore
import IkeSync
import Testing

/// Issue 30, item 1: a field changed on two machines goes to the later edit of that field, whenever each
/// machine syncs; the copy a machine sends carries the time of its last edit, not of the upload.
@Suite("The later edit wins, field by field")
struct LaterEditWinsTests {
    /// Two machines whose clocks agree: time passes for both.
    static func machines() throws -> (SyncDevice.Counter, SyncDevice, SyncDevice) {
        let clock = SyncDevice.Counter(1_795_338_000)
        return (clock, try SyncDevice("laptop", clock: clock), try SyncDevice("desktop", clock: clock))
    }

    @Test func theLaterTitleWinsThoughTheEarlierSyncsFirst() async throws {
        let server = MemoryCalDAV()
        let (clock, laptop, desktop) = try Self.machines()
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try laptop.edit("Pay rent") { $0.title = "Laptop title" }
        _ = clock.add(3)
        try desktop.edit("Pay rent") { $0.title = "Desktop title" }
        // The laptop syncs first, well after both edits; the desktop later still.
        _ = clock.add(600)
        try await laptop.sync(with: server)
        _ = clock.add(600)
        let summary = try await desktop.sync(with: server).summary
        #expect(summary.conflicts == 1)
        let conflict = try #require(try desktop.store.syncConflicts().first)
        #expect(
            conflict.kept == "Desktop title" && conflict.lost == "Laptop title" && conflict.field == "title")
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Desktop title"])
        #expect(try desktop.titles() == ["Desktop title"])
        let member = try #require(await server.members.values.first)
        #expect(String(decoding: member.body, as: UTF8.self).contains("SUMMARY:Desktop title"))
    }

    @Test func aLaterEditOfAnotherFieldDoesNotCarryAnEarlierOne() async throws {
        let server = MemoryCalDAV()
        let (clock, laptop, desktop) = try Self.machines()
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        // Desktop: title first, notes much later. Laptop: its title between the two.
        try desktop.edit("Pay rent") { $0.title = "Desktop title" }
        _ = clock.add(60)
        try laptop.edit("Pay rent") { $0.title = "Laptop title" }
        _ = clock.add(10)
        try await laptop.sync(with: server)
        _ = clock.add(60)
        // The desktop's last edit is later than the laptop's copy, but its title is earlier.
        try desktop.edit("Desktop title") { $0.notes = "by transfer" }
        _ = clock.add(60)
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        for machine in [laptop, desktop] {
            let item = try #require(try machine.store.items().first)
            #expect(item.title == "Laptop title" && item.notes == "by transfer", "\(machine.name)")
        }
    }

    @Test func theCopySentCarriesTheTimeOfTheLastEditNotOfTheUpload() async throws {
        let server = MemoryCalDAV()
        let (clock, laptop, _) = try Self.machines()
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try laptop.edit("Pay rent") { $0.title = "Rent" }
        let edited = try #require(try laptop.store.items().first).updatedAt
        _ = clock.add(3600)
        try await laptop.sync(with: server)
        let member = try #require(await server.members.values.first)
        let text = String(decoding: member.body, as: UTF8.self)
        let stamp = DateTimeStamp.basicUTC(edited)
        #expect(text.contains("LAST-MODIFIED:\(stamp)") && text.contains("DTSTAMP:\(stamp)"), "\(text)")
    }

    /// Clocks a day apart: the machine whose clock is ahead wins a field both changed (Docs/Sync.md).
    @Test func clocksADayApartGiveTheFieldToTheClockAhead() async throws {
        let server = MemoryCalDAV()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice(
            "desktop", startingAt: Date(timeIntervalSince1970: 1_795_338_000 - 86_400))
        try laptop.add("Pay rent")
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try desktop.edit("Pay rent") { $0.title = "Behind" }
        try laptop.edit("Pay rent") { $0.title = "Ahead" }
        try await laptop.sync(with: server)
        try await desktop.sync(with: server)
        try await laptop.sync(with: server)
        #expect(try laptop.titles() == ["Ahead"] && desktop.titles() == ["Ahead"])
    }
}

/// The `YYYYMMDDTHHMMSSZ` form the VTODO stamps use.
enum DateTimeStamp {
    static func basicUTC(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year!, parts.month!, parts.day!, parts.hour!,
            parts.minute!,
            parts.second!)
    }
}
