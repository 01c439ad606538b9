import Foundation
import IkeTestSupport
import Testing

@testable import IkeSettings

/// Finding and reading the file: the defaults when it is absent, a clear refusal of what is not a
/// settings file.
@Suite("The settings file on disk")
struct SettingsFileTests {
    @Test func theFileIsFoundByOptionThenVariableThenXDGThenHome() {
        let environment = ["IKE_CONFIG": "/e/c.toml", "XDG_CONFIG_HOME": "/x", "HOME": "/h"]
        #expect(
            SettingsFile.locate(option: "/o.toml", environment: environment)
                == SettingsFile(path: "/o.toml", isExplicit: true))
        #expect(
            SettingsFile.locate(option: nil, environment: environment)
                == SettingsFile(path: "/e/c.toml", isExplicit: true))
        #expect(
            SettingsFile.locate(option: nil, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
                == SettingsFile(path: "/x/ike/config.toml", isExplicit: false))
        #expect(
            SettingsFile.locate(option: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
                == SettingsFile(path: "/h/.config/ike/config.toml", isExplicit: false))
    }

    @Test func anAbsentDefaultFileIsTheDefaultsButAnAbsentNamedOneIsAnError() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        #expect(try SettingsFile(path: dir.path("none.toml"), isExplicit: false).load() == Settings())
        #expect(
            throws: SettingsError([SettingsProblem(file: dir.path("none.toml"), line: nil, "no such file")])
        ) {
            try SettingsFile(path: dir.path("none.toml"), isExplicit: true).load()
        }
    }

    @Test func aFileThatIsNotUTF8NamesTheLineOfTheBadByte() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = dir.path("latin1.toml")
        try Data("[app]\n# caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: SettingsError([
                SettingsProblem(file: path, line: 2, "is not UTF-8 text; save it as UTF-8")
            ])
        ) {
            try SettingsFile(path: path, isExplicit: false).load()
        }
    }

    @Test func aHugeFileIsRefusedUnparsed() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        let path = try dir.write(String(repeating: line, count: 10 * 1024), to: "big.toml")
        #expect(
            throws: SettingsError([
                SettingsProblem(file: path, line: nil, "is 10240 KB; a settings file may be at most 1024 KB")
            ])
        ) {
            try SettingsFile(path: path, isExplicit: false).load()
        }
    }

    @Test func aFolderOrAPathThroughAFileIsRefused() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        #expect(throws: SettingsError([SettingsProblem(file: dir.path, line: nil, "is not a regular file")]))
        {
            try SettingsFile(path: dir.path, isExplicit: false).load()
        }
        let file = try dir.write("", to: "plain")
        #expect(
            throws: SettingsError([
                SettingsProblem(file: file + "/config.toml", line: nil, "cannot be read: Not a directory")
            ])
        ) {
            try SettingsFile(path: file + "/config.toml", isExplicit: false).load()
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = try dir.write("\u{FEFF}[app]\nmouse = false\n", to: "bom.toml")
        #expect(try SettingsFile(path: path, isExplicit: false).load().app.mouse == false)
    }
}
