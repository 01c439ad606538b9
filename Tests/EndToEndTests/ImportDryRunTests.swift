import Foundation
import GRDB
import IkeCore
import IkeTestSupport
import Testing

/// `ike import --dry-run` only reads the database, and a file that cannot be imported never creates one.
@Suite("Import dry run")
struct ImportDryRunTests {
    @Test func aDryRunOnAMissingDatabaseCreatesNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let database = ike.folder.path("new/ike.sqlite")
        let result = try ike.run("import", "-", "--dry-run", database: database, stdin: .string("Buy milk\n"))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                add       line 1: Buy milk
                Dry run of standard input (todo.txt): 1 to add, 0 to update, 0 unchanged; nothing was changed \
                (there is no database at \(database) yet)

                """)
        #expect(!FileManager.default.fileExists(atPath: ike.folder.path("new")))
        // What the format has no place for, which a matched task keeps (issue 31, item 3).
        #expect(
            result.stderr
                == "ike: todo.txt has no place for notes, series, estimate, planned day: a task it matches keeps its own "
                + "(Docs/Formats.md, "
                + "\"Fields by format\")\n", "\(result.stderr)")
    }

    @Test func aFileThatCannotBeImportedCreatesNoDatabase() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ike.run("import", "-", stdin: .string("Milk\nBread due:2026-02-30\n"))
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "ike: standard input, line 2 (record 2): “due:2026-02-30” is not a date such as "
                + "due:2026-12-01; nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func aFirstImportThatRepeatsAUidCreatesNoDatabase() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let result = try ike.run("import", "-", stdin: .string("Milk uid:same\nBread uid:same\n"))
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "ike: standard input, line 2 (record 2): the uid “same” was already used at line 1; "
                + "nothing was imported\n")
        #expect(!FileManager.default.fileExists(atPath: ike.database))
    }

    @Test func aDryRunReadsAnOlderDatabaseWithoutMigratingOrWritingIt() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        do {
            let queue = try DatabaseQueue(path: ike.database)
            try Schema.migrator.migrate(queue, upTo: "v1-create-task")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO task (uid, title, orderKey, createdAt, updatedAt)
                        VALUES ('u1', 'Buy milk', 'a', 0, 0)
                        """)
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: ike.database))
        let result = try ike.run("import", "-", "--dry-run", stdin: .string("x Buy milk uid:u1\nCall mom\n"))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                update    line 1: Buy milk (done)
                add       line 2: Call mom
                Dry run of standard input (todo.txt): 1 to add, 1 to update, 0 unchanged; nothing was changed

                """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: ike.database)) == before)
        var readOnly = Configuration()
        readOnly.readonly = true
        let migrations = try DatabaseQueue(path: ike.database, configuration: readOnly).read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(migrations == ["v1-create-task"])
    }

    @Test func aDryRunListsTheChangedOccurrencesOfARepeatingTaskAsSkipped() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let calendar = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:weekly@example.com
            SUMMARY:Water plants
            RRULE:FREQ=WEEKLY
            END:VTODO
            BEGIN:VTODO
            UID:weekly@example.com
            RECURRENCE-ID;VALUE=DATE:20261208
            SUMMARY:Water plants (moved)
            END:VTODO
            END:VCALENDAR

            """
        let result = try ike.run("import", "-", "--dry-run", stdin: .string(calendar))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                add       line 2: Water plants
                skip      Water plants (moved) (a changed occurrence of a repeating task)
                Dry run of standard input (iCalendar): 1 to add, 0 to update, 0 unchanged, 1 skipped; nothing was \
                changed (there is no database at \(ike.database) yet)

                """)
    }
}
