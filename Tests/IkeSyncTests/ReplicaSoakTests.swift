import Foundation
import IkeCore
import IkeInterchange
import IkeTestSupport
import Testing

@testable import IkeSync

/// Two ike databases and a phone editing one collection at random, seeded, the ikes syncing through a
/// connection that drops requests before and after the server handled them (issue 30): after a few clean
/// syncs everyone has the same tasks, nothing is duplicated, nothing that nobody deleted is lost, nothing
/// deleted and never edited comes back, the latest title and done state win, and `ike check` passes on
/// both databases. `make soak` runs many more seeds (`IKE_SOAK_SEEDS`).
@Suite("Two ikes and a phone at random")
struct ReplicaSoakTests {
    /// The seeds `make test` runs, or 1…N under `IKE_SOAK_SEEDS=N`.
    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["IKE_SOAK_SEEDS"], let count = UInt64(text),
            count > 0
        {
            return Array(1...count)
        }
        return [11, 12, 13, 14]
    }

    static let href = "/alice/tasks/"

    @Test(arguments: seeds) func everyoneEndsWithTheSameTasksAndNothingIsLost(number: UInt64) async throws {
        let seed = TestSeed(number)
        var random = seed.generator()
        let clock = SyncDevice.Counter(1_795_338_000)
        let machines = [try SyncDevice("laptop", clock: clock), try SyncDevice("desktop", clock: clock)]
        let server = MemoryCalDAV()
        let links = machines.indices.map {
            FaultyCalDAV(server, generator: seed.generator(offset: UInt64($0) + 1), perMille: 80)
        }
        var ledger = Ledger()
        var made = 0
        for _ in 0..<300 {
            made += 1
            let machine = machines[Int(random.next() % 2)]
            let local = try machine.store.items()
            switch random.next() % 10 {
            case 0:
                let item = try machine.add("\(machine.name) \(made)")[0]
                ledger.made(item.uid, title: item.title)
            case 1 where !local.isEmpty:
                let item = local[Int(random.next() % UInt64(local.count))]
                let title = "\(item.uid) v\(made)"
                try machine.edit(item.title) { $0.title = title }
                ledger.edited(item.uid, title: title)
            case 2 where !local.isEmpty:
                let item = local[Int(random.next() % UInt64(local.count))]
                try machine.edit(item.title) { $0.isDone.toggle() }
                ledger.toggled(item.uid, to: !item.isDone)
            case 3 where !local.isEmpty:
                let item = local[Int(random.next() % UInt64(local.count))]
                try machine.delete(item.title)
                ledger.deleted(item.uid)
            case 4:
                let uid = "phone-\(made)"
                let time = clock.add(60)
                await server.phoneWrites(
                    Self.href + uid + ".ics", Self.phoneTodo(uid: uid, title: "phone \(made)", at: time))
                ledger.made(uid, title: "phone \(made)")
            case 5:
                let members = await server.members.keys.sorted()
                guard !members.isEmpty else { continue }
                let href = members[Int(random.next() % UInt64(members.count))]
                guard let body = await server.body(href), let uid = Self.field("UID", of: body) else {
                    continue
                }
                let title = "\(uid) v\(made)"
                let time = clock.add(60)
                await server.phoneWrites(href, Self.phoneEdit(body, title: title, at: time))
                ledger.edited(uid, title: title)
            case 6 where random.next() % 3 == 0:
                let members = await server.members.keys.sorted()
                guard !members.isEmpty else { continue }
                let href = members[Int(random.next() % UInt64(members.count))]
                guard let body = await server.body(href), let uid = Self.field("UID", of: body) else {
                    continue
                }
                await server.phoneDeletes(href)
                ledger.deleted(uid)
            default:
                let index = machines.firstIndex { $0 === machine }!
                _ = try? await machine.sync(through: links[index], maximumInFlight: 1)
            }
        }
        // A few syncs without faults: each machine sends what it has, then takes what the other sent.
        for _ in 0..<3 {
            for machine in machines { try await machine.sync(through: server, maximumInFlight: 1) }
        }
        let serverTasks = try await Self.serverTasks(server)
        var views: [(String, [String: (title: String, done: Bool)])] = [("server", serverTasks)]
        for machine in machines {
            let items = try machine.store.items()
            #expect(Set(items.map(\.uid)).count == items.count, "\(machine.name) duplicates a uid, \(seed)")
            views.append(
                (
                    machine.name,
                    Dictionary(uniqueKeysWithValues: items.map { ($0.uid, ($0.title, $0.isDone)) })
                ))
            let report = try machine.store.check()
            #expect(report.isHealthy, "\(machine.name): \(report.problems), \(seed)")
            #expect(try machine.store.pendingSyncCount() == 0, "\(machine.name) has changes left, \(seed)")
        }
        for (name, view) in views.dropFirst() {
            #expect(Set(view.keys) == Set(serverTasks.keys), "\(name) and the server differ, \(seed)")
            for (uid, task) in view {
                #expect(serverTasks[uid].map { $0 == task } ?? false, "\(name): \(uid) \(task), \(seed)")
            }
        }
        for uid in ledger.made where !ledger.deleted.contains(uid) {
            #expect(serverTasks[uid] != nil, "\(uid) was never deleted and is lost, \(seed)")
            if let task = serverTasks[uid], let title = ledger.titles[uid] {
                #expect(task.title == title, "\(uid): the latest title was \(title), \(seed)")
            }
            if let task = serverTasks[uid], let done = ledger.done[uid] {
                #expect(task.done == done, "\(uid): the latest done state was \(done), \(seed)")
            }
        }
        for uid in ledger.deleted where !ledger.edited.contains(uid) {
            #expect(serverTasks[uid] == nil, "\(uid) was deleted, never edited, and came back, \(seed)")
        }
        let failed = links.map(\.failed).reduce(0, +)
        #expect(failed > 0, "the connection never failed: the test tested nothing of it, \(seed)")
    }

    /// What was done to each task, in the order it was done (the shared clock's).
    struct Ledger {
        var made: [String] = []
        var titles: [String: String] = [:]
        var done: [String: Bool] = [:]
        var edited: Set<String> = []
        var deleted: Set<String> = []

        mutating func made(_ uid: String, title: String) {
            made.append(uid)
            titles[uid] = title
        }

        mutating func edited(_ uid: String, title: String) {
            titles[uid] = title
            edited.insert(uid)
        }

        mutating func toggled(_ uid: String, to done: Bool) {
            self.done[uid] = done
            edited.insert(uid)
        }

        mutating func deleted(_ uid: String) { deleted.insert(uid) }
    }

    static func stamp(_ time: Double) -> String {
        DateTimeText.basicUTC(Date(timeIntervalSince1970: time))
    }

    static func phoneTodo(uid: String, title: String, at time: Double) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN", "BEGIN:VTODO", "UID:\(uid)",
            "CREATED:\(stamp(time))", "DTSTAMP:\(stamp(time))", "LAST-MODIFIED:\(stamp(time))",
            "SUMMARY:\(title)", "STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }

    /// `body` retitled by the phone at `time`.
    static func phoneEdit(_ body: String, title: String, at time: Double) -> String {
        body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map { line -> String in
            if line.hasPrefix("SUMMARY") { return "SUMMARY:\(title)" }
            if line.hasPrefix("LAST-MODIFIED") { return "LAST-MODIFIED:\(stamp(time))" }
            if line.hasPrefix("DTSTAMP") { return "DTSTAMP:\(stamp(time))" }
            return String(line)
        }.joined(separator: "\r\n") + "\r\n"
    }

    static func field(_ name: String, of body: String) -> String? {
        body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            .first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// Each member's uid, title and done state.
    static func serverTasks(_ server: MemoryCalDAV) async throws -> [String: (title: String, done: Bool)] {
        var tasks: [String: (title: String, done: Bool)] = [:]
        for href in await server.members.keys {
            guard let body = await server.body(href), let uid = field("UID", of: body) else { continue }
            #expect(tasks[uid] == nil, "two members hold \(uid)")
            let done = field("STATUS", of: body) == "COMPLETED"
            tasks[uid] = (field("SUMMARY", of: body) ?? "", done)
        }
        return tasks
    }
}
