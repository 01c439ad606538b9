import Testing

@testable import IkeInterchange

/// The names of a vdir's files: a uid as it is where it can be, `%XX` otherwise, always read back.
@Suite("vdir file names")
struct VdirFileNameTests {
    @Test(arguments: [
        ("2e51c07f18b543709d6c22606db5bb82@vm", "2e51c07f18b543709d6c22606db5bb82@vm.ics"),
        ("5D64CC03-AA9A-49A1-A820-62FAD509040E", "5D64CC03-AA9A-49A1-A820-62FAD509040E.ics"),
        ("todotxt-00ff.done+2", "todotxt-00ff.done+2.ics"),
        ("a/b", "a%2Fb.ics"),
        ("50%", "50%25.ics"),
        (".hidden", "%2Ehidden.ics"),
        ("a b:c", "a%20b%3Ac.ics"),
        ("été", "%C3%A9t%C3%A9.ics"),
        ("x~2", "x%7E2.ics"),
    ])
    func aUidIsItsNameAndBack(uid: String, name: String) {
        #expect(VdirFileName.name(for: uid) == name)
        #expect(VdirFileName.uid(fromName: name) == uid)
    }

    /// Lower-case or needless `%XX`, a broken one, an unsafe byte, a second name (`~2`), no `.ics`, nothing.
    @Test(arguments: ["a%2fb.ics", "%41.ics", "a%2.ics", "a b.ics", "x~2.ics", "a.txt", ".ics"])
    func aNameIkeDoesNotMakeReadsAsNoUid(name: String) {
        #expect(VdirFileName.uid(fromName: name) == nil)
    }

    @Test func aLongUidIsCutAndHashedWithinTheLimit() {
        let long = String(repeating: "é", count: 200)
        let other = long + "x"
        let name = VdirFileName.name(for: long)
        #expect(name.utf8.count <= 255)
        #expect(name.contains("~"))
        #expect(name != VdirFileName.name(for: other))
        // Cut between two `%XX`, never inside one.
        #expect(name.split(separator: "~")[0].utf8.count % 3 == 0)
        #expect(VdirFileName.uid(fromName: name) == nil)
        let ascii = String(repeating: "a", count: 251)
        #expect(VdirFileName.name(for: ascii) == ascii + ".ics")
        #expect(VdirFileName.name(for: ascii + "a").contains("~"))
    }
}
