import IkeApp
import IkeTerm
import Testing

@testable import IkeSettings

/// Every key the table binds can be written in the settings file, as help shows it and as
/// `ike config init` writes it.
@Suite("Key names in the settings file")
struct SettingsKeyNameTests {
    @Test func everyStandardKeyReadsBackFromBothOfItsNames() {
        for binding in KeyMap.standard.bindings {
            for key in binding.keys {
                #expect(
                    KeyName.key(named: key.displayName) == key, "\(binding.id.rawValue): \(key.displayName)")
                #expect(KeyName.key(named: KeyName.name(of: key)) == key, "\(binding.id.rawValue)")
            }
        }
    }

    @Test func spellingsPeopleUse() {
        let cases: [(String, Key)] = [
            ("x", .char("x")), ("X", .char("X")), ("space", .char(" ")), ("SPACE", .char(" ")),
            ("S-Up", .shiftUp), ("shift-down", .shiftDown), ("S-↑", .shiftUp), ("Ctrl-R", .ctrl("r")),
            ("C-r", .ctrl("r")), ("^R", .ctrl("r")), ("ctrl+space", .ctrl(" ")), ("PageDown", .pageDown),
            ("PgDn", .pageDown), ("Return", .enter), ("Escape", .escape), ("S-Tab", .backTab),
            ("F12", .function(12)),
            ("Del", .delete), ("é", .char("é")), ("#", .char("#")),
        ]
        for (name, key) in cases {
            #expect(KeyName.key(named: name) == key, "\(name)")
        }
    }

    @Test func namesOfNoKeyAreRefused() {
        for name in ["", "Hyper-X", "Ctrl-1", "Ctrl-ab", "F0", "F99", "\u{1B}", "\t", "xy", "S-x"] {
            #expect(KeyName.key(named: name) == nil, "\(name)")
        }
    }
}
