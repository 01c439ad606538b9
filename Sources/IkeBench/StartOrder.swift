import Foundation

/// `IkeBench --start-order FILE`: the functions ike runs from exec to its first frame (and its quit), in
/// the order callgrind first meets them, one symbol a line, for lld's `--symbol-ordering-file`.
///
/// Why: the kernel maps file pages in large blocks (whole page-cache folios), so a start that touches a
/// few functions spread over 18 MB of code keeps most of it resident. Linked next to each other, the
/// functions a start needs fill a few hundred pages and the peak memory of a start falls by about 4 MiB.
/// Symbols that no longer exist are skipped by the linker, so an old list only loses some of its effect;
/// `make start-order` makes a new one from the current release binary.
enum StartOrder {
    static func write(to output: String, ike: String, directory: String) throws {
        let database = directory + "/order.sqlite"
        let profile = directory + "/order.callgrind"
        // valgrind 3.19 gives up on the DWARF 5 forms the C++ settings parser's objects carry ("unhandled
        // dwarf2 abbrev form"), so it profiles a copy without debug sections; names come from .symtab.
        let profiled = directory + "/order-bin/" + (ike as NSString).lastPathComponent
        defer {
            BenchDatabase.remove(at: database)
            try? FileManager.default.removeItem(atPath: directory + "/backups")
            unlink(profile)
            unlink(profiled)
        }
        try FileManager.default.createDirectory(
            atPath: directory + "/order-bin", withIntermediateDirectories: true)
        unlink(profiled)
        guard
            spawnAndWait(
                ["objcopy", "--strip-debug", ike, profiled],
                environment: StartBenchmarks.environment(directory))
                == 0
        else { throw BenchError("objcopy --strip-debug \(ike) failed") }
        try BenchDatabase.fill(try BenchDatabase.fresh(at: database), count: 1_000)
        // A plain start first takes the day's backup and check, so the profile is of an ordinary start (the
        // first of a day is rarer, and its backup runs after the first frame).
        _ = try TerminalLaunch.run(
            [ike, "--db", database], environment: StartBenchmarks.environment(directory))
        _ = try TerminalLaunch.run(
            [
                "valgrind", "-q", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=\(profile)",
                profiled, "--db", database,
            ], environment: StartBenchmarks.environment(directory))
        let text = try String(contentsOfFile: profile, encoding: .utf8)
        let symbols = functions(inCallgrindProfile: text, object: (ike as NSString).lastPathComponent)
        try Data((symbols.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: output))
        FileHandle.standardError.write(
            Data("IkeBench: \(symbols.count) functions written to \(output)\n".utf8))
    }

    /// The functions of `object` named in a callgrind profile (`fn=` and `cfn=` lines, whose names are
    /// compressed to `(id)` after their first use), each once, in first-seen order.
    static func functions(inCallgrindProfile text: String, object: String) -> [String] {
        var objects: [Substring: Substring] = [:]
        var names: [Substring: Substring] = [:]
        var current: Substring = ""
        var callee: Substring = ""
        var seen: Set<Substring> = []
        var result: [String] = []
        /// `(id) name` defines id; `(id)` refers back to it.
        func resolve(_ value: Substring, in table: inout [Substring: Substring]) -> Substring {
            guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else { return value }
            let id = value[...close]
            let rest = value[value.index(after: close)...].drop { $0 == " " }
            if !rest.isEmpty { table[id] = rest }
            return table[id] ?? ""
        }
        func take(_ name: Substring, from owner: Substring) {
            guard owner.hasSuffix("/" + object) || owner == object, !name.isEmpty, seen.insert(name).inserted
            else { return }
            result.append(String(name))
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("ob=") {
                current = resolve(line.dropFirst(3), in: &objects)
                callee = current
            } else if line.hasPrefix("cob=") {
                callee = resolve(line.dropFirst(4), in: &objects)
            } else if line.hasPrefix("fn=") {
                take(resolve(line.dropFirst(3), in: &names), from: current)
                callee = current
            } else if line.hasPrefix("cfn=") {
                take(resolve(line.dropFirst(4), in: &names), from: callee)
                callee = current
            }
        }
        return result
    }
}
