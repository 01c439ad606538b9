/// What the read-only inspection of an existing file found, so that opening it writes only what is missing.
enum SchemaState: Equatable, Sendable {
    /// No tables yet (a file just created, or an empty one): the migrations create everything.
    case empty
    /// ike's tables with migrations still to apply (a file an older ike wrote).
    case outdated
    /// Every migration applied: opening has nothing to write.
    case current
}
