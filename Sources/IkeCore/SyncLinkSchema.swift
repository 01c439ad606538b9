import GRDB

/// Migration v28, two things sync learns about links (Docs/Sync.md, "Steps"):
/// - `sync_collection.dropsParentLinks`: the collection's server was seen dropping the parent link
///   (`RELATED-TO`) ike wrote, so the sync says it once per collection and `ike sync --status` keeps
///   saying it.
/// - `sync_child_link`: the steps a server's copy names with `RELATED-TO;RELTYPE=CHILD` (Vikunja, and
///   Nextcloud Tasks' test files, write a parent's side alone), so a step that names no parent of its own
///   becomes one when either side first arrives, whichever comes first.
enum SyncLinkSchema {
    @Sendable static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE sync_collection ADD COLUMN dropsParentLinks INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE sync_child_link (
                    childUid TEXT NOT NULL,
                    parentUid TEXT NOT NULL,
                    PRIMARY KEY (childUid, parentUid)
                ) WITHOUT ROWID;
                CREATE INDEX sync_child_link_parent ON sync_child_link(parentUid);
                """)
    }
}
