import Foundation

/// One machine of the sync benchmarks: a database and a settings file naming a collection, synced by
/// running the release `ike sync` as a user would.
struct SyncMachine {
    let ike: String
    let database: String
    let collection: URL
    /// Where the settings file and the output go.
    let folder: String

    private var settings: String { database + ".toml" }
    private var output: String { database + ".out" }

    /// What one `--verbose` sync sent and how long the server took to answer, by ike's own clock.
    struct Log {
        /// "REPORT", "PUT", … in order.
        let requests: [String]
        /// The sum of the answers' times.
        let answerMilliseconds: Int
    }

    /// Runs `ike sync`; its seconds and its last line ("sent 0, received 0, …"). Throws when it fails.
    func sync(_ extra: [String] = []) throws -> (seconds: Double, line: String) {
        try """
        [sync]
        url = "\(collection.absoluteString)"
        username = "alice"

        """.write(toFile: settings, atomically: true, encoding: .utf8)
        var status: Int32 = 0
        let seconds = measure {
            status = spawnAndWait(
                [ike, "sync", "--config", settings] + extra,
                environment: [
                    "IKE_DB": database, "IKE_SYNC_PASSWORD": "unused", "HOME": folder, "TZ": "UTC",
                ],
                outputPath: output)
        }
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else { throw BenchError("`ike sync` exited with \(status):\n\(text.suffix(2000))") }
        let line = text.split(separator: "\n").last { $0.hasPrefix("Synced with") }
        return (seconds, line.map { String($0.split(separator: ": ").last ?? "") } ?? "")
    }

    /// A sync with `--verbose`, read for its requests and the server's answer times.
    func verboseSync() throws -> Log {
        _ = try sync(["--verbose"])
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        var requests: [String] = []
        var milliseconds = 0
        for line in text.split(separator: "\n") {
            // "> REPORT http://…" starts a request; "> User-Agent: ike" is one of its headers.
            let words = line.dropFirst(2).split(separator: " ", maxSplits: 1)
            if line.hasPrefix("> "), words.count == 2, words[0].allSatisfy(\.isUppercase),
                words[1].hasPrefix("http")
            {
                requests.append(String(words[0]))
            } else if line.hasPrefix("< "), let open = line.firstIndex(of: "("), line.hasSuffix(" ms)") {
                let inside = line[line.index(after: open)...].dropLast(4)
                milliseconds += Int(inside.split(separator: " ").last ?? "") ?? 0
            }
        }
        return Log(requests: requests, answerMilliseconds: milliseconds)
    }
}
