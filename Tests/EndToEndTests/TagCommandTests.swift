import Foundation
import IkeTestSupport
import Testing

/// `--tag` on `add`, `edit` and `list`, `--untag`, `ike tags`, and the tags of `--json`, through the built
/// binary.
@Suite("Tags on the command line")
struct TagCommandTests {
    /// Three tasks: “Pay rent” #bills #home, “Prepare slides” @phone #work (done), “Fix tap” #home.
    func seeded() throws -> IkeCLI {
        let ike = try IkeCLI()
        try ike.run("add", "Pay", "rent", "--tag", "home", "--tag", "Bills")
        try ike.run("add", "Prepare slides", "--tag", "+work", "--tag", "@phone")
        try ike.run("add", "Fix tap", "--tag", "HOME")
        try ike.run("done", "2")
        return ike
    }

    @Test func addShowsTheTagsAsStoredAndJSONListsThem() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        #expect(
            try ike.run("add", "Pay rent", "--tag", "home", "--tag", "#Bills").stdout
                == "Added 1: Pay rent  #Bills #home\n")
        // The first spelling stays: HOME is the tag home.
        #expect(try ike.run("add", "Fix tap", "--tag", "HOME").stdout == "Added 2: Fix tap  #home\n")
        let tasks = try ike.tasks()
        #expect(tasks.map { $0["tags"] as! [String] } == [["Bills", "home"], ["home"]])
        #expect(tasks.map { $0["title"] as! String } == ["Pay rent", "Fix tap"])
    }

    @Test func listWantsEveryTagGiven() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let home = try ike.run("list", "--tag", "home")
        #expect(home.exitCode == 0)
        #expect(
            home.stdout == """
                ID  DONE  DUE                QUADRANT   TITLE
                 1  [ ]                      eliminate  Pay rent  #Bills #home
                 3  [ ]                      eliminate  Fix tap  #home

                """)
        #expect(try ike.run("list", "--tag", "HOME", "--tag", "bills").stdout.contains("Pay rent"))
        #expect(!(try ike.run("list", "--tag", "HOME", "--tag", "bills").stdout.contains("Fix tap")))
        let done = try ike.run("list", "--done", "--tag", "@phone", "--json")
        let parsed = try JSONSerialization.jsonObject(with: Data(done.stdout.utf8)) as! [[String: Any]]
        #expect(parsed.map { $0["title"] as! String } == ["Prepare slides"])
        #expect(parsed.map { $0["tags"] as! [String] } == [["@phone", "work"]])
    }

    @Test func anUnknownTagListsNothingAndSaysSo() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let result = try ike.run("list", "--tag", "wrok")
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "No task has the tag “wrok”; ike tags lists every tag.\nNo tasks.\n")
        let json = try ike.run("list", "--tag", "wrok", "--json")
        #expect(json.exitCode == 0 && json.stdout == "[]\n")
    }

    @Test func editAddsAndRemovesTags() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let result = try ike.run("edit", "1", "--tag", "urgent", "--untag", "BILLS")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "Edited 1: Pay rent  #home #urgent\n")
        #expect(try ike.tasks()[0]["tags"] as! [String] == ["home", "urgent"])
    }

    @Test func untagOfATagTheTaskDoesNotHaveIsRefused() throws {
        let ike = try seeded()
        defer { ike.remove() }
        let before = try ike.contents()
        let result = try ike.run("edit", "3", "--title", "Fix the tap", "--untag", "garden")
        #expect(result.exitCode == 1)
        #expect(result.stderr == "ike: task 3 “Fix tap” has no tag “garden”; nothing was changed\n")
        #expect(try ike.contents() == before)
    }

    @Test func tagsListsEveryTagWithItsCounts() throws {
        let ike = try seeded()
        defer { ike.remove() }
        #expect(
            try ike.run("tags").stdout == """
                OPEN  DONE  TAG
                   0     1  @phone
                   1     0  Bills
                   2     0  home
                   0     1  work

                """)
        let json = try ike.run("tags", "--json").stdout
        #expect(
            json == """
                [
                  {"name":"@phone","open":0,"done":1},
                  {"name":"Bills","open":1,"done":0},
                  {"name":"home","open":2,"done":0},
                  {"name":"work","open":0,"done":1}
                ]

                """)
        // A tag goes with its last task.
        try ike.run("rm", "2")
        #expect(!(try ike.run("tags").stdout.contains("work")))
    }

    @Test func tagsOnAnEmptyOrMissingDatabase() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let missing = try ike.run("tags")
        #expect(missing.exitCode == 66)
        try ike.run("add", "Untagged")
        let empty = try ike.run("tags")
        #expect(empty.exitCode == 0 && empty.stdout.isEmpty && empty.stderr == "No tags.\n")
        #expect(try ike.run("tags", "--json").stdout == "[]\n")
    }

    @Test(arguments: [
        (["add", "x", "--tag", "home office"], "--tag: a tag cannot hold spaces: “home office”"),
        (["add", "x", "--tag", "\u{1B}[31mred"], "holds U+001B"),
        (["add", "x", "--tag", "a\u{7}"], "holds U+0007"),
        (["add", "x", "--tag", String(repeating: "a", count: 500)], "a tag is at most 64 characters"),
        (["add", "x", "--tag", "#"], "“#” is not a tag"),
        (["add", "x"] + (1...1_000).flatMap { ["--tag", "t\($0)"] }, "at most 100 tags, not 1000"),
        (["edit", "1", "--tag", "a", "--untag", "A"], "--tag and --untag both name “a”"),
        (["edit", "1", "--untag", "two words"], "--untag: a tag cannot hold spaces"),
        (["list", "--tag", "\u{202E}kcab"], "holds U+202E"),
    ])
    func badTagsAreUsageErrorsAndStoreNothing(arguments: [String], message: String) throws {
        let ike = try seeded()
        defer { ike.remove() }
        let before = try ike.contents()
        let result = try ike.runArguments(arguments)
        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "the message must not carry the escape itself")
        #expect(try ike.contents() == before)
    }
}
