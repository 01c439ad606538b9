extension TaskStore {
    /// This database's replica suffix, which every order key it makes ends in (OrderKey+Replica); for a
    /// sync that places the tasks a phone moved.
    public func replicaSuffix() throws -> String {
        if let stored = try read({ try ReplicaSchema.storedSuffix($0) }) { return stored }
        return try change { writer in try ReplicaSchema.suffix(writer.db) }.value
    }
}
