import Foundation
import GRDB
import IkeCoreTestSupport
import IkeTestSupport
import Testing

@testable import IkeCore

/// A shown task's place in the tree is counted from the last count while nothing but folds changed
/// (`TreePositions`): it must always be the place among every row read whole, whatever was written
/// between two reads, here or by another connection.
@Suite("A task's place in the tree, counted again")
struct TreePositionTests {
    /// Each shown row's place, asked in an order that counts forward, back a little and back a long way
    /// from the last count, equals its place among the rows read whole; and a window read from it is the
    /// window read from the top.
    static func expectPlaces(_ store: TaskStore, _ filter: TaskFilter) throws {
        let all = try store.treeRows(filter, limit: 10_000, offset: 0)
        #expect(try store.treeCount(filter) == all.count)
        var positions = Array(all.indices)
        positions.shuffle()
        for position in positions.prefix(12) {
            let uid = all[position].item.uid
            let anchor = try #require(try store.treeAnchor(ofUID: uid, in: filter))
            #expect(anchor.index == position, "\(all[position].item.title)")
            let offset = max(0, position - 4)
            let window = try store.treeRows(filter, limit: 9, offset: offset, anchor: anchor)
            #expect(window == Array(all[offset..<min(all.count, offset + 9)]))
        }
        // As the list asks: with where the task stood before, which may send the count to the other end.
        for position in positions.prefix(4) {
            let found = try store.readTree(filter) {
                try $0.anchor(ofUID: all[position].item.uid, expected: all.count - 1)?.index
            }
            #expect(found == position)
        }
    }

    @Test func placesStayTrueThroughFoldsAndWrites() throws {
        let store = try makeStore()
        var generator = SystemRandomNumberGenerator()
        var uids: [String] = []
        var collapsed: Set<String> = []
        for index in 0..<50 {
            uids.append(
                try TreeOrderTests.add(store, "Task \(index)", under: uids.randomElement(using: &generator)))
        }
        for round in 0..<40 {
            let uid = uids.randomElement(using: &generator)!
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1:
                let folds = collapsed.insert(uid).inserted
                if !folds { collapsed.remove(uid) }
                try store.setCollapsed(folds, uid: uid)
            case 2:
                let other = uids.randomElement(using: &generator)!
                _ = try store.move(uid: uid, to: Bool.random() ? .before(uid: other) : .after(uid: other))
            case 3:
                _ = try store.setDone(Bool.random(), uids: [uid])
            case 4:
                uids.append(try TreeOrderTests.add(store, "Added \(round)", under: uid))
            default:
                _ = try store.delete(uids: [uid])
                uids.removeAll { $0 == uid }
            }
            for filter in [TaskFilter.all, .open] { try Self.expectPlaces(store, filter) }
        }
    }

    /// Another connection's commit (another ike on the same file) is seen: the count made before it is not
    /// used after it.
    @Test func anotherConnectionsWriteIsCounted() throws {
        let folder = try TempDirectory()
        defer { folder.remove() }
        let path = folder.path("ike.sqlite")
        let store = try TaskStore.open(at: path, environment: .fixed(at: testNow))
        // Its own environment: a fixed one would make the same uids as the first.
        let other = try TaskStore.open(at: path)
        let first = try TreeOrderTests.add(store, "First")
        try TreeOrderTests.add(store, "Step", under: first)
        let last = try TreeOrderTests.add(store, "Last")
        #expect(try store.treeIndex(ofUID: last, in: .all) == 2)
        try TreeOrderTests.add(other, "Another step", under: first)
        #expect(try store.treeIndex(ofUID: last, in: .all) == 3)
        try store.setCollapsed(true, uid: first)
        #expect(try store.treeIndex(ofUID: last, in: .all) == 1)
        _ = try other.delete(uids: [first])
        #expect(try store.treeIndex(ofUID: last, in: .all) == 2)
    }
}
