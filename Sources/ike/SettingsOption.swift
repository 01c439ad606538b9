import ArgumentParser
import Foundation
import IkeSettings

/// `--config PATH`, for the app and the commands that read the settings file.
struct SettingsOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The settings file (default: $IKE_CONFIG, else $XDG_CONFIG_HOME/ike/config.toml, else ~/.config/ike/config.toml).",
            valueName: "path"))
    var config: String?

    /// The settings file this option and the environment name.
    var file: SettingsFile { SettingsLoader.file(option: config) }
}

/// Reads the settings file for a command or the app; a file with problems stops it with exit status 78
/// (EX_CONFIG) and every problem on standard error, rather than a guess at what was meant.
enum SettingsLoader {
    /// The settings file `option` (`--config`) or the environment names.
    static func file(option: String?) -> SettingsFile {
        SettingsFile.locate(option: option, environment: ProcessInfo.processInfo.environment)
    }

    /// The settings, or a `CLIError` with exit status 78 listing the problems.
    static func load(option: String?) throws -> Settings {
        do {
            return try file(option: option).load()
        } catch {
            throw CLIError(
                description: error.description
                    + "\nike: fix the settings file, or check it with `ike config check`",
                exitCode: SettingsError.exitCode)
        }
    }
}
