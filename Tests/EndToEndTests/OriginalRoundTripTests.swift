import Foundation
import IkeTestSupport
import Testing

/// Issue 20, item 1 through the binary: tasks imported from Taskwarrior 2.6.2 and topydo, edited with
/// `ike edit` and `ike done`, exported back: the other tool's fields come back as it wrote them, apart
/// from those changed in ike. The files are the interchange tests' fixtures.
@Suite("Round trips keep what ike does not model")
struct OriginalRoundTripTests {
    static func fixture(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("IkeInterchangeTests/Fixtures/originals/\(path)").path
    }

    /// The objects of a Taskwarrior export by uuid.
    static func records(_ path: String) throws -> [String: [String: Any]] {
        let array = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        var records: [String: [String: Any]] = [:]
        for case let object as [String: Any] in array as! [Any] {
            records[object["uuid"] as! String] = object
        }
        return records
    }

    /// A member's value as JSON text (nil when absent), to compare values of any kind.
    static func text(_ value: Any?) throws -> String? {
        guard let value else { return nil }
        let data = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func taskwarriorGetsBackEveryFieldButTheEditedTitle() throws {
        var ike = try IkeCLI()
        defer { ike.remove() }
        // After the fixture's own dates, as a person's clock is: an edit is never stamped before a task's
        // last change, so a clock behind them would leave `modified` as it was.
        ike.environment["IKE_NOW"] = "2026-11-26T09:00:00Z"
        let source = Self.fixture("taskwarrior-2.6.json")
        #expect(try ike.run("import", source).exitCode == 0)
        let rent = try #require(try ike.tasks().first { $0["title"] as? String == "Pay rent" })
        let edited = try ike.run("edit", String(rent["id"] as! Int), "--title", "Pay the rent")
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        let output = ike.folder.path("back.json")
        let exported = try ike.run("export", "--format", "taskwarrior", "-o", output)
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let before = try Self.records(source)
        let after = try Self.records(output)
        // All but the deleted task (the recurrence template goes with its series).
        #expect(after.count == 9)
        for (uuid, record) in after {
            let original = try #require(before[uuid])
            let differing = Set(original.keys).union(record.keys).filter {
                try! Self.text(original[$0]) != Self.text(record[$0])
            }
            if uuid == "3d29ebab-d69d-4a4e-8db3-c83c01cf0b8c" {
                #expect(differing == ["description", "modified"])
                #expect(record["wait"] as? String == "20261128T000000Z")
                #expect(record["due"] as? String == "20261201T153000Z")
            } else {
                #expect(differing.isEmpty, "\(uuid): \(differing)")
            }
        }
    }

    @Test func topydoGetsBackItsLinesWithOnlyTheDoneOneChanged() throws {
        let ike = try IkeCLI()
        defer { ike.remove() }
        let source = Self.fixture("topydo-todo.txt")
        #expect(try ike.run("import", source).exitCode == 0)
        let slides = try #require(
            try ike.tasks().first { ($0["title"] as? String)?.hasPrefix("Prepare") == true })
        // "Rehearse the talk" is its step (`p:1`), left open.
        #expect(try ike.run("done", "--only", String(slides["id"] as! Int)).exitCode == 0)
        let exported = try ike.run("export", "--format", "todotxt")
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        var expected = try String(contentsOfFile: source, encoding: .utf8).split(separator: "\n").map(
            String.init)
        expected[4] = "x 2026-11-22 " + expected[4] + " uid:\(slides["uid"] as! String)"
        #expect(exported.stdout.split(separator: "\n").map(String.init) == expected)
    }
}
