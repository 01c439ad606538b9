import IkeCore
import TOMLKit

/// `[sync]`: the CalDAV account. Only the shape is checked here (strings where strings go, each
/// collection with an `href`, an interval the app can follow); `ike sync` judges the account's values.
extension SettingsReader {
    static let syncKeys = ["url", "username", "password_command", "password_file", "interval", "collections"]

    mutating func readSync(_ table: TOMLTable) {
        var sync = SyncSettings()
        for name in sortedKeys(table, path: ["sync"]) {
            guard let value = table[name] else { continue }
            let path = ["sync", name]
            switch name {
            case "url": sync.url = string(value, path)
            case "username": sync.username = string(value, path)
            case "password_command": sync.passwordCommand = string(value, path)
            case "password_file": sync.passwordFile = string(value, path)
            case "interval":
                guard let text = string(value, path) else { continue }
                guard SyncInterval.seconds(text) != nil else {
                    problem(
                        at: path,
                        "sync.interval must be a whole number with s, m or h (\"30s\", \"5m\", \"1h\", at most a day) "
                            + "or \"0\" for only when asked, not \(Self.describe(value))")
                    continue
                }
                sync.interval = text
            case "collections":
                guard let array = value.array, array.allSatisfy({ $0.table != nil }) else {
                    problem(
                        at: path,
                        "sync.collections must be [[sync.collections]] tables, not \(Self.kind(of: value))")
                    continue
                }
                for (index, element) in array.enumerated() {
                    if let collection = collection(element.table!, path: path + ["#\(index)"]) {
                        sync.collections.append(collection)
                    }
                }
            default:
                problem(
                    at: path,
                    "unknown setting sync.\(name); [sync] takes \(Self.syncKeys.joined(separator: ", "))")
            }
        }
        settings.sync = sync
    }

    private mutating func collection(_ table: TOMLTable, path: [String]) -> SyncSettings.Collection? {
        var href: String?
        var tag: String?
        var fine = true
        for name in sortedKeys(table, path: path) {
            guard let value = table[name] else { continue }
            switch name {
            case "href": href = string(value, path + [name])
            case "tag":
                guard let text = string(value, path + [name]) else {
                    fine = false
                    continue
                }
                do {
                    tag = try Tag(text).name
                } catch {
                    problem(
                        at: path + [name],
                        "sync.collections.tag \(Self.describe(value)) is not a tag: \(error)")
                    fine = false
                }
            default:
                problem(
                    at: path + [name],
                    "unknown setting \(name) in [[sync.collections]]; it takes href and tag")
                fine = false
            }
        }
        guard let href else {
            if fine { problem(at: path, "a [[sync.collections]] table needs an href") }
            return nil
        }
        return fine ? SyncSettings.Collection(href: href, tag: tag) : nil
    }

    private mutating func string(_ value: TOMLValueConvertible, _ path: [String]) -> String? {
        guard let text = value.string else {
            problem(
                at: path,
                "\(Self.dotted(path.filter { !$0.hasPrefix("#") })) must be a string, not \(Self.kind(of: value))"
            )
            return nil
        }
        return text
    }
}
