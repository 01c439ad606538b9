import Foundation
import IkeCore
import IkeInterchange
import IkeSettings
import IkeSync

/// What one fuzzing input is fed to: each import reader on its own, the format detector, the deadline parser,
/// the XML and multistatus readers of CalDAV answers (`dav`), and the settings file's reader (`settings`), whose
/// TOML parser is C++ and stops the process on an input it did not expect.
///
/// A reader may refuse any input with an error; it must never trap (an index out of range, a forced unwrap,
/// an overflow) or take more than a moment. That is all a fuzz run checks.
enum FuzzTarget: String, CaseIterable {
    case todotxt, csv, ics, json, taskwarrior, markdown, auto, deadline, dav, settings

    /// The target `IKE_FUZZ_TARGET` names; libFuzzer's entry point takes no arguments of ours.
    static let selected: FuzzTarget? = ProcessInfo.processInfo.environment["IKE_FUZZ_TARGET"].flatMap {
        FuzzTarget(rawValue: $0)
    }

    private static let utc = TimeZone(identifier: "UTC")!
    /// A Sunday, so every weekday rule of the deadline parser is reachable.
    private static let today = LocalDate(year: 2026, month: 11, day: 22)!

    /// Feeds `bytes` to the target.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .todotxt: parse(bytes, .todoTxt)
        case .csv: parse(bytes, .csv)
        case .ics: parse(bytes, .iCalendar)
        case .json:
            // ike JSON, and the simple shapes, which share the JSON reader but not the field rules.
            parse(bytes, .ikeJSON)
            parse(bytes, .todosJSON)
        case .taskwarrior: parse(bytes, .taskwarrior)
        case .markdown: parse(bytes, .markdown)
        case .auto: parse(bytes, nil)
        case .deadline:
            _ = try? DeadlineParser(today: Self.today).parse(String(decoding: bytes, as: UTF8.self))
        case .dav: readDAV(bytes)
        case .settings: _ = SettingsParser.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz")
        }
    }

    /// A server's answer as the sync reads it: the tree, the multistatus, and every property accessor.
    private func readDAV(_ bytes: [UInt8]) {
        guard let multistatus = try? DAVMultistatus.read(bytes) else { return }
        for response in multistatus.responses {
            let properties = response.properties
            _ = (properties.etag, properties.displayName, properties.isCalendar, properties.supportsTodos)
            _ = (properties.syncToken, properties.calendarData, properties.currentUserPrincipal)
            _ = (properties.calendarHomeSet, properties.supportsSyncCollection, response.isGone)
        }
    }

    private func parse(_ bytes: [UInt8], _ format: InterchangeFormat?) {
        _ = try? Importer.parse(file: "fuzz", bytes: bytes, format: format, timeZone: Self.utc)
    }
}
