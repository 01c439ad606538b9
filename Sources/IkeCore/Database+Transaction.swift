import GRDB

extension Database {
    /// What `body` returns, run in one transaction of `kind` that commits when `body` returns and rolls
    /// back when it throws: GRDB's `inTransaction` with the result its block cannot return.
    func valueInTransaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        var result: T?
        try inTransaction(kind) {
            result = try body()
            return .commit
        }
        return result!
    }
}
