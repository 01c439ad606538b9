import Foundation
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Export then import over random hostile tasks: every field a format carries comes back unchanged, and
/// importing the export again adds and changes nothing.
@Suite("Interchange properties")
struct InterchangePropertyTests {
    /// The fields each format must keep exactly.
    struct Carried {
        var uid = true
        var notes = false
        var deadline = false
        var done = true
        /// Precision of doneAt and createdAt: 0 none, 1 day, 2 second, 3 millisecond.
        var times = 0
        var flags = false
        var updatedAt = false
    }

    static let cases: [(InterchangeFormat, Carried)] = [
        (.ikeJSON, Carried(notes: true, deadline: true, times: 3, flags: true, updatedAt: true)),
        (.csv, Carried(notes: true, deadline: true, times: 3, flags: true, updatedAt: true)),
        (.todoTxt, Carried(deadline: true, times: 1, flags: true)),
        (.markdown, Carried(deadline: true)),
        (.iCalendar, Carried(notes: true, deadline: true, times: 2, flags: true)),
        (.taskwarrior, Carried(notes: true, deadline: true, times: 2, flags: true)),
        (.todosJSON, Carried()),
        (.goalsJSON, Carried(notes: true, deadline: true)),
        (.checklistJSON, Carried(uid: false)),
        (.matrixJSON, Carried(uid: false, done: false, flags: true)),
        (.titlesJSON, Carried(uid: false, done: false)),
    ]

    static func cut(_ date: Date?, _ precision: Int) -> Date? {
        guard let date else { return nil }
        switch precision {
        case 1: return DateTimeText.midnight(of: utcDay(date)!, in: TimeZone(identifier: "UTC")!)
        case 2: return Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        default: return date
        }
    }

    @Test(arguments: cases.indices)
    func exportThenImportKeepsWhatTheFormatCarries(caseIndex: Int) throws {
        let (format, carried) = Self.cases[caseIndex]
        let seed = TestSeed(0x1CE)
        var random = RandomTasks(seed.generator(offset: UInt64(caseIndex)))
        let source = try storeHolding(exportable(random.items(150), as: format))
        let original = try source.items()
        let (text, imported) = try roundTrip(source, format)
        try #require(imported.count == original.count, "\(format), \(seed): \(text.prefix(2000))")
        for (before, after) in zip(original, imported) {
            let context =
                "\(format) \(before.uid), \(seed): \(JSONText.quoted(before.title)) → "
                + JSONText.quoted(after.title)
            if format.isSimpleJSON {
                // The simple shapes have no place for tags: they carry them as `+word`s of the title.
                #expect(after.title == TitleTags.written(before), "\(context)")
                #expect(after.tags.isEmpty, "\(context)")
            } else {
                #expect(after.title == before.title, "\(context)")
                #expect(
                    after.tags == before.tags && after.tags.names == before.tags.names,
                    "\(context): \(before.tags.names) → \(after.tags.names)")
            }
            if carried.uid {
                // Simple JSON ids that are not UUIDs are namespaced in a store that does not know them.
                let namespaced = format.isSimpleJSON && !StableID.isUUID(before.uid)
                #expect(after.uid == (namespaced ? "json:" + before.uid : before.uid), "\(context)")
            }
            if carried.notes { #expect(after.notes == before.notes, "\(context)") }
            if carried.deadline { #expect(after.deadline == before.deadline, "\(context)") }
            if carried.done { #expect(after.isDone == before.isDone, "\(context)") }
            if carried.flags { #expect(after.quadrant == before.quadrant, "\(context)") }
            if carried.times > 0 {
                #expect(after.createdAt == Self.cut(before.createdAt, carried.times), "\(context)")
                #expect(after.doneAt == Self.cut(before.doneAt, carried.times), "\(context)")
            }
            if carried.updatedAt { #expect(after.updatedAt == before.updatedAt, "\(context)") }
        }
        #expect(try source.items().map(\.orderKey) == original.map(\.orderKey), "\(seed)")
    }

    @Test(arguments: cases.indices)
    func importingAnExportIntoItsOwnStoreChangesNothing(caseIndex: Int) throws {
        let (format, carried) = Self.cases[caseIndex]
        guard carried.uid else { return }  // formats without ids match by derived uids only (see next test)
        let seed = TestSeed(0xF00D)
        var random = RandomTasks(seed.generator(offset: UInt64(caseIndex)))
        let store = try storeHolding(exportable(random.items(60), as: format))
        let before = try wholeTable(store)
        let bytes = try Exporter.export(store, as: format).bytes
        let plan = try Importer(store: store).run(file: "export", bytes: bytes, format: format)
        #expect(plan.count(.add) == 0 && plan.count(.update) == 0, "\(format), \(seed): \(plan.summary)")
        #expect(plan.count(.unchanged) == 60, "\(format), \(seed)")
        #expect(try wholeTable(store) == before, "\(format), \(seed)")
    }

    @Test(arguments: cases.indices)
    func importingTheSameFileTwiceAddsNothingTheSecondTime(caseIndex: Int) throws {
        let (format, _) = Self.cases[caseIndex]
        let seed = TestSeed(0xBEEF)
        var random = RandomTasks(seed.generator(offset: UInt64(caseIndex)))
        let bytes = try Exporter.export(
            try storeHolding(exportable(random.items(60), as: format)), as: format
        ).bytes
        let target = try makeStore()
        let first = try Importer(store: target).run(file: "f", bytes: bytes, format: format)
        #expect(first.count(.add) == 60, "\(format), \(seed)")
        let after = try wholeTable(target)
        let second = try Importer(store: target).run(file: "f", bytes: bytes, format: format)
        #expect(
            second.count(.add) == 0 && second.count(.update) == 0, "\(format), \(seed): \(second.summary)")
        #expect(try wholeTable(target) == after, "\(format), \(seed)")
    }

    @Test(arguments: cases.indices)
    func detectionRecognisesEveryExport(caseIndex: Int) throws {
        let (format, _) = Self.cases[caseIndex]
        let seed = TestSeed(0xD00D)
        var random = RandomTasks(seed.generator(offset: UInt64(caseIndex)))
        let bytes = try Exporter.export(
            try storeHolding(exportable(random.items(20), as: format)), as: format
        ).bytes
        let plan = try Importer(store: try makeStore()).run(file: "f", bytes: bytes)
        #expect(plan.format == format, "\(seed)")
        #expect(plan.count(.add) == 20, "\(format), \(seed)")
    }
}
