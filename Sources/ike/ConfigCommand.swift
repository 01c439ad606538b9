import ArgumentParser
import Foundation
import IkeApp
import IkeSettings

/// `ike config`: where the settings file is, whether it is right, a commented file of the defaults, and
/// the key table as configured.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check, locate or create the settings file; list the keys as configured.",
        subcommands: [
            ConfigCheckCommand.self, ConfigPathCommand.self, ConfigInitCommand.self, ConfigKeysCommand.self,
        ])
}

/// `ike config check`: "OK" or every problem, each with its file and line (exit 78 when there are some).
struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the settings file: OK, or every problem with its line (exit 78).")

    @OptionGroup var settings: SettingsOption

    func run() throws {
        let file = settings.file
        let loaded: Settings
        do {
            loaded = try file.load()
        } catch {
            CLIOutput.write(error.problems.map { CLIOutput.visible($0.description) + "\n" }.joined())
            throw ExitCode(SettingsError.exitCode)
        }
        // What `ike sync` would refuse too, views the app leaves out and focus settings it takes the defaults
        // of, though the app starts with them.
        let account =
            SyncAccount.problems(in: loaded, file: file) + loaded.viewProblems.map(\.problem)
            + loaded.focusProblems
        guard account.isEmpty else {
            CLIOutput.write(account.map { CLIOutput.visible($0.description) + "\n" }.joined())
            throw ExitCode(SettingsError.exitCode)
        }
        let absent = file.exists ? "" : " (no file there: the defaults apply)"
        CLIOutput.line("OK: " + CLIOutput.visible(file.path) + absent)
    }
}

/// `ike config path`: the settings file ike reads, whether or not it exists.
struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the path of the settings file ike reads (which may not exist yet).")

    @OptionGroup var settings: SettingsOption

    func run() throws {
        CLIOutput.line(settings.file.path)
    }
}

/// `ike config init`: writes every setting at its default, commented out.
struct ConfigInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented settings file of the defaults (never over one without --force).")

    @OptionGroup var settings: SettingsOption
    @Flag(name: .long, help: "Replace an existing settings file.") var force = false

    func run() throws {
        let path = settings.file.path
        let manager = FileManager.default
        if manager.fileExists(atPath: path) && !force {
            throw CLIError(
                description: "\(CLIOutput.visible(path)) exists; ike config init --force replaces it")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data(SettingsTemplate.text().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError(
                description: "cannot write \(CLIOutput.visible(path)): \(error.localizedDescription)")
        }
        CLIOutput.line("Wrote " + CLIOutput.visible(path))
    }
}

/// `ike config keys`: the key table with the settings file applied, as help shows it.
struct ConfigKeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "List every key binding as configured: keys, id and what it does.")

    @OptionGroup var settings: SettingsOption

    func run() throws {
        let keys = try SettingsLoader.load(option: settings.config).keys
        let width = keys.bindings.map { $0.keyNames.count }.max() ?? 0
        let idWidth = keys.bindings.map { $0.id.rawValue.count }.max() ?? 0
        var out = ""
        var scope: KeyScope?
        for binding in keys.bindings {
            if binding.scope != scope {
                scope = binding.scope
                out += (out.isEmpty ? "" : "\n") + binding.scope.title + "\n"
            }
            let names = binding.keyNames
            out += "  " + names + String(repeating: " ", count: width - names.count + 2)
            out +=
                binding.id.rawValue + String(repeating: " ", count: idWidth - binding.id.rawValue.count + 2)
            out += keys.fillingKeyNames(binding.help) + "\n"
        }
        CLIOutput.write(out)
    }
}
