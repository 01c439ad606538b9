import Foundation
import IkeApp
import IkeCore
import IkeTestSupport
import Testing

@testable import IkeSettings

/// `ike config init`'s file reads as the defaults, and its lines, uncommented, say the defaults again.
@Suite("The commented settings file")
struct SettingsTemplateTests {
    @Test func theTemplateIsTheDefaults() throws {
        let text = SettingsTemplate.text()
        expectNoDifference(try SettingsParser.parse(text, file: "t").get(), Settings())
    }

    @Test func uncommentingTheAppAndKeyLinesGivesTheStandardTable() throws {
        let text = SettingsTemplate.text()
        var section = ""
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("[") || line.hasPrefix("# [") { section = String(line) }
            if (section == "[keys]" || section == "[app]") && line.hasPrefix("# ") && line.contains(" = ") {
                lines.append(String(line.dropFirst(2)))
            } else {
                lines.append(String(line))
            }
        }
        let uncommented = lines.joined(separator: "\n")
        let settings = try SettingsParser.parse(uncommented, file: "t").get()
        #expect(settings.keys == .standard)
        #expect(settings.app.reviewSeconds == 100)
        #expect(settings.app.startScreen == .list)
        #expect(settings.app.firstWeekday == .monday)
        #expect(settings.app.dueSchedule == DueSchedule())
        #expect(uncommented.components(separatedBy: "\"task.toggleDone\" = [\"Space\"]").count == 2)
        #expect(settings.keys.bindings.count == KeyMap.standard.bindings.count)
    }
}

/// Docs/Settings.md is made from the template.
@Suite("The settings reference")
struct SettingsDocsTests {
    @Test func settingsDocIsUpToDate() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/Settings.md").path
        let generated = SettingsTemplate.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let current = try? String(contentsOfFile: path, encoding: .utf8)
        #expect(
            current == generated,
            "Docs/Settings.md is stale: run UPDATE_DOCS=1 swift test --filter SettingsTemplateTests")
    }
}
