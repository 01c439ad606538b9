import Foundation
import GRDB

extension TaskStore {
    /// Writes a finished review round, ended now by the store's clock, in its own transaction, and returns
    /// its row id. A record with an `id` updates that row (the round was reopened by an undo and ended
    /// again); one whose row is gone is written anew.
    @discardableResult
    public func recordReviewRound(_ record: ReviewRoundRecord) throws -> Int64 {
        if let readOnlyReason { throw readOnlyReason }
        let endedAt = environment.now().milliseconds
        let values: StatementArguments = [
            endedAt, record.deck, record.done, record.sentBack, record.deleted, record.left,
            max(0, record.seconds),
        ]
        do {
            return try queue.write { db in
                if let id = record.id {
                    try db.execute(
                        sql: """
                            UPDATE review_round SET endedAt = ?, deck = ?, done = ?, sentBack = ?, deleted = ?,
                                cardsLeft = ?, seconds = ?
                            WHERE id = ?
                            """, arguments: values + [id])
                    if db.changesCount > 0 { return id }
                }
                try db.execute(
                    sql: """
                        INSERT INTO review_round (endedAt, deck, done, sentBack, deleted, cardsLeft, seconds)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """, arguments: values)
                return db.lastInsertedRowID
            }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Every recorded review round, oldest first.
    public func reviewRounds() throws -> [(record: ReviewRoundRecord, endedAt: Date)] {
        try read { db in
            try Row.fetchAll(
                cached: db,
                sql: """
                    SELECT id, endedAt, deck, done, sentBack, deleted, cardsLeft, seconds FROM review_round
                    ORDER BY endedAt, id
                    """
            ).map { row in
                (
                    ReviewRoundRecord(
                        id: row[0], deck: row[2], done: row[3], sentBack: row[4], deleted: row[5],
                        left: row[6],
                        seconds: row[7]),
                    Date(milliseconds: row[1])
                )
            }
        }
    }
}
