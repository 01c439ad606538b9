import GRDB

/// The store's reads through statements compiled once per connection (GRDB's statement cache) instead of
/// once per read. Compiling was most of what a key cost after its commit: each of the dozen reads a list
/// screen makes after a change was parsed and planned again, and GRDB's authorizer built the statement's
/// database region column by column as it compiled (Docs/Benchmarks.md, "Where a durable key's time
/// went"). A cursor keeps a statement open while its caller runs, so cursors still compile their own.
///
/// The same names and labels as GRDB's, with `cached:` for the database, so a read says which it is.
extension FetchableRecord {
    /// `fetchAll(db, sql:arguments:)` through the connection's statement cache.
    static func fetchAll(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> [Self] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// `fetchOne(db, sql:arguments:)` through the connection's statement cache.
    static func fetchOne(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Self? {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension Row {
    /// `fetchAll(db, sql:arguments:)` through the connection's statement cache.
    static func fetchAll(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> [Row] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// `fetchOne(db, sql:arguments:)` through the connection's statement cache.
    static func fetchOne(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Row? {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
    /// `fetchAll(db, sql:arguments:)` through the connection's statement cache.
    static func fetchAll(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> [Self] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// `fetchOne(db, sql:arguments:)` through the connection's statement cache.
    static func fetchOne(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Self? {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension DatabaseValueConvertible where Self: StatementColumnConvertible & Hashable {
    /// `fetchSet(db, sql:arguments:)` through the connection's statement cache.
    static func fetchSet(
        cached db: Database, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Set<Self> {
        try fetchSet(db.cachedStatement(sql: sql), arguments: arguments)
    }
}
