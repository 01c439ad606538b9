/// The deletion guard (Docs/Sync.md): a plan that would delete most of this database's synced tasks, or
/// every task the server has from here, stops and needs `--force`; an emptied server or a wrong collection
/// must never wipe a person's tasks.
public enum SyncGuard {
    /// Fewer deletions than this always pass: deleting two tasks on the phone is ordinary.
    public static let minimum = 3

    /// Why `plan` needs `--force`, or nil when it may run; `synced` is how many tasks the server had.
    public static func refusal(of plan: SyncPlan, synced: Int) -> String? {
        let local = plan.localDeletions
        if local >= minimum && local * 2 > synced {
            return
                "the server no longer has \(local) of the \(synced) synced tasks; deleting them here needs "
                + "--force (check the collection URL first: ike sync --dry-run lists them)"
        }
        let remote = plan.remoteDeletions
        if remote >= minimum && remote >= synced {
            return "this sync would delete all \(remote) tasks on the server; that needs --force"
        }
        return nil
    }
}
