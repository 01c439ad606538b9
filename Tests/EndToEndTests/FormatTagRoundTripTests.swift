import Foundation
import IkeTestSupport
import Testing

/// Tags through every format with the installed binary: import a file another app wrote, export it in the
/// same format, import that export into a second database; titles and tags come through exactly, and the
/// Taskwarrior project goes back as the project.
@Suite("Tags through every format")
struct FormatTagRoundTripTests {
    /// A file per format, as another app writes it, and the titles and tags it holds.
    static let files: [(format: String, name: String, text: String)] = [
        ("todotxt", "tasks.txt", "(A) Call \\+1 555 0100 about +home.garden @phone\nx Pay +rent-2026 +집안일\n"),
        (
            "ics", "tasks.ics",
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:n1\r\nSUMMARY:Call +1 555 0100 about\r\n"
                + "CATEGORIES:home.garden,@phone\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:n2\r\nSUMMARY:Pay\r\n"
                + "STATUS:COMPLETED\r\nCATEGORIES:rent-2026,집안일\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        ),
        (
            "csv", "tasks.csv",
            "title,done,tags\r\nCall +1 555 0100 about,no,home.garden @phone\r\nPay,yes,rent-2026 집안일\r\n"
        ),
        (
            "markdown", "tasks.md",
            "- [ ] Call \\#1 555 0100 about #home.garden #@phone\n- [x] Pay #rent-2026 #집안일\n"
        ),
        (
            "json", "tasks.json",
            #"[{"uid":"a","title":"Call +1 555 0100 about","tags":["home.garden","@phone"]},"#
                + #"{"uid":"b","title":"Pay","done":true,"tags":["rent-2026","집안일"]}]"#
        ),
    ]

    static func expectedTitles(_ format: String) -> [String] {
        format == "markdown" ? ["Call #1 555 0100 about", "Pay"] : ["Call +1 555 0100 about", "Pay"]
    }
    static let expectedTags = [["@phone", "home.garden"], ["rent-2026", "집안일"]]

    @Test(arguments: files.indices)
    func importExportImportKeepsTitlesAndTags(index: Int) throws {
        let (format, name, text) = Self.files[index]
        let ike = try IkeCLI()
        defer { ike.remove() }
        let path = try ike.folder.write(text, to: name)
        let imported = try ike.run("import", path)
        #expect(imported.exitCode == 0, "\(format): \(imported.stderr)")
        let tasks = try ike.tasks()
        #expect(tasks.map { $0["title"] as? String } == Self.expectedTitles(format), "\(format)")
        #expect(tasks.map { $0["tags"] as? [String] } == Self.expectedTags, "\(format)")

        let export = ike.folder.path("export-\(name)")
        let exported = try ike.run("export", "--format", format, "-o", export)
        #expect(exported.exitCode == 0, "\(format): \(exported.stderr)")
        let other = ike.folder.path("other.sqlite")
        let again = try ike.run("import", export, database: other)
        #expect(again.exitCode == 0, "\(format): \(again.stderr)")
        let copies = try ike.tasks(database: other)
        #expect(copies.map { $0["title"] as? String } == Self.expectedTitles(format), "\(format)")
        #expect(copies.map { $0["tags"] as? [String] } == Self.expectedTags, "\(format)")
        // And the export read back into its own database changes nothing.
        let before = try ike.contents()
        let same = try ike.run("import", export)
        #expect(same.stdout.hasSuffix(": 0 added, 0 updated, 2 unchanged\n"), "\(format): \(same.stdout)")
        #expect(try ike.contents() == before)
    }

    @Test func aTaskwarriorProjectComesBackAsTheProject() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let uuid = "0d6f8e47-1f63-4c4b-9b2a-6c9b7f3b1a11"
        let path = try ike.folder.write(
            #"[{"uuid":"\#(uuid)","description":"Rake leaves","entry":"20261101T090000Z","status":"pending","project":"home.garden","tags":["outside","밖"]}]"#,
            to: "task.json")
        let imported = try ike.run("import", path)
        #expect(
            imported.stdout.contains("(Taskwarrior JSON): 1 added"), "\(imported.stdout) \(imported.stderr)")
        let tasks = try ike.tasks()
        #expect(tasks.map { $0["title"] as? String } == ["Rake leaves"])
        #expect(tasks.map { $0["tags"] as? [String] } == [["outside", "project:home.garden", "밖"]])
        let listed = try ike.run("list", "--tag", "project:home.garden")
        #expect(listed.stdout.contains("Rake leaves"))

        let exported = try ike.run("export", "--format", "taskwarrior")
        #expect(exported.exitCode == 0)
        let objects = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as! [[String: Any]]
        #expect(objects.first?["description"] as? String == "Rake leaves")
        #expect(objects.first?["project"] as? String == "home.garden")
        #expect(objects.first?["tags"] as? [String] == ["outside", "밖"])
        let other = ike.folder.path("other.sqlite")
        let export = try ike.folder.write(exported.stdout, to: "export.json")
        #expect(try ike.run("import", export, database: other).exitCode == 0)
        #expect(
            try ike.tasks(database: other).map { $0["tags"] as? [String] } == [
                ["outside", "project:home.garden", "밖"]
            ])
    }

    @Test func aTagThatCannotBeOneRefusesTheFileAndStoresNothing() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        try ike.run("add", "Existing")
        let before = try ike.contents()
        let path = try ike.folder.write(
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:A\r\nCATEGORIES:bad\u{1B}]52;x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
            to: "bad.ics")
        let result = try ike.run("import", path)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "ike: \(path), line 4 (record 1): CATEGORIES: a tag cannot hold control or invisible characters: "
                + "“bad<U+001B>]52;x” holds U+001B; nothing was imported\n")
        #expect(try ike.contents() == before)
    }
}
