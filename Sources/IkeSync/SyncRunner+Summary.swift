extension SyncRunner {
    /// What a finished sync did.
    public struct Summary: Hashable, Sendable {
        public var sent = 0
        public var received = 0
        public var deleted = 0
        public var merged = 0
        public var conflicts = 0
        /// Tasks left for the next sync (a write that lost a race), in words.
        public var deferred: [String] = []
        /// What a person should know about the server, each said once (`DroppedParentLinks`).
        public var notices: [String] = []

        /// Adds what another part of the same sync did.
        mutating func add(_ other: Summary) {
            sent += other.sent
            received += other.received
            deleted += other.deleted
            merged += other.merged
            conflicts += other.conflicts
            deferred += other.deferred
            notices += other.notices
        }

        /// "sent 2, received 1, deleted 0, merged 0, conflicts 0".
        public var line: String {
            "sent \(sent), received \(received), deleted \(deleted), merged \(merged), conflicts \(conflicts)"
                + (deferred.isEmpty ? "" : ", \(deferred.count) left for the next sync")
        }

        /// What several collections' syncs did together.
        public static func total(_ summaries: [Summary]) -> Summary {
            summaries.reduce(into: Summary()) { $0.add($1) }
        }
    }
}
