import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport

@testable import IkeCore
@testable import IkeInterchange

/// Imports `text` into `store` as if from a file named `name`.
@discardableResult
func importText(
    _ store: TaskStore, _ text: String, name: String = "tasks", format: InterchangeFormat? = nil,
    dryRun: Bool = false
) throws -> ImportPlan {
    try Importer(store: store).run(file: name, bytes: Array(text.utf8), format: format, dryRun: dryRun)
}

/// The bytes of `path` under `Fixtures/`: files as another app wrote them (see each folder's README).
func fixture(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtureURL(path)))
}

/// Where `Fixtures/PATH` is: beside this file in the checkout (not through Bundle, whose lookups failed
/// now and then under a full test run's load).
func fixtureURL(_ path: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .appendingPathComponent(path)
}

/// Imports the fixture at `path`, named as the file (`done.txt`) in messages.
@discardableResult
func importFixture(
    _ store: TaskStore, _ path: String, dryRun: Bool = false, overwrite: Bool = false
) throws -> ImportPlan {
    try Importer(store: store).run(
        file: String(path.split(separator: "/").last!), bytes: try fixture(path), dryRun: dryRun,
        overwrite: overwrite)
}

/// The message an import of `bytes` fails with, or `nil` when it succeeds.
func importFailure(
    _ store: TaskStore, bytes: [UInt8], name: String = "tasks", format: InterchangeFormat? = nil
) -> String? {
    do {
        try Importer(store: store).run(file: name, bytes: bytes, format: format)
        return nil
    } catch {
        return String(describing: error)
    }
}

/// Every column of every row, ids and order keys included, then every tag link, to prove a failed import
/// changed nothing.
func wholeTable(_ store: TaskStore) throws -> [[String]] {
    try store.read { db in
        let tasks: [[String]] = try Row.fetchAll(db, sql: "SELECT * FROM task ORDER BY id").map { row in
            row.databaseValues.map(\.description)
        }
        let links = try Row.fetchAll(
            db,
            sql: """
                SELECT task_tag.taskId, tag.name, tag.openCount, tag.doneCount FROM task_tag
                JOIN tag ON tag.id = task_tag.tagId ORDER BY task_tag.taskId, tag.key
                """
        ).map { row -> [String] in row.databaseValues.map(\.description) }
        return tasks + links
    }
}

/// A store holding `items` (inserted as given, at the bottom, in order).
func storeHolding(_ items: [TodoItem]) throws -> TaskStore {
    let store = try makeStore()
    try store.change { try $0.insertAll(items) }
    return store
}

/// Exports every task of `store` as `format` and imports the text into a fresh store.
func roundTrip(_ store: TaskStore, _ format: InterchangeFormat) throws -> (text: String, items: [TodoItem]) {
    let bytes = try Exporter.export(store, as: format).bytes
    let target = try makeStore()
    try Importer(store: target).run(file: "export", bytes: bytes, format: format)
    return (String(decoding: bytes, as: UTF8.self), try target.items())
}

/// The day of an instant in UTC, the time zone of the test stores.
func utcDay(_ date: Date?) -> LocalDate? {
    date.map { LocalDate.today(now: $0, timeZone: TimeZone(identifier: "UTC")!) }
}

/// Random tasks with hostile text: any Unicode (Korean, emoji, combining marks, RTL), quotes, commas,
/// semicolons, backslashes, control characters, words that look like a format's own markup, and notes
/// with line breaks; uids with spaces, `%`, `,`, `;` and backslashes.
struct RandomTasks {
    /// Seeded, so a failing property test fails the same way every run.
    var generator: SplitMix

    /// Pieces text is built from: hostile punctuation, control characters and scripts of every width.
    static let pieces: [String] = [
        "a", "Z", "7", " ", "  ", ",", ";", "\"", "'", "\\", ":", "=", "+x", "@ctx", "-", "#", "*", "[ ]",
        "<!--",
        "\u{1}", "\u{7}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "é", "e\u{301}", "ß", "할 일",
        "\u{1100}\u{1161}", "漢字", "カ\u{3099}", "🎉", "👩‍👩‍👧", "🇰🇷", "\u{200F}", "ا", "\u{2028}", "\u{FEFF}", "%s",
        "BEGIN:VTODO", "END:VCALENDAR", "x ", "(A) ",
        // Escapes that a combining mark joins into one Character with the character it follows.
        ",\u{301}", ";\u{301}", "\\\u{301}", "=\u{301}", "\u{7F}\u{301}",
        // Words that are markup in todo.txt or Markdown when their value has the right shape, text otherwise.
        " due:later ", " uid:x ", " pri:A ", " 📅 soon ", " ✅ ok ",
        // Title words that read as tags in todo.txt or Markdown, and what ike escapes them with.
        " +home ", " #work ", " #123 ", " \\+x ", " \\#y ", " @ ",
    ]

    /// Tag names with what formats escape or read as markup; `Work` and `work` are one tag; a Taskwarrior
    /// project.
    static let tagNames = [
        "work", "Work", "@ctx", "할일", "é", "🎉", "👩‍💻", "a,b", "x;y", "q\"uote", "back\\slash", "=sum", "-minus",
        "due:later", "uid:x", "%s", "<!--", "a.b-c_d", "project:home.garden", "Project:작업", "\\+x", "-->",
    ]

    /// What follows `uid-N` in every other non-UUID uid: characters each format must escape or encode.
    static let uidSuffixes = ["", " a b", ",c", ";d", "\\e", "%20", "a\\,b;c d%", "\\n"]

    init(_ generator: SplitMix) { self.generator = generator }

    mutating func text(maxPieces: Int, newlines: Bool) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...maxPieces, using: &generator) {
            if newlines && Int.random(in: 0..<6, using: &generator) == 0 {
                text += ["\n", "\r\n", "\n\n", "\t"].randomElement(using: &generator)!
            } else {
                text += Self.pieces.randomElement(using: &generator)!
            }
        }
        return text
    }

    /// `count` valid tasks, normalised as the store keeps them; ids are a mix of UUIDs and other text.
    mutating func items(_ count: Int) -> [TodoItem] {
        var items: [TodoItem] = []
        while items.count < count {
            guard let title = TodoItem.normalizedTitle(text(maxPieces: 8, newlines: false)) else { continue }
            let index = items.count
            let uid =
                index % 2 == 0
                ? UUID(
                    uuid: (
                        UInt8(index & 0xFF), UInt8(index >> 8), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
                    )
                )
                .uuidString.lowercased()
                : "uid-\(index)" + Self.uidSuffixes.randomElement(using: &generator)!
            let created = Date(
                milliseconds: Int64.random(in: 946_684_800_000...1_893_456_000_000, using: &generator))
            let done = Bool.random(using: &generator)
            items.append(
                TodoItem(
                    uid: uid, title: title,
                    notes: Bool.random(using: &generator)
                        ? TodoItem.normalizedNotes(text(maxPieces: 12, newlines: true)) : "",
                    deadline: Bool.random(using: &generator)
                        ? LocalDate(daysSinceEpoch: Int.random(in: -25_000...50_000, using: &generator))
                        : nil,
                    isDone: done,
                    doneAt: done
                        ? created.addingTimeInterval(Double.random(in: 0...9e7, using: &generator)) : nil,
                    isImportant: Bool.random(using: &generator), isUrgent: Bool.random(using: &generator),
                    createdAt: created,
                    updatedAt: created.addingTimeInterval(Double.random(in: 0...1e8, using: &generator)),
                    tags: TagSet(
                        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                            try! Tag(Self.tagNames.randomElement(using: &generator)!)
                        })))
        }
        return items
    }
}

/// `items` as `format` can carry them: a tag with a comma is refused by the Taskwarrior export
/// (`TaskwarriorCommaTagTests`), so it is left out of tasks meant for Taskwarrior.
func exportable(_ items: [TodoItem], as format: InterchangeFormat) -> [TodoItem] {
    guard format == .taskwarrior else { return items }
    return items.map { item in
        var kept = item
        kept.tags = TagSet(
            item.tags.filter { !$0.name.contains(",") || $0.name.lowercased().hasPrefix("project:") })
        return kept
    }
}
