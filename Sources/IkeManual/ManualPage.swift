import Foundation

/// The man page Docs/ike.1 put together from its three sources (Docs/Decisions.md, 2026-11-25): the page
/// swift-argument-parser's generate-manual writes from the command definitions, the KEYS section from the
/// key table, and the hand-written sections in Docs/man/sections.mdoc.
struct ManualPage {
    /// A problem with the inputs, said so that `make man` stops with it.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The page's text.
    let text: String

    /// The generated page up to its DESCRIPTION, then `keys`, then `handWritten`, then whatever the
    /// generated page has after DESCRIPTION that `handWritten` does not replace (its EXIT STATUS says
    /// only "0 on success, >0 on error"; the hand-written one lists each status).
    static func assemble(generated: String, keys: String, handWritten: String) throws -> ManualPage {
        let (preamble, sections) = split(generated)
        guard let description = sections.firstIndex(where: { $0.title == "DESCRIPTION" }) else {
            throw Problem(description: "generate-manual's page has no DESCRIPTION section")
        }
        let replaced = Set(split(handWritten).sections.map(\.title))
        var text = preamble + provenance
        text += sections[...description].map(\.text).joined()
        text += keys + handWritten
        text += sections[(description + 1)...].filter { !replaced.contains($0.title) }.map(\.text).joined()
        return ManualPage(text: text)
    }

    /// This page dated `today` (`.Dd`), unless it says exactly what `previous` says: then it keeps that
    /// date, so the date is when the page last changed and running `make man` again changes no byte.
    func dated(keepingDateOf previous: String?, today: Date) -> String {
        let undated = Self.lines(text).filter { !$0.hasPrefix(".Dd ") }
        if let previous, Self.lines(previous).filter({ !$0.hasPrefix(".Dd ") }) == undated {
            return previous
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        let date = ".Dd " + formatter.string(from: today)
        return Self.lines(text).map { $0.hasPrefix(".Dd ") ? date : String($0) }.joined(separator: "\n")
    }

    /// The comment that tells a reader of the source where the page comes from.
    private static let provenance = """
        .\\" Made by `make man` from the command definitions (swift-argument-parser's generate-manual),
        .\\" the key table (KeyMap.manualSection) and Docs/man/sections.mdoc; do not edit by hand.

        """

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// `page` cut before each `.Sh`: the lines before the first, and each section with its title
    /// (quotes removed: generate-manual writes `.Sh "EXIT STATUS"`).
    private static func split(_ page: String) -> (preamble: String, sections: [(title: String, text: String)])
    {
        var preamble = ""
        var sections: [(title: String, text: String)] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
            page.hasSuffix("\n") ? 1 : 0)
        {
            if line.hasPrefix(".Sh ") {
                let title = line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                sections.append((title, ""))
            }
            if sections.isEmpty {
                preamble += line + "\n"
            } else {
                sections[sections.count - 1].text += line + "\n"
            }
        }
        return (preamble, sections)
    }
}
