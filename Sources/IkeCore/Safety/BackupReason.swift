/// Why a backup was taken; part of its file name, and what decides how long it is kept.
public enum BackupReason: String, CaseIterable, Sendable {
    /// `ike backup`.
    case manual
    /// Before `ike import` changed anything.
    case `import`
    /// Before `ike check --repair`.
    case repair
    /// Before `ike restore` replaced the database.
    case restore
    /// Before a migration to a newer schema.
    case migration
    /// The first start of a day.
    case daily

    /// Daily backups are kept by their own count; every other reason shares one.
    public var isDaily: Bool { self == .daily }
}
