import Foundation
import IkeSettings
import IkeSync

extension SyncAccount {
    /// What `ike sync` would refuse in `settings`' account, found without the server and without running
    /// `password_command` (it may ask for a passphrase): the URL, the password file (there, readable by its
    /// owner alone, not empty) and the collections, each at its line in `file` (issue 32, friction 4).
    static func problems(in settings: Settings, file: SettingsFile) -> [SettingsProblem] {
        guard let sync = settings.sync else { return [] }
        var problems: [SettingsProblem] = []
        func add(_ path: [String], _ message: String) {
            problems.append(SettingsProblem(file: file.path, line: file.line(of: path), message))
        }
        var account: URL?
        if let text = sync.url, !text.isEmpty {
            account = accountURL(text)
            if account == nil { add(["sync", "url"], urlProblem(text)) }
        } else {
            add(["sync"], "[sync] needs a url (url = \"https://…\")")
        }
        if sync.passwordCommand?.isEmpty ?? true, let path = sync.passwordFile, !path.isEmpty {
            do {
                _ = try SyncPassword.read(path)
            } catch {
                add(["sync", "password_file"], error.description)
            }
        }
        if let account {
            do {
                _ = try collections(sync.collections, in: account)
            } catch {
                add(["sync", "collections"], "\(error)")
            }
        }
        return problems
    }
}
