import Foundation
import IkeTestSupport
import Testing

/// The release binary carries ICU's data less what ike never reads (issue 36; Build/icu-data.py): the time
/// zones and the root and English locales stay, collation, converters, break iteration and every other
/// locale go. The items are found by their names in the package's table of contents, `icudtNNl/…`.
@Suite(
    "The installed binary's ICU data",
    .enabled(
        if: IkeBinary.isOverridden,
        "only the release binary (IKE_BINARY, as make test sets it) has it trimmed"))
struct InstalledICUDataTests {
    /// Every item name in the binary's ICU package, without the `icudtNNl/` before it.
    static func itemNames() throws -> Set<String> {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try IkeBinary.path()))
        var names: Set<String> = []
        var from = bytes.startIndex
        while let found = bytes.range(of: Data("icudt".utf8), in: from..<bytes.endIndex) {
            from = found.upperBound
            // icudt, the version's digits, the data's endianness (l) and a slash, then the name up to NUL.
            guard
                let slash = bytes[found.upperBound..<min(found.upperBound + 8, bytes.endIndex)].firstIndex(
                    of: 0x2F),
                bytes[found.upperBound..<slash].dropLast().allSatisfy({ (0x30...0x39).contains($0) }),
                let end = bytes[slash..<min(slash + 80, bytes.endIndex)].firstIndex(of: 0)
            else { continue }
            names.insert(String(decoding: bytes[(slash + 1)..<end], as: UTF8.self))
        }
        return names
    }

    @Test func whatIkeReadsIsThere() throws {
        let names = try Self.itemNames()
        // The zones (TimeZone), the locales of the date formatters, and what every locale lookup opens.
        for item in [
            "zoneinfo64.res", "timezoneTypes.res", "metaZones.res", "root.res", "en.res", "en_US_POSIX.res",
            "supplementalData.res", "likelySubtags.res", "keyTypeData.res", "pool.res", "zone/root.res",
        ] {
            #expect(
                names.contains(item), "\(item) is missing from the binary's ICU data (\(names.count) items)")
        }
    }

    @Test func whatIkeNeverReadsIsNot() throws {
        let names = try Self.itemNames()
        #expect(names.count > 20, "found only \(names.sorted())")
        for name in names {
            #expect(!name.hasPrefix("coll/") && !name.hasPrefix("brkitr/"), "\(name) is still linked")
            #expect(!name.hasPrefix("translit/") && !name.hasSuffix(".cnv"), "\(name) is still linked")
        }
        for locale in ["de.res", "ja.res", "fr_CA.res", "zone/de.res", "unit/ja.res", "curr/fr.res"] {
            #expect(!names.contains(locale), "\(locale) is still linked")
        }
    }
}
