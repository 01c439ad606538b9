import Foundation
import IkeCoreTestSupport
import Testing

@testable import IkeCore
@testable import IkeInterchange

/// Issue 18, item 5: every kind of repeat through ike JSON, CSV, Markdown and todo.txt and back (iCalendar
/// and Taskwarrior have suites of their own), what other apps write in each, and bad rules: a clear error
/// or a kept text, never a crash or a lost task.
@Suite("Repeats in JSON, CSV, Markdown and todo.txt")
struct RepeatRoundTripTests {
    static let all = RepeatingItems.all

    @Test(arguments: [InterchangeFormat.ikeJSON, .csv, .markdown, .todoTxt])
    func everyRepeatTheFormatCanHoldComesBack(_ format: InterchangeFormat) throws {
        let store = try storeHolding(Self.all)
        let (text, back) = try roundTrip(store, format)
        let expected = Self.all.map { item -> TaskRepeat? in
            guard case .custom(let custom)? = item.repeats else { return item.repeats }
            return format.repeatSyntaxes.contains(custom.syntax)
                && (format != .todoTxt || custom.syntax != .taskwarrior)
                ? item.repeats : nil
        }
        #expect(back.map(\.repeats) == expected, "\(text)")
        #expect(back.map(\.deadline) == Self.all.map(\.deadline))
        let keepsSeries = format == .ikeJSON || format == .csv
        #expect(back.map(\.seriesUID) == Self.all.map { keepsSeries ? $0.seriesUID : nil })
        // Back onto the tasks it came from: nothing changes, and nothing the file could not hold is lost.
        let plan = try Importer(store: store).run(file: "back", bytes: Array(text.utf8), format: format)
        #expect(plan.count(.update) == 0, "\(plan.summary)")
        #expect(try store.items().map(\.repeats) == Self.all.map(\.repeats))
    }

    @Test func ikeJSONWritesVersion3OnlyWhenATaskRepeats() throws {
        let plain = String(
            decoding: try Exporter.export(try storeHolding([Self.all.last!]), as: .ikeJSON).bytes,
            as: UTF8.self)
        #expect(plain.contains("\"version\":2,") && !plain.contains("repeat"))
        let text = String(
            decoding: try Exporter.export(try storeHolding(Self.all), as: .ikeJSON).bytes, as: UTF8.self)
        #expect(text.contains("\"version\":3,"))
        #expect(text.contains(#""repeat":"FREQ=DAILY;INTERVAL=3;COUNT=5","repeatFrom":"completion""#))
        #expect(text.contains(#""repeat":{"syntax":"todotxt","text":"2b"}"#))
        #expect(text.contains(#""series":"r0""#))
    }

    @Test func todoTxtReadsTopydoAndSimpletaskRecWords() throws {
        let store = try makeStore()
        try importText(
            store,
            """
            2026-11-20 Water the plants rec:3d due:2026-11-23
            2026-11-20 Pay rent rec:+1m due:2026-12-01 +home
            2026-11-20 rec:+2w Review the budget due:2026-12-04
            2026-11-20 Timesheet rec:1b due:2026-11-23
            2026-11-20 Never rec:0d due:2026-11-23
            2026-11-20 Gym rrule:FREQ=WEEKLY;BYDAY=MO,TH due:2026-11-23

            """)
        let items = try store.items()
        #expect(
            items.map(\.title) == [
                "Water the plants", "Pay rent", "Review the budget", "Timesheet", "Never", "Gym",
            ])
        #expect(
            items.map(\.repeats?.words) == [
                "every 3 days after done", "every month", "every 2 weeks", "custom (1b)", "custom (0d)",
                "every week on Mon, Thu",
            ])
        let text = String(decoding: try Exporter.export(store, as: .todoTxt).bytes, as: UTF8.self)
        for word in [
            " rec:3d ", " rec:+1m ", " rec:+2w ", " rec:1b ", " rec:0d ", " rrule:FREQ=WEEKLY;BYDAY=MO,TH ",
        ] {
            #expect(text.contains(word), "\(word) in \(text)")
        }
    }

    /// Files imported before repeats had their `rec:` word in the title, which made the derived uid: the
    /// same line still matches the same task, now without the word in its title.
    @Test func aRecWordKeepsTheDerivedUIDItMadeBefore() throws {
        let store = try makeStore()
        try importText(store, "2026-11-20 Water the plants rec:1w\n")
        var deriver = StableID.Deriver(prefix: "todotxt")
        #expect(try store.items()[0].uid == deriver.next(for: "Water the plants rec:1w"))
    }

    @Test func markdownReadsObsidianTasksRules() throws {
        let store = try makeStore()
        try importText(
            store,
            """
            - [ ] Water the plants #home 🔁 every 3 days when done 📅 2026-11-23
            - [ ] Gym 🔁 every week on Monday, Thursday 📅 2026-11-23
            - [ ] Pay rent 🔁 every month on the 1st
            - [ ] Moon 🔁 every blue moon 📅 2026-11-23
            - [ ] Nothing 🔁 every 0 days 📅 2026-11-23

            """, format: .markdown)
        let items = try store.items()
        // What is not a rule ike reads stays in the title, as written: nothing is lost.
        #expect(
            items.map(\.title) == [
                "Water the plants", "Gym", "Pay rent", "Moon 🔁 every blue moon", "Nothing 🔁 every 0 days",
            ])
        #expect(
            items.map(\.repeats?.words) == [
                "every 3 days after done", "every week on Mon, Thu", "every month on the 1st", nil, nil,
            ])
        #expect(items[2].deadline?.iso == "2026-12-01", "a rule without a deadline gets its first date")
        let text = String(decoding: try Exporter.export(store, as: .markdown).bytes, as: UTF8.self)
        #expect(
            text.hasPrefix("- [ ] Water the plants #home 🔁 every 3 days when done 📅 2026-11-23 <!-- uid:"))
    }

    @Test func csvReadsWordsAndRRULEsAndRefusesBadRules() throws {
        let store = try makeStore()
        try importText(
            store,
            "title,due,repeat\nWater,2026-11-23,every 3 days after done\nGym,2026-11-23,FREQ=WEEKLY;BYDAY=MO\n"
                + "Payslip,2026-11-30,FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO\nOnce,,\n")
        #expect(
            try store.items().map(\.repeats?.words) == [
                "every 3 days after done", "every week on Mon", "custom (FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO)",
                nil,
            ])
        for (rule, why) in [
            ("every 0 days", "the interval must be at least 1"),
            ("every -1 weeks", "the interval must be a whole number of at least 1"),
            ("sometimes", "could not read “sometimes” as a repeat"),
        ] {
            let failure = importFailure(
                try makeStore(), bytes: Array("title,repeat\nOk,\nBad,\(rule)\n".utf8))
            #expect(failure?.hasPrefix("tasks, line 3 (record 2): repeat: ") == true, "\(failure ?? "")")
            #expect(failure?.contains(why) == true, "\(failure ?? "")")
        }
        // A file without a repeat column leaves the rules alone.
        let rules = try store.items().map(\.repeats)
        try importText(store, "title,notes\nWater,wet\n")
        #expect(try store.items().prefix(4).map(\.repeats) == rules)
    }

    @Test func ikeJSONRefusesBadRepeatMembersAndKeepsRulesItCannotFollow() throws {
        func json(_ members: String) -> [UInt8] {
            Array(
                #"{"format":"ike","version":3,"tasks":[{"uid":"a","title":"A","deadline":"2026-11-23",\#(members)}]}"#
                    .utf8)
        }
        #expect(
            importFailure(try makeStore(), bytes: json(#""repeat":5"#))?.contains(
                "“repeat” must be an RRULE text or an object") == true)
        #expect(
            importFailure(try makeStore(), bytes: json(#""repeat":"FREQ=DAILY","repeatFrom":"never""#))?
                .contains("“repeatFrom” must be") == true)
        #expect(
            importFailure(try makeStore(), bytes: json(#""repeat":{"syntax":"cron","text":"* * *"}"#))?
                .contains("a custom “repeat” needs") == true)
        let store = try makeStore()
        try importText(store, String(decoding: json(#""repeat":"FREQ=DAILY;COUNT=0""#), as: UTF8.self))
        #expect(try store.items()[0].repeats == .custom(CustomRepeat(.iCalendar, "FREQ=DAILY;COUNT=0")))
    }
}
